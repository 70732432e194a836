import { Navigate } from '@portal/shared-auth/router';
import { RequireAuth } from '@portal/shared-auth';
import { MainLayout } from '../layout/main-layout';
import { PageSpinner } from '../remotes/page-spinner';
import { RemoteUnavailable } from '../remotes/remote-unavailable';
import { retryFailedRemotes } from '../remotes/remote-source';
import { useRemotes } from '../remotes/remote-store';
import { paths } from '../paths';
import { useState } from 'react';
import { WithQueries } from './with-queries';

/**
 * A path no loaded app knows. While remotes are still loading it may yet be theirs; if one
 * failed, the path may belong to it, so its fallback shows (with "Riprova") instead of 404.
 */
export function UnmatchedRoute() {
  const registryLoaded = useRemotes((state) => state.registryLoaded);
  const registryError = useRemotes((state) => state.registryError);
  const remotes = useRemotes((state) => state.remotes);
  const [busy, setBusy] = useState(false);
  const slots = Object.values(remotes);

  if (!registryLoaded || slots.some((slot) => slot.status === 'loading')) return <PageSpinner />;
  const failed = slots.filter((slot) => slot.status === 'error').map((slot) => REMOTE_TITLES[slot.name] ?? slot.name);
  if (!registryError && failed.length === 0) return <Navigate to={paths.notFound} replace />;

  const retry = () => {
    setBusy(true);
    void retryFailedRemotes().finally(() => setBusy(false));
  };
  return (
    <RequireAuth waiting={<PageSpinner />}>
      <WithQueries>
        <MainLayout>
          <RemoteUnavailable
            title={registryError ? 'Moduli del portale' : failed.join(', ')}
            onRetry={retry}
            busy={busy}
          />
        </MainLayout>
      </WithQueries>
    </RequireAuth>
  );
}

/** Titles for remotes that never answered (a loaded remote states its own). */
const REMOTE_TITLES: Record<string, string> = {
  remote_customer: 'Area clienti',
  remote_admin: 'Amministrazione catalogo',
  remote_permissions: 'Gestione permessi',
};
