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
  /**
   * LISTEN on a channel: `handler` gets every NOTIFY payload sent on it by any process on this
   * database (all API instances on one PostgreSQL; the one process on PGlite). Resolves once
   * listening; the returned function stops.
   */
  listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>>;
  /** NOTIFY: at most 8.000 bytes of payload (PostgreSQL's limit). */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Runs `fn` while this process holds the named lock, waiting for it: one instance at a time
   * (seeding several instances starting at once). PGlite has one process: it just runs.
   */
  exclusive<T>(lock: number, fn: () => Promise<T>): Promise<T>;
  /**
   * Takes the named lock if free and keeps it until close (or the connection dies): true when
   * this process holds it. The scheduled jobs run on the one instance holding it.
   */
  tryLeadership(lock: number): Promise<boolean>;
  /**
   * The connections as the metrics show them: open, idle, and calls waiting for one. PGlite's
   * thread is one connection; its waiting calls are the statements queued for it.
   */
  poolStats?(): PoolStats;
  close(): Promise<void>;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}
