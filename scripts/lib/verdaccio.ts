/**
 * The kit's local npm registry: Verdaccio, installed on first use under `.data/verdaccio/app`
 * (the project does not depend on it: only who publishes the kit needs it), its storage, users
 * and log under `.data/verdaccio/<port>/`. It holds `@portal/*` and proxies every other package
 * to the registry npm is configured with.
 */
import { spawn, execFileSync } from 'node:child_process';
import { closeSync, existsSync, openSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_DATA_DIR } from './layout.ts';

const VERDACCIO_VERSION = '6.10.4';
const APP = path.join(DEFAULT_DATA_DIR, 'verdaccio', 'app');
export const DEFAULT_KIT_REGISTRY = 'http://localhost:4873';

/** A registry on this machine, which `npm run kit` starts when it is not running. */
export function isLocalRegistry(url: string): boolean {
  return ['localhost', '127.0.0.1'].includes(new URL(url).hostname);
}

const folderOf = (url: string) => path.join(DEFAULT_DATA_DIR, 'verdaccio', new URL(url).port || '80');

export async function registryAnswers(url: string): Promise<boolean> {
  try {
    return (await fetch(new URL('/-/ping', url), { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

function config(uplink: string): string {
  return [
    'storage: ./storage',
    'auth:',
    '  htpasswd:',
    '    file: ./htpasswd',
    'uplinks:',
    '  npmjs:',
    `    url: ${uplink}`,
    '    timeout: 60s',
    'packages:',
    "  '@portal/*':",
    '    access: $all',
    '    publish: $authenticated',
    '    unpublish: $authenticated',
    "  '**':",
    '    access: $all',
    '    proxy: npmjs',
    'log: { type: stdout, format: json, level: warn }',
    '',
  ].join('\n');
}

/**
 * Installs Verdaccio once. One of its dependencies asks for node-fetch by the dist-tag `cjs`,
 * which the registry these machines reach does not carry: the override names the version that
 * tag stood for, the last of node-fetch 2.
 */
async function installVerdaccio(): Promise<string> {
  const bin = path.join(APP, 'node_modules/.bin/verdaccio');
  const manifest = {
    name: 'portal-kit-registry',
    private: true,
    dependencies: { verdaccio: VERDACCIO_VERSION },
    overrides: { 'node-fetch': '2.7.0' },
  };
  if (existsSync(bin)) return bin;
  await mkdir(APP, { recursive: true });
  await writeFile(path.join(APP, 'package.json'), JSON.stringify(manifest, null, 2));
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: APP, stdio: 'inherit' });
  return bin;
}

/** Starts Verdaccio for `url` in the background (it outlives this command) and waits for it to answer. */
export async function startVerdaccio(url: string): Promise<void> {
  const folder = folderOf(url);
  await mkdir(folder, { recursive: true });
  const uplink = execFileSync('npm', ['config', 'get', 'registry'], { encoding: 'utf8' }).trim();
  await writeFile(path.join(folder, 'config.yaml'), config(uplink));
  const log = openSync(path.join(folder, 'verdaccio.log'), 'a');
  const { hostname, port } = new URL(url);
  const child = spawn(
    await installVerdaccio(),
    ['--config', path.join(folder, 'config.yaml'), '--listen', `${hostname}:${port || 80}`],
    { detached: true, stdio: ['ignore', log, log] },
  );
  closeSync(log);
  child.unref();
  await writeFile(path.join(folder, 'pid'), String(child.pid));
  const deadline = Date.now() + 60_000;
  while (!(await registryAnswers(url))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`Verdaccio non risponde su ${url}: vedi ${path.join(folder, 'verdaccio.log')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Stops the Verdaccio `startVerdaccio` left running for `url`; true when there was one. */
export async function stopVerdaccio(url: string): Promise<boolean> {
  const pidFile = path.join(folderOf(url), 'pid');
  const pid = Number(await readFile(pidFile, 'utf8').catch(() => ''));
  if (!pid) return false;
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
  await rm(pidFile, { force: true });
  return true;
}

/** Forgets what the local registry holds for `url` (its storage and users). */
export async function clearVerdaccio(url: string): Promise<void> {
  await rm(folderOf(url), { recursive: true, force: true });
}

/**
 * A publishing token for the local registry: the kit's own user, added on first use and
 * signed in after (Verdaccio answers both on npm's adduser endpoint).
 */
export async function localPublishToken(url: string): Promise<string> {
  const user = { name: 'portal-kit', password: 'portal-kit-local' };
  const signUp = (headers: Record<string, string> = {}) =>
    fetch(new URL(`/-/user/org.couchdb.user:${user.name}`, url), {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ ...user, type: 'user', roles: [] }),
    });
  let response = await signUp();
  if (response.status === 409) {
    // Already there: the same call, signed in.
    response = await signUp({
      Authorization: `Basic ${Buffer.from(`${user.name}:${user.password}`).toString('base64')}`,
    });
  }
  const answer = (await response.json().catch(() => ({}))) as { token?: string; error?: string };
  if (!response.ok || !answer.token) {
    throw new Error(`il registro ${url} non dà un token di pubblicazione: ${answer.error ?? response.status}`);
  }
  return answer.token;
}
