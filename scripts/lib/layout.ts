import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// The remote apps are the registry's; named once, in the API.
export { REMOTE_APPS, isRemoteApp, type RemoteApp } from '@portal/api/release-registry';
import type { RemoteApp } from '@portal/api/release-registry';

export interface Ports {
  api: number;
  host: number;
  remotes: Record<RemoteApp, number>;
}

/** The ports of DESIGN.md; tests pass others so they never collide with a running portal. */
export const DEFAULT_PORTS: Ports = {
  api: 3000,
  host: 4200,
  remotes: { 'remote-customer': 4201, 'remote-admin': 4202, 'remote-permissions': 4203 },
};

export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, '.data');
export const DEFAULT_RELEASES_DIR = path.join(REPO_ROOT, 'releases');
