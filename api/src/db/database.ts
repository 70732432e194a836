import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { migrate } from './migrate.ts';

/**
 * The one database interface of the API: parameterised SQL on either the embedded PGlite or a
 * real PostgreSQL server. Both return rows with the same JS types because the parsers below
 * are aligned: int8 -> number, date -> 'YYYY-MM-DD' string, numeric -> string (mapped by the
 * data-access layer), timestamptz -> Date.
 */
export type Row = Record<string, unknown>;

export interface Queryable {
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs several statements separated by `;`, without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** PGlite only: the whole database as a gzipped tarball (tests cache a seeded one). */
  dump?(): Promise<Blob>;
  /** PGlite runs one statement at a time: keep the callback short. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** Folder of the embedded database; PGlite files go under `<dataDir>/pglite`. */
  dataDir?: string;
  /** A PostgreSQL connection string; when set, dataDir is not used for the database. */
  databaseUrl?: string;
  /** In-memory PGlite (tests). */
  memory?: boolean;
  /** In-memory PGlite only: start from this `dump()` instead of an empty cluster (skips initdb). */
  loadDump?: Blob;
  /** PostgreSQL only: create and use this schema (isolates a test run on a shared server). */
  schema?: string;
  /** Run the migrations (default true). */
  migrate?: boolean;
}

export const API_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const REPO_ROOT = path.resolve(API_ROOT, '..');
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, '.data');

const INT8 = 20;
const DATE = 1082;

/** Opens the database (PGlite unless `databaseUrl`) and brings its schema up to date. */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  const db = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.schema)
    : options.memory
      ? await openPglite(undefined, options.loadDump)
      : await openPglite(path.join(options.dataDir ?? DEFAULT_DATA_DIR, 'pglite'));
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

async function openPglite(folder: string | undefined, loadDump?: Blob): Promise<Database> {
  // PGlite has no lock of its own: two processes on one folder would corrupt it.
  const release = folder ? await lockFolder(folder) : async () => {};
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(folder ?? 'memory://', {
      parsers: { [INT8]: (value: string) => Number(value), [DATE]: (value: string) => value },
      ...(loadDump ? { loadDataDir: loadDump } : {}),
    });
  } catch (error) {
    await release();
    throw error;
  }
  const wrap = (target: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T extends Row>(sql: string, params?: readonly unknown[]) {
      const result = await target.query<T>(sql, params as unknown[] | undefined);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    ...wrap(pglite),
    transaction: (fn) => pglite.transaction((tx) => fn(wrap(tx))),
    dump: async () => (await pglite.dumpDataDir('gzip')) as Blob,
    async close() {
      if (!pglite.closed) await pglite.close();
      await release();
    },
  };
}

async function openPostgres(connectionString: string, schema?: string): Promise<Database> {
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
    max: 10,
    ...(schema ? { options: `-c search_path=${schema},public` } : {}),
  });
  // An idle client losing its connection must not crash the process.
  pool.on('error', () => {});
  const wrap = (target: pg.Pool | pg.PoolClient): Queryable => ({
    async query<T extends Row>(sql: string, params?: readonly unknown[]) {
      const result = await target.query(sql, params as unknown[] | undefined);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await target.query(sql);
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
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
    async close() {
      await pool.end();
    },
  };
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
