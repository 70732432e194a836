import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '@portal/api/database';
import {
  REMOTE_CONTRACT_VERSION,
  activeReleases,
  promoteCanary,
  recordRelease,
  rollbackRelease,
  type CanaryTarget,
  type PublishedCheck,
} from '@portal/api/release-registry';
import { DEFAULT_DATA_DIR, DEFAULT_PORTS, DEFAULT_RELEASES_DIR, REPO_ROOT, type RemoteApp } from './layout.ts';
import { assertFitsHost, hostContractDir, readContractVersion } from './federation-contract.ts';
import { run } from './run.ts';

export interface ReleaseTarget {
  releasesDir?: string;
  dataDir?: string;
  /** When the API is running, releases go through it (PGlite allows one process). */
  apiUrl?: string;
  /** The platform's PostgreSQL (default DATABASE_URL); without either, the PGlite in dataDir. */
  databaseUrl?: string;
  /** The deployed host, whose contract a release checks when this checkout has no host build. */
  hostUrl?: string;
}

/** A version name that sorts by time and names the content: `20261121T101500-1a2b3c4d`. */
async function contentHash(dir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const name of (await readdir(dir)).sort()) {
    if (name === 'mf-stats.json') continue;
    hash.update(name).update(await readFile(path.join(dir, name)));
  }
  return hash.digest('hex').slice(0, 8);
}

function timestamp(): string {
  return new Date().toISOString().replace(/[-:]/g, '').slice(0, 15);
}

export async function buildRemote(app: RemoteApp, env: NodeJS.ProcessEnv = {}): Promise<string> {
  await run('npx', ['rspack', 'build'], { cwd: path.join(REPO_ROOT, app), env, quiet: true });
  return path.join(REPO_ROOT, app, 'dist');
}

/** Copies a built remote into a new immutable version folder; older folders stay served. */
export async function publish(app: RemoteApp, distDir: string, releasesDir = DEFAULT_RELEASES_DIR): Promise<string> {
  const version = `${timestamp()}-${await contentHash(distDir)}`;
  const target = path.join(releasesDir, app, version);
  await mkdir(path.dirname(target), { recursive: true });
  await cp(distDir, target, { recursive: true });
  return version;
}

/**
 * The remote's own release token: `REMOTE_TOKEN` (a team's CI), else the one the API wrote for
 * this machine's scripts in `<dataDir>/remote-tokens/<app>`.
 */
async function releaseToken(app: RemoteApp, dataDir: string): Promise<string | null> {
  if (process.env.REMOTE_TOKEN) return process.env.REMOTE_TOKEN;
  const file = path.join(dataDir, 'remote-tokens', app);
  return existsSync(file) ? (await readFile(file, 'utf8')).trim() : null;
}

async function throughApi(
  apiUrl: string,
  dataDir: string,
  app: RemoteApp,
  action: 'releases' | 'promote' | 'rollback',
  body?: unknown,
): Promise<{ version: string } | null> {
  const token = await releaseToken(app, dataDir);
  let response: Response;
  try {
    response = await fetch(`${apiUrl}/api/platform/remotes/${app}/${action}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Deploy-Token': token ?? '' },
      body: JSON.stringify(body ?? {}),
    });
  } catch {
    return null; // the API is not running: the caller writes to the database itself
  }
  if (response.status === 401 && token === null) {
    throw new Error(`nessun token di rilascio per ${app}: imposta REMOTE_TOKEN (npm run remote:token -- ${app})`);
  }
  const answer = (await response.json()) as { error: boolean; message: string | null; context: { version: string } };
  if (!response.ok || answer.error) throw new Error(answer.message ?? `HTTP ${response.status}`);
  return answer.context;
}

async function withDatabase<T>(
  target: ReleaseTarget,
  work: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>,
): Promise<T> {
  const databaseUrl = target.databaseUrl || process.env.DATABASE_URL || undefined;
  const db = await openDatabase({ dataDir: target.dataDir ?? DEFAULT_DATA_DIR, databaseUrl });
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

/**
 * Without the API, a version is published when its folder holds its manifest, and its contract
 * is the one its `portal-contract.json` names ('dev': the dev servers', built from this checkout).
 */
function publishedIn(releasesDir: string): PublishedCheck {
  return async (app, version) => {
    if (version === 'dev') return { contractVersion: REMOTE_CONTRACT_VERSION };
    const folder = path.join(releasesDir, app, version);
    if (!existsSync(path.join(folder, 'mf-manifest.json'))) return null;
    return { contractVersion: await readContractVersion(folder) };
  };
}

/** Activates a published version: for everyone, or, with `canary`, for those users only. */
export async function registerRelease(
  app: RemoteApp,
  version: string,
  target: ReleaseTarget = {},
  canary?: CanaryTarget,
): Promise<void> {
  const dataDir = target.dataDir ?? DEFAULT_DATA_DIR;
  const releasesDir = target.releasesDir ?? DEFAULT_RELEASES_DIR;
  const body = { version, ...(canary ? { canary } : {}) };
  const viaApi = target.apiUrl && (await throughApi(target.apiUrl, dataDir, app, 'releases', body));
  if (!viaApi) await withDatabase(target, (db) => recordRelease(db, app, version, publishedIn(releasesDir), canary));
}

/** The running canary becomes everyone's release. */
export async function promote(app: RemoteApp, target: ReleaseTarget = {}): Promise<string> {
  const dataDir = target.dataDir ?? DEFAULT_DATA_DIR;
  const viaApi = target.apiUrl && (await throughApi(target.apiUrl, dataDir, app, 'promote'));
  if (viaApi) return viaApi.version;
  return (await withDatabase(target, (db) => promoteCanary(db, app))).version;
}

export async function rollback(app: RemoteApp, target: ReleaseTarget = {}): Promise<string> {
  const dataDir = target.dataDir ?? DEFAULT_DATA_DIR;
  const viaApi = target.apiUrl && (await throughApi(target.apiUrl, dataDir, app, 'rollback'));
  if (viaApi) return viaApi.version;
  return (await withDatabase(target, (db) => rollbackRelease(db, app))).version;
}

/**
 * Build, publish and activate one remote (for everyone, or for the `canary` users only); the
 * host and the other remotes are untouched.
 */
export async function release(app: RemoteApp, target: ReleaseTarget = {}, canary?: CanaryTarget): Promise<string> {
  const distDir = await buildRemote(app);
  // A remote built against another major of a singleton than the host's is not published; with
  // no host build here it is checked against the deployed host's contract, never skipped.
  const hostUrl = target.hostUrl ?? `http://127.0.0.1:${DEFAULT_PORTS.host}`;
  await assertFitsHost(distDir, await hostContractDir(path.join(REPO_ROOT, 'host', 'dist'), hostUrl));
  const version = await publish(app, distDir, target.releasesDir);
  await registerRelease(app, version, target, canary);
  return version;
}

/**
 * Used by `npm start` before the API runs: releases each remote whose built files differ
 * from its active release (or that has none, or whose folder is gone).
 */
export async function releaseChangedRemotes(apps: readonly RemoteApp[], target: ReleaseTarget = {}): Promise<string[]> {
  const releasesDir = target.releasesDir ?? DEFAULT_RELEASES_DIR;
  const active = await withDatabase(target, (db) => activeReleases(db));
  const released: string[] = [];
  for (const app of apps) {
    const distDir = path.join(REPO_ROOT, app, 'dist');
    if (!existsSync(distDir) || !(await stat(distDir)).isDirectory()) throw new Error(`${app} non è stato compilato`);
    const current = active.find((entry) => entry.app === app);
    const hash = await contentHash(distDir);
    if (current?.version.endsWith(hash) && existsSync(path.join(releasesDir, app, current.version))) continue;
    const version = await publish(app, distDir, releasesDir);
    await withDatabase(target, (db) => recordRelease(db, app, version, publishedIn(releasesDir)));
    released.push(`${app}@${version}`);
  }
  return released;
}
