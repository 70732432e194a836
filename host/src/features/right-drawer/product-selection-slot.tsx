import { useEffect, useState, type ComponentType } from 'react';
import { RemoteBoundary } from '../../remotes/remote-boundary';
import { useRemotes } from '../../remotes/remote-store';
import type { ProductSelectionLoader, ProductSelectionProps, Subject } from '@portal/shared-ui';

/**
 * The slot for the service list of product selection (spec 000 §2.7), owned by remote-customer:
 * a remote whose contribution has `productSelection: () => import('./...')` fills it. Until one
 * does, the drawer shows the chosen subject alone.
 */
export function ProductSelectionSlot({ subject }: ProductSelectionProps) {
  const remotes = useRemotes((state) => state.remotes);
  const provider = Object.values(remotes).find((slot) => slot.contribution?.productSelection);
  const load = provider?.contribution?.productSelection;
  const [attempt, setAttempt] = useState(0);
  if (!provider || !load) return <div data-testid="product-selection-slot" />;
  return (
    <div data-testid="product-selection-slot">
      <RemoteBoundary title={provider.contribution!.title} onRetry={() => setAttempt((value) => value + 1)}>
        <LoadedContent key={attempt} load={load} subject={subject} />
      </RemoteBoundary>
    </div>
  );
}

function LoadedContent({ load, subject }: { load: ProductSelectionLoader; subject: Subject }) {
  const [state, setState] = useState<{ Content?: ComponentType<ProductSelectionProps>; error?: unknown }>({});
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
  return <state.Content subject={subject} />;
}
