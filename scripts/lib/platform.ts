import { fork, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { startNginx, type NginxServer } from './nginx.ts';
import { API_DIST, SCRIPTS_DIST } from './server-builds.ts';
import {
  DEFAULT_DATA_DIR,
  DEFAULT_PORTS,
  DEFAULT_RELEASES_DIR,
  REMOTE_APPS,
  REPO_ROOT,
  type Ports,
  type RemoteApp,
} from './layout.ts';

/** One deployable's server process (`scripts/serve.ts`): its own port, folder and lifetime. */
export interface ServerProcess {
  readonly child: ChildProcess;
  stop(): Promise<void>;
}

/** Ends a child: SIGTERM, then SIGKILL if it is still there after `graceMs`. */
export async function stopChild(child: ChildProcess, graceMs = 5_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, graceMs))]);
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGKILL');
    await exited;
  }
}

/**
 * Node's settings of the built servers. The API: source maps for its stack traces, and a
 * young generation of 4 MB semi-spaces rather than 16 (idle 305 → 275 MB here, averaged). A
 * static server has little code and less garbage: 1 MB semi-spaces, no source maps (each costs
 * 4 MB parsed; 51 → 46 MB a process).
 */
const API_FLAGS = ['--enable-source-maps', '--max-semi-space-size=4'];
export const SERVER_FLAGS = ['--max-semi-space-size=1'];

/**
 * Forks the built static server (`scripts/serve.ts`, in scripts/dist) for one deployable and
 * resolves once it listens (rejects if it exits first).
 */
export async function startServerProcess(
  app: 'host' | RemoteApp,
  options: { port: number; root: string; bind: string; apiUrl?: string; remoteOrigins?: readonly string[] },
): Promise<ServerProcess> {
  const child = fork(path.join(SCRIPTS_DIST, 'serve.js'), [app], {
    execArgv: SERVER_FLAGS,
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(options.port),
      ROOT: options.root,
      HOST: options.bind,
      ...(options.apiUrl ? { API_URL: options.apiUrl } : {}),
      ...(options.remoteOrigins ? { REMOTE_ORIGINS: options.remoteOrigins.join(',') } : {}),
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`Il server di ${app} è terminato all'avvio (codice ${code})`)));
  });
  return { child, stop: () => stopChild(child) };
}

export interface PlatformOptions {
  ports?: Ports;
  dataDir?: string;
  releasesDir?: string;
  /** Host files to serve (the bench serves a monolithic build from another folder). */
  hostDistDir?: string;
  /** Extra environment for the API process (tests shorten the token lifetime). */
  apiEnv?: NodeJS.ProcessEnv;
  /** Bind address; 127.0.0.1 unless told otherwise. */
  bind?: string;
  /** Build the servers first (default true); `npm start` has built them before. */
  build?: boolean;
  /** PostgreSQL for the API (default DATABASE_URL; without either, PGlite in dataDir). */
  databaseUrl?: string;
  /**
   * API processes (default 1). Above 1 they listen on the ports after `ports.api` and nginx
   * takes `ports.api` in front of them; they need PostgreSQL (`databaseUrl`).
   */
  apiInstances?: number;
  log?: (line: string) => void;
}

export interface Platform {
  /** `api` is the one address of the API (nginx's when there are several instances). */
  urls: { host: string; api: string; instances: string[] };
  stopRemote(app: RemoteApp): Promise<void>;
  startRemote(app: RemoteApp): Promise<void>;
  /** The server processes running now, by name (`api`, `api-2`…, `host`, each remote). */
  processes(): { name: string; pid: number }[];
  stop(): Promise<void>;
}

export async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`L'API è terminata all'avvio (codice ${child.exitCode})`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`L'API non ha risposto entro ${timeoutMs / 1000} s`);
}

export function startApi(
  options: Required<Pick<PlatformOptions, 'dataDir' | 'bind'>> & {
    ports: Ports;
    /** This instance's port (default ports.api). */
    port?: number;
    databaseUrl?: string;
    env?: NodeJS.ProcessEnv;
    /** Its TypeScript through tsx (`npm run dev`) rather than its build. */
    typescript?: boolean;
  },
) {
  const { ports } = options;
  const entry = options.typescript
    ? ['--import', 'tsx', path.join(REPO_ROOT, 'api/src/server.ts')]
    : [...API_FLAGS, path.join(API_DIST, 'server.js')];
  return spawn(process.execPath, entry, {
    cwd: path.join(REPO_ROOT, 'api'),
    env: {
      ...process.env,
      HOST: options.bind,
      PORT: String(options.port ?? ports.api),
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      DATA_DIR: options.dataDir,
      REMOTE_CUSTOMER_URL: `http://{hostname}:${ports.remotes['remote-customer']}`,
      REMOTE_ADMIN_URL: `http://{hostname}:${ports.remotes['remote-admin']}`,
      REMOTE_PERMISSIONS_URL: `http://{hostname}:${ports.remotes['remote-permissions']}`,
      // Mailed links point at this portal only (never at a host a request names).
      PUBLIC_URL: process.env.PUBLIC_URL || `http://localhost:${ports.host},http://127.0.0.1:${ports.host}`,
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

/**
 * Starts the API, the host's server and one server per remote, built first (a second or two:
 * what runs is always the sources' build); `stop()` ends them all.
 */
export async function startPlatform(options: PlatformOptions = {}): Promise<Platform> {
  if (options.build !== false) await (await import('../build-servers.ts')).buildServers();
  const ports = options.ports ?? DEFAULT_PORTS;
  const bind = options.bind ?? '127.0.0.1';
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  const releasesDir = options.releasesDir ?? DEFAULT_RELEASES_DIR;
  const apiUrl = `http://127.0.0.1:${ports.api}`;

  const databaseUrl = options.databaseUrl ?? (process.env.DATABASE_URL || undefined);
  const instances = options.apiInstances ?? 1;
  if (instances > 1 && !databaseUrl) throw new Error('Più istanze dell’API richiedono PostgreSQL (DATABASE_URL)');
  const apiPorts = instances > 1 ? Array.from({ length: instances }, (_, index) => ports.api + 1 + index) : [ports.api];
  const apiEnv = { dataDir, bind, ports, databaseUrl, env: options.apiEnv };
  const apis: ChildProcess[] = [];
  let nginx: NginxServer | null = null;
  const remotes = new Map<RemoteApp, ServerProcess>();
  let host: ServerProcess | null = null;

  // Each remote's server is a process of its own, as its team's deployment would be.
  const startRemote = async (app: RemoteApp) => {
    if (remotes.has(app)) return;
    const root = path.join(releasesDir, app);
    remotes.set(app, await startServerProcess(app, { port: ports.remotes[app], root, bind }));
  };
  const stopRemote = async (app: RemoteApp) => {
    await remotes.get(app)?.stop();
    remotes.delete(app);
  };
  /** The first instance migrates and seeds alone; the others then start together. */
  const startApis = async () => {
    const [first, ...others] = apiPorts;
    apis.push(startApi({ ...apiEnv, port: first }));
    await waitForHealth(`http://127.0.0.1:${first}`, apis[0]);
    const more = others.map((port) => startApi({ ...apiEnv, port }));
    apis.push(...more);
    await Promise.all(more.map((child, index) => waitForHealth(`http://127.0.0.1:${others[index]}`, child)));
    if (instances > 1) {
      nginx = await startNginx({
        port: ports.api,
        upstreams: apiPorts.map((port) => `127.0.0.1:${port}`),
      });
    }
  };
  const stop = async () => {
    await Promise.all([...remotes.keys()].map(stopRemote));
    await host?.stop();
    await nginx?.stop();
    await Promise.all(apis.map((child) => stopChild(child)));
  };

  try {
    const hostRoot = options.hostDistDir ?? path.join(REPO_ROOT, 'host/dist');
    // All settled before deciding, so a failure stops every process that did start.
    const started = await Promise.allSettled([
      startApis(),
      startServerProcess('host', {
        port: ports.host,
        root: hostRoot,
        bind,
        apiUrl,
        remoteOrigins: REMOTE_APPS.map((app) => `http://{hostname}:${ports.remotes[app]}`),
      }).then((server) => {
        host = server;
      }),
      ...REMOTE_APPS.map(startRemote),
    ]);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    urls: {
      host: `http://127.0.0.1:${ports.host}`,
      api: apiUrl,
      instances: apiPorts.map((port) => `http://127.0.0.1:${port}`),
    },
    startRemote,
    stopRemote,
    processes: () =>
      [
        ...apis.map((child, index) => ({ name: index === 0 ? 'api' : `api-${index + 1}`, child })),
        ...(host ? [{ name: 'host', child: (host as ServerProcess).child }] : []),
        ...[...remotes].map(([name, server]) => ({ name, child: server.child })),
      ].flatMap(({ name, child }) => (child.pid === undefined ? [] : [{ name, pid: child.pid }])),
    stop,
  };
}
