/**
 * A private PostgreSQL server from Debian's `postgresql` package, for the tests, the bench and
 * `API_INSTANCES`: its own data folder and port on 127.0.0.1, started and stopped by whoever
 * needs it (never the machine's own cluster). PostgreSQL refuses to run as root: as root, the
 * server runs as the `postgres` user the package creates.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

export interface PostgresServer {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** The newest installed server's binaries (`/usr/lib/postgresql/<major>/bin`), or null. */
export function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const majors = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, 'bin/postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return majors.length ? path.join(root, majors[0], 'bin') : null;
}

export const postgresAvailable = () => postgresBinDir() !== null;

/** As root, the server's processes run as `postgres` (uid/gid given to spawn: signals reach it). */
function runAs(): { uid?: number; gid?: number } {
  return process.getuid?.() === 0 ? postgresUser() : {};
}

/**
 * Starts a server on `port` with its data in `dataDir` (initialised on first use, kept after
 * stop so a second start is quick), tuned for tests: no fsync, small shared buffers.
 */
export async function startPostgres(options: { dataDir: string; port: number }): Promise<PostgresServer> {
  const bin = postgresBinDir();
  if (!bin) {
    throw new Error('PostgreSQL non trovato: installalo con "apt-get update && apt-get install -y postgresql".');
  }
  const { dataDir, port } = options;
  mkdirSync(dataDir, { recursive: true });
  const user = runAs();
  if (user.uid !== undefined) {
    chownSync(dataDir, user.uid, user.gid!);
    if (spawnSync('test', ['-w', dataDir], user).status !== 0) {
      throw new Error(`La cartella ${dataDir} non è raggiungibile dall'utente postgres: scegline una sotto /tmp.`);
    }
  }
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    const init = spawnSync(
      path.join(bin, 'initdb'),
      ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C'],
      { encoding: 'utf8', ...user },
    );
    if (init.status !== 0) throw new Error(`initdb non riuscito: ${init.stderr || init.stdout}`);
  }
  const args = [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-h',
    '127.0.0.1',
    // The socket goes in the data folder: /var/run/postgresql may not exist or be the machine's.
    '-k',
    dataDir,
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
    '-c',
    'max_connections=200',
  ];
  const server = spawn(path.join(bin, 'postgres'), args, { stdio: ['ignore', 'ignore', 'pipe'], ...user });
  let log = '';
  server.stderr!.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000)));
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`PostgreSQL è terminato all'avvio:\n${log}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      break;
    } catch {
      await client.end().catch(() => {});
      if (Date.now() > deadline) {
        server.kill('SIGKILL');
        throw new Error(`PostgreSQL non risponde sulla porta ${port}:\n${log}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {
    url,
    port,
    async stop() {
      if (server.exitCode !== null || server.signalCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      // SIGINT: "fast" shutdown (ends the sessions, checkpoints, exits).
      server.kill('SIGINT');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
      server.stderr!.destroy();
    },
  };
}

function postgresUser(): { uid: number; gid: number } {
  const id = (flag: string) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
  const uid = id('-u');
  if (!Number.isInteger(uid)) throw new Error('Utente "postgres" assente: installa il pacchetto postgresql.');
  return { uid, gid: id('-g') };
}
