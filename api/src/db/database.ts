import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { migrate } from './migrate.ts';
import { DATE, INT8, PgliteChannels, startPglite } from './pglite-engine.ts';
import { PgliteStatements } from './pglite-statements.ts';
import { openPgliteThread } from './pglite-thread.ts';
import { API_ROOT } from '../runtime/api-root.ts';

// The interface lives apart: the engines and the migrations implement or use it without
// importing the module that picks among them.
import type { Database, Queryable, Row } from './queryable.ts';

export type { Database, Queryable, Row };

/** PostgreSQL's limit on a NOTIFY payload, in bytes. */
export const NOTIFY_PAYLOAD_MAX = 7_999;

export interface OpenDatabaseOptions {
  /**
   * Folder of the embedded database; PGlite files go under `<dataDir>/pglite`, and PGlite runs
   * in a thread of its own (pglite-thread.ts).
   */
  dataDir?: string;
  /** A PostgreSQL connection string; when set, dataDir is not used for the database. */
  databaseUrl?: string;
  /** In-memory PGlite in this thread (tests: many small databases, each started from a dump). */
  memory?: boolean;
  /** In-memory PGlite only: start from this `dump()` instead of an empty cluster (skips initdb). */
  loadDump?: Blob;
  /**
   * PostgreSQL only: connections kept open at most (default 10). Each instance also holds one
   * for LISTEN and, on the jobs' leader, one for the lock: size the server's max_connections
   * for instances × (poolMax + 2).
   */
  poolMax?: number;
  /** PostgreSQL only: create and use this schema (isolates a test run on a shared server). */
  schema?: string;
  /** Run the migrations (default true). */
  migrate?: boolean;
}

export { API_ROOT };
export const REPO_ROOT = path.resolve(API_ROOT, '..');
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, '.data');

/**
 * Gathers the planner's statistics of the tables the API uses (its schema's, not the other
 * schemas sharing the server). A planner without statistics guesses: on PGlite, which has no
 * background worker, one row per table (the fields list then joined every product to every
 * field: 2.2 ms instead of 1.3); on PostgreSQL, tables just seeded stay unanalysed until
 * autovacuum's next pass, up to a minute later, and the fields list served 540 requests a
 * second instead of 1,200 meanwhile. The API runs it after seeding (and on PGlite, where
 * nothing else would, the jobs every hour).
 */
export async function refreshPlannerStatistics(db: Queryable): Promise<void> {
  const [{ tables }] = await db.query<{ tables: string | null }>(
    `SELECT string_agg(format('%I.%I', schemaname, tablename), ', ') AS tables
     FROM pg_tables WHERE schemaname = current_schema()`,
  );
  if (tables) await db.exec(`ANALYZE ${tables}`);
}

/** Opens the database (PGlite unless `databaseUrl`) and brings its schema up to date. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  const db = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.schema, options.poolMax)
    : options.memory
      ? await openPglite(options.loadDump)
      : await openPgliteFolder(path.join(options.dataDir ?? DEFAULT_DATA_DIR, 'pglite'));
  if (options.migrate !== false) {
    try {
      await migrate(db);
    } catch (error) {
      await db.close();
      throw error;
    }
  }
  return db;
}

async function openPgliteFolder(folder: string): Promise<Database> {
  // PGlite has no lock of its own: two processes on one folder would corrupt it.
  const release = await lockFolder(folder);
  let db: Database;
  try {
    db = await openPgliteThread(folder);
  } catch (error) {
    await release();
    throw error;
  }
  return {
    ...db,
    async close() {
      await db.close();
      await release();
    },
  };
}

async function openPglite(loadDump?: Blob): Promise<Database> {
  const pglite = await startPglite(undefined, loadDump);
  const channels = new PgliteChannels(pglite);
  const statements = new PgliteStatements(pglite, channels.dispatch);
  const wrap = (target: Pick<PGlite, 'exec'>, inTransaction: boolean): Queryable => ({
    query: <T extends Row>(sql: string, params?: readonly unknown[]) => statements.query<T>(sql, params, inTransaction),
    async exec(sql: string) {
      await target.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    ...wrap(pglite, false),
    transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx, true))),
    listen: (channel, handler) => channels.listen(channel, handler),
    async notify(channel, payload) {
      await statements.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    // One process owns the database: nothing to share, nobody to wait for.
    exclusive: (_lock, fn) => fn(),
    tryLeadership: async () => true,
    dump: async () => (await pglite.dumpDataDir('gzip')) as Blob,
    async close() {
      if (!pglite.closed) await pglite.close();
    },
  };
}

/** Texts given a name at most; the next ones run unnamed (planned each time). */
const MAX_NAMED_STATEMENTS = 1_000;

/**
 * node-postgres sends a query without a name as an unnamed statement, parsed and planned again
 * on every call: the fields list's plan (three joins, a window) took 1.3 ms to make and 0.4 ms
 * to run. The API's parameterised statements are a fixed set of texts, so each gets a name and
 * each connection prepares it once (as PGlite's engine does, `pglite-statements.ts`);
 * PostgreSQL re-plans by itself when a table it uses changes, and keeps a generic plan only
 * once it costs no more than the custom ones. A query without parameters may be several
 * statements, which a prepared statement cannot hold: it stays unnamed.
 */
function namedStatements() {
  const names = new Map<string, string>();
  return (text: string, params?: readonly unknown[]): pg.QueryConfig => {
    const values = params as unknown[] | undefined;
    if (values === undefined) return { text };
    let name = names.get(text);
    if (name === undefined && names.size < MAX_NAMED_STATEMENTS) {
      name = `portal_${names.size + 1}`;
      names.set(text, name);
    }
    return { name, text, values };
  };
}

async function openPostgres(connectionString: string, schema?: string, poolMax = 10): Promise<Database> {
  if (schema && !/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  const types = {
    getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
      if (oid === INT8) return (value: string) => Number(value);
      if (oid === DATE) return (value: string) => value;
      return pg.types.getTypeParser(oid, format as 'text');
    }) as typeof pg.types.getTypeParser,
  };
  if (schema) {
    const setup = new pg.Client({ connectionString });
    await setup.connect();
    try {
      await setup.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } finally {
      await setup.end();
    }
  }
  const pool = new pg.Pool({
    connectionString,
    types,
    max: poolMax,
    // An idle connection is given back after 30 s; a query waits at most 10 s for one.
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
    ...(schema ? { options: `-c search_path=${schema},public` } : {}),
  });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => {});
  const clientOptions = {
    connectionString,
    types,
    ...(schema ? { options: `-c search_path=${schema},public` } : {}),
  };
  const listeners = new Set<PostgresListener>();
  let leader: pg.Client | null = null;
  let closed = false;
  const statement = namedStatements();
  const wrap = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T extends Row>(sql: string, params?: readonly unknown[]) {
      const result = await target.query(statement(sql, params));
      return result.rows as T[];
    },
    async exec(sql: string) {
      await target.query(sql);
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    listen: async (channel, handler) => {
      const listener = new PostgresListener(clientOptions, channel, handler);
      await listener.start();
      listeners.add(listener);
      return async () => {
        listeners.delete(listener);
        await listener.stop();
      };
    },
    async notify(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async exclusive(lock, fn) {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1)', [lock]);
        try {
          return await fn();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [lock]);
        }
      } finally {
        client.release();
      }
    },
    async tryLeadership(lock) {
      if (leader) return true;
      // A connection of its own, outside the pool: the lock lives as long as it does.
      const client = new pg.Client(clientOptions);
      client.on('error', () => {
        if (leader === client) leader = null;
      });
      client.on('end', () => {
        if (leader === client) leader = null;
      });
      try {
        await client.connect();
        const [row] = (await client.query<{ taken: boolean }>('SELECT pg_try_advisory_lock($1) AS taken', [lock])).rows;
        if (row?.taken) return Boolean((leader = client));
      } catch {
        // The database is unreachable: not the leader this time.
      }
      await client.end().catch(() => {});
      return false;
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([...listeners].map((listener) => listener.stop()));
      listeners.clear();
      await leader?.end().catch(() => {});
      leader = null;
      await pool.end();
    },
  };
}

/**
 * One LISTEN connection (a pooled one would be handed to others): reconnects by itself after
 * losing the server, so an instance keeps hearing the others after a database restart.
 */
class PostgresListener {
  private client: pg.Client | null = null;
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly options: pg.ClientConfig,
    private readonly channel: string,
    private readonly handler: (payload: string) => void,
  ) {}

  async start(): Promise<void> {
    const client = new pg.Client(this.options);
    client.on('notification', (message) => {
      if (message.channel === this.channel) this.handler(message.payload ?? '');
    });
    const lost = () => {
      if (this.client !== client) return;
      this.client = null;
      void client.end().catch(() => {});
      this.reconnectLater();
    };
    client.on('error', lost);
    client.on('end', lost);
    this.client = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(this.channel)}`);
    } catch (error) {
      if (this.client === client) this.client = null;
      await client.end().catch(() => {});
      throw error;
    }
  }

  private reconnectLater(): void {
    if (this.stopped) return;
    this.retry = setTimeout(() => void this.start().catch(() => this.reconnectLater()), 1_000);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }
}

async function lockFolder(folder: string): Promise<() => Promise<void>> {
  await mkdir(folder, { recursive: true });
  const lockFile = `${folder}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(lockFile, String(process.pid), { flag: 'wx' });
      return async () => {
        await unlink(lockFile).catch(() => {});
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number((await readFile(lockFile, 'utf8').catch(() => '')).trim());
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `Il database incorporato ${folder} è in uso dal processo ${owner} (l'API?): ` +
            'fermalo oppure usa gli endpoint HTTP.',
        );
      }
      // Stale lock left by a process that died.
      await unlink(lockFile).catch(() => {});
    }
  }
  throw new Error(`Impossibile bloccare ${folder}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
