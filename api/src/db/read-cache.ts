/**
 * Answers of reads on data the API does not write while it serves (the subjects' registry),
 * kept in the process and dropped whole the moment the database announces a change on
 * `channel` (a trigger's NOTIFY, whoever wrote: a seed, an import, an operator's SQL).
 *
 * Why: on PGlite every query runs on one WebAssembly thread, and a search whose term matches
 * half the registry ("S.R.L.") costs 2-2.5 ms of it, counting and ordering a thousand rows to
 * return ten. The search bar asks for the same few terms over and over (every user types the
 * same prefixes), so the thread was the whole API's ceiling at about 400 searches a second.
 *
 * - Keys must hold everything the answer depends on, the tenant first: an entry never crosses
 *   tenants because its key names one.
 * - Callers asking for a key being loaded share that one load (50 clients typing the same
 *   prefix cost one query). A change drops loads still running too: their callers get them, the
 *   next ones load again.
 * - Bounded: at most `maxEntries` (the least recently used go first), each for `keepMs` at
 *   most, which also bounds what a lost notification could leave stale.
 */
import type { Database } from './database.ts';

export interface ReadCacheOptions {
  /** The NOTIFY channel on which any change to the data is announced. */
  channel: string;
  /** Answers kept at most; 0 turns the cache off (every read loads). */
  maxEntries: number;
  keepMs: number;
  /** The clock (tests). */
  now?: () => number;
}

export interface ReadCache<T> {
  /** The kept answer for `key`, or `load()`'s, kept for the next callers. */
  read(key: string, load: () => Promise<T>): Promise<T>;
  /** Stops listening (the app's close). */
  close(): Promise<void>;
}

interface Entry<T> {
  /** The load's promise: callers during the load wait for the same one. */
  answer: Promise<T>;
  keptUntil: number;
}

export async function readCache<T>(db: Database, options: ReadCacheOptions): Promise<ReadCache<T>> {
  const { maxEntries, keepMs, now = Date.now } = options;
  const kept = new Map<string, Entry<T>>();
  const unlisten = await db.listen(options.channel, () => kept.clear());

  return {
    read(key, load) {
      if (maxEntries <= 0) return load();
      const at = now();
      const entry = kept.get(key);
      if (entry && at < entry.keptUntil) {
        // Most recently used goes last: Map keeps insertion order, the first is evicted first.
        kept.delete(key);
        kept.set(key, entry);
        return entry.answer;
      }
      kept.delete(key);
      const answer = load();
      if (kept.size >= maxEntries) kept.delete(kept.keys().next().value!);
      kept.set(key, { answer, keptUntil: at + keepMs });
      // A failed load is not an answer: the next caller tries again.
      answer.catch(() => {
        if (kept.get(key)?.answer === answer) kept.delete(key);
      });
      return answer;
    },
    // The database may be closed first (the db plugin's own onClose): nothing left to stop then.
    close: () => unlisten().catch(() => {}),
  };
}
