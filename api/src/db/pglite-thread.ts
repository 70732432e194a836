import type { Database, Queryable, Row } from './queryable.ts';
import { deserializeError, type ThreadMessage, type ThreadRequest } from './pglite-thread-protocol.ts';
import { workerThread } from '../workers/worker-thread.ts';
import { workerEntry } from '../runtime/api-root.ts';

/**
 * The embedded database in a thread of its own (pglite-worker.ts). PGlite is PostgreSQL
 * compiled to WebAssembly and runs wherever it is called: in the API's thread, every
 * statement's planning, execution and the decoding of its rows held up the HTTP work of every
 * other request (half of a fields-list request's time). In its own thread it works beside the
 * HTTP side on the second core, as a PostgreSQL server would; the statements still run one at
 * a time, in the order PGlite's locks give them.
 */
export async function openPgliteThread(folder: string): Promise<Database> {
  const worker = workerThread(workerEntry('db/pglite-worker'), { folder });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const listeners = new Map<number, (payload: string) => void>();
  let nextId = 1;
  let nextListener = 1;
  let failure: Error | null = null;

  const fail = (error: Error) => {
    failure ??= error;
    for (const { reject } of pending.values()) reject(failure);
    pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`Il database incorporato si è fermato (codice ${code})`)));
  const ready = new Promise<unknown>((resolve, reject) => pending.set(0, { resolve, reject }));
  worker.on('message', (message: ThreadMessage) => {
    if ('listener' in message) {
      listeners.get(message.listener)?.(message.payload);
      return;
    }
    const call = pending.get(message.id);
    if (!call) return;
    pending.delete(message.id);
    if (message.ok) call.resolve(message.value);
    else call.reject(deserializeError(message.error));
  });

  const call = <T>(request: ThreadRequest): Promise<T> => {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ id, request });
    });
  };
  const queryable = (tx?: number): Queryable => ({
    query: <T extends Row>(sql: string, params: readonly unknown[] = []) => call<T[]>({ op: 'query', sql, params, tx }),
    exec: (sql: string) => call<void>({ op: 'exec', sql, tx }),
  });

  try {
    await ready;
  } catch (error) {
    await worker.terminate();
    throw error;
  }
  let closed = false;
  return {
    kind: 'pglite',
    ...queryable(),
    poolStats: () => ({ total: 1, idle: pending.size === 0 ? 1 : 0, waiting: Math.max(0, pending.size - 1) }),
    async transaction(fn) {
      const tx = await call<number>({ op: 'begin' });
      let result;
      try {
        result = await fn(queryable(tx));
      } catch (error) {
        await call({ op: 'end', tx, commit: false }).catch(() => {});
        throw error;
      }
      await call({ op: 'end', tx, commit: true });
      return result;
    },
    async listen(channel, handler) {
      const listener = nextListener++;
      listeners.set(listener, handler);
      try {
        await call({ op: 'listen', channel, listener });
      } catch (error) {
        listeners.delete(listener);
        throw error;
      }
      return async () => {
        listeners.delete(listener);
        await call({ op: 'unlisten', listener });
      };
    },
    async notify(channel, payload) {
      await call({ op: 'query', sql: 'SELECT pg_notify($1, $2)', params: [channel, payload] });
    },
    // One process owns the folder (lockFolder): nothing to share, nobody to wait for.
    exclusive: (_lock, fn) => fn(),
    tryLeadership: async () => true,
    dump: async () => new Blob([await call<ArrayBuffer>({ op: 'dump' })]),
    async close() {
      if (closed) return;
      closed = true;
      await call({ op: 'close' }).catch(() => {});
      await worker.terminate();
    },
  };
}
