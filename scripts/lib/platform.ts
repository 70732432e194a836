import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_DATA_DIR,
  DEFAULT_PORTS,
  DEFAULT_RELEASES_DIR,
  REMOTE_APPS,
  REPO_ROOT,
  type Ports,
  type RemoteApp,
} from './layout.ts';
import { createHostServer, createRemoteServer } from './static-servers.ts';

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
  log?: (line: string) => void;
}

export interface Platform {
  urls: { host: string; api: string };
  stopRemote(app: RemoteApp): Promise<void>;
  startRemote(app: RemoteApp): Promise<void>;
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
  options: Required<Pick<PlatformOptions, 'dataDir' | 'bind'>> & { ports: Ports; env?: NodeJS.ProcessEnv },
) {
  const { ports } = options;
  return spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'api/src/server.ts')], {
    cwd: path.join(REPO_ROOT, 'api'),
    env: {
      ...process.env,
      HOST: options.bind,
      PORT: String(ports.api),
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

/** Starts the API, the host's server and one server per remote; `stop()` ends them all. */
export async function startPlatform(options: PlatformOptions = {}): Promise<Platform> {
  const ports = options.ports ?? DEFAULT_PORTS;
  const bind = options.bind ?? '127.0.0.1';
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  const releasesDir = options.releasesDir ?? DEFAULT_RELEASES_DIR;
  const apiUrl = `http://127.0.0.1:${ports.api}`;

  const api = startApi({ dataDir, bind, ports, env: options.apiEnv });
  const remotes = new Map<RemoteApp, FastifyInstance>();
  let host: FastifyInstance | null = null;

  const startRemote = async (app: RemoteApp) => {
    const server = await createRemoteServer({ releasesDir: path.join(releasesDir, app) });
    await server.listen({ port: ports.remotes[app], host: bind });
    remotes.set(app, server);
  };
  const stopRemote = async (app: RemoteApp) => {
    await remotes.get(app)?.close();
    remotes.delete(app);
  };
  const stop = async () => {
    await Promise.all([...remotes.keys()].map(stopRemote));
    await host?.close();
    if (api.exitCode === null) {
      const exited = new Promise((resolve) => api.once('exit', resolve));
      api.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (api.exitCode === null) api.kill('SIGKILL');
    }
  };

  try {
    await waitForHealth(apiUrl, api);
    host = await createHostServer({ distDir: options.hostDistDir ?? path.join(REPO_ROOT, 'host/dist'), apiUrl });
    await host.listen({ port: ports.host, host: bind });
    for (const app of REMOTE_APPS) await startRemote(app);
  } catch (error) {
    await stop();
    throw error;
  }
  return { urls: { host: `http://127.0.0.1:${ports.host}`, api: apiUrl }, startRemote, stopRemote, stop };
}
