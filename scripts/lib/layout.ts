import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository: found upwards (its nx.json), from scripts/lib or from the built scripts/dist. */
function repoRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'nx.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`Repository not found above ${start}`);
  }
}

export const REPO_ROOT = repoRoot(path.dirname(fileURLToPath(import.meta.url)));

// The remote apps are the platform contract's; named once.
export { REMOTE_APPS, isRemoteApp, type RemoteApp } from '@portal/contracts/platform';
import type { RemoteApp } from '@portal/contracts/platform';

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
