/**
 * Bench only: the monolithic host's stand-in for `host/src/remotes/remote-source.ts`. Same
 * API, but the three remotes' contributions are bundled into the host at build time, with
 * no Module Federation and no registry, so the bench can compare the two builds of one code.
 */
import type { RemoteContribution } from '@portal/shared-ui';
import customer from '../../../remote-customer/src/app/contribution';
import admin from '../../../remote-admin/src/app/contribution';
import permissions from '../../../remote-permissions/src/app/contribution';
import { remotesStore, setRemote } from '../../../host/src/remotes/remote-store';

// Slot names are the Module Federation names, as the registry would give them.
const CONTRIBUTIONS: Record<string, RemoteContribution | null> = {
  remote_customer: customer,
  remote_admin: admin,
  remote_permissions: permissions,
};

export async function loadRemotes(): Promise<void> {
  const present = Object.entries(CONTRIBUTIONS).filter(
    (entry): entry is [string, RemoteContribution] => entry[1] !== null,
  );
  remotesStore.setState({ registryLoaded: true, registryError: false, remotes: {} });
  for (const [name, contribution] of present) setRemote({ name, status: 'ready', contribution });
}

/** Nothing can fail to load in a monolith. */
export async function retryFailedRemotes(): Promise<void> {}

/** The federated host defers remotes on sign-in pages; here they are in the bundle already. */
export function loadRemotesWhenNeeded(): void {
  void loadRemotes();
}
