import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** Type OIDs both drivers parse alike. */
export const INT8 = 20;
export const DATE = 1082;

/** Type parsers aligned with the PostgreSQL driver's: int8 -> number, date -> 'YYYY-MM-DD'. */
export const PGLITE_PARSERS = { [INT8]: (value: string) => Number(value), [DATE]: (value: string) => value };

/**
 * PGlite's buffer cache, smaller than PostgreSQL's 128 MB: PGlite's memory is the API process's,
 * and its buffers are touched as pages are read (the planner statistics read every table at
 * start), so they cost their size in resident memory; behind them the database's files stay in
 * the system's page cache, a read away. Measured here: the embedded database took ~300 MB of the
 * API's memory at idle with 128 MB, ~190 MB with 16 MB (docs/deployment.md, "Memory").
 */
export const PGLITE_SHARED_BUFFERS = process.env.PGLITE_SHARED_BUFFERS || '16MB';

/** The embedded engine on a folder, or in memory (optionally from a `dumpDataDir()` tarball). */
export function startPglite(folder: string | undefined, loadDump?: Blob): Promise<PGlite> {
  return PGlite.create(folder ?? 'memory://', {
    parsers: PGLITE_PARSERS,
    // The subject searches' trigram indexes (migration 230).
    extensions: { pg_trgm },
    ...(loadDump ? { loadDataDir: loadDump } : {}),
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
  });
}

/**
 * LISTEN on PGlite: the handlers of each channel, fed by both ways a NOTIFY comes back, the
 * answers PGlite reads itself (a transaction's COMMIT, `exec`) and those PgliteStatements
 * reads (`dispatch`: a trigger's NOTIFY in an autocommitted statement).
 */
export class PgliteChannels {
  private readonly handlers = new Map<string, Set<(payload: string) => void>>();

  constructor(private readonly pglite: PGlite) {
    pglite.onNotification(this.dispatch);
  }

  readonly dispatch = (channel: string, payload: string): void => {
    // Later, as PGlite does: a handler never runs inside the statement that notified.
    for (const handler of this.handlers.get(channel) ?? []) queueMicrotask(() => handler(payload));
  };

  async listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>> {
    let handlers = this.handlers.get(channel);
    if (!handlers) {
      handlers = new Set();
      this.handlers.set(channel, handlers);
      await this.pglite.exec(`LISTEN ${quoteIdentifier(channel)}`);
    }
    handlers.add(handler);
    return async () => {
      handlers.delete(handler);
      if (handlers.size > 0 || this.handlers.get(channel) !== handlers) return;
      this.handlers.delete(channel);
      await this.pglite.exec(`UNLISTEN ${quoteIdentifier(channel)}`);
    };
  }
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;
