import { Component, lazy, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { PageSpinner } from './page-spinner';
import { reportRenderError } from './remote-source';

// The fallback draws with the full shared-ui (Result and its illustration), loaded only when a
// remote fails: the pages that work do not carry it.
const RemoteUnavailable = lazy(() => import('./remote-unavailable').then((m) => ({ default: m.RemoteUnavailable })));

interface Props {
  title: string;
  /** The remote's Module Federation name, when the slot is one remote's: its errors are reported. */
  remote?: string;
  onRetry: () => void;
  children: ReactNode;
}

/**
 * One per remote slot: a remote that throws while loading or rendering shows this Italian
 * fallback in its own area; the rest of the host keeps working, and the platform hears of it
 * (telemetry.ts: a canary failing for its users ends itself).
 */
export class RemoteBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[portal] errore nella sezione "${this.props.title}"`, error, info.componentStack);
    const { remote } = this.props;
    if (remote) reportRenderError(remote, error);
  }

  private retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Suspense fallback={<PageSpinner />}>
        <RemoteUnavailable title={this.props.title} onRetry={this.retry} />
      </Suspense>
    );
  }
}
