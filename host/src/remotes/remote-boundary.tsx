import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Result } from '@portal/shared-ui/shell';

interface Props {
  title: string;
  onRetry: () => void;
  children: ReactNode;
}

/**
 * One per remote slot: a remote that throws while loading or rendering shows this Italian
 * fallback in its own area; the rest of the host keeps working.
 */
export class RemoteBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[portal] errore nella sezione "${this.props.title}"`, error, info.componentStack);
  }

  private retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return <RemoteUnavailable title={this.props.title} onRetry={this.retry} />;
  }
}

export function RemoteUnavailable({ title, onRetry, busy }: { title: string; onRetry: () => void; busy?: boolean }) {
  return (
    <Result
      status="warning"
      title={`La sezione «${title}» non è al momento disponibile`}
      subTitle="Il resto del portale funziona normalmente. Riprova tra qualche istante."
      extra={
        <Button type="primary" onClick={onRetry} loading={busy}>
          Riprova
        </Button>
      }
    />
  );
}
