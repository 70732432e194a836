import { useEffect, useState, type ComponentType } from 'react';
import { RemoteBoundary } from '../../remotes/remote-boundary';
import { useRemotes } from '../../remotes/remote-store';
import type { RemoteContribution } from '@portal/shared-ui';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

interface ContributedSlotProps<P> {
  /** The contribution's loader for this slot, when the remote offers one. */
  pick: (contribution: RemoteContribution) => Loader<P> | undefined;
  props: P;
  testId: string;
}

/**
 * A piece of the host's drawer filled by whichever remote contributes it (product selection,
 * a request's detail): loaded on demand, behind the remote's error boundary with 'Riprova'.
 * Until a remote offers it, the slot stays empty.
 */
export function ContributedSlot<P extends object>({ pick, props, testId }: ContributedSlotProps<P>) {
  const remotes = useRemotes((state) => state.remotes);
  const provider = Object.values(remotes).find((slot) => slot.contribution && pick(slot.contribution));
  const load = provider?.contribution && pick(provider.contribution);
  const [attempt, setAttempt] = useState(0);
  if (!provider?.contribution || !load) return <div data-testid={testId} />;
  return (
    <div data-testid={testId}>
      <RemoteBoundary
        title={provider.contribution.title}
        remote={provider.name}
        onRetry={() => setAttempt((value) => value + 1)}
      >
        <LoadedContent key={attempt} load={load} props={props} />
      </RemoteBoundary>
    </div>
  );
}

function LoadedContent<P extends object>({ load, props }: { load: Loader<P>; props: P }) {
  const [state, setState] = useState<{ Content?: ComponentType<P>; error?: unknown }>({});
  useEffect(() => {
    let current = true;
    load().then(
      (module) => current && setState({ Content: module.default }),
      (error: unknown) => current && setState({ error }),
    );
    return () => {
      current = false;
    };
  }, [load]);
  if (state.error) throw state.error;
  if (!state.Content) return null;
  return <state.Content {...props} />;
}
