/**
 * The messages between the API's thread and the thread running the embedded database
 * (pglite-thread.ts and pglite-worker.ts). A transaction is opened by `begin`, which answers
 * its number once PGlite's transaction lock is held; the statements that carry that number run
 * inside it, the others wait for `end` like they would on PGlite itself.
 */
export type ThreadRequest =
  | { op: 'query'; sql: string; params: readonly unknown[]; tx?: number }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'listen'; channel: string; listener: number }
  | { op: 'unlisten'; listener: number }
  | { op: 'dump' }
  | { op: 'close' };

export type ThreadMessage =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: SerializedError }
  | { listener: number; payload: string };

/** A database error's own fields (SQLSTATE `code`, `constraint`, `detail`...) survive the trip. */
export interface SerializedError {
  message: string;
  fields: Record<string, unknown>;
}

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  const fields: Record<string, unknown> = { name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function') continue;
    fields[key] = value;
  }
  return { message: error.message, fields };
}

export function deserializeError({ message, fields }: SerializedError): Error {
  return Object.assign(new Error(message), fields);
}
