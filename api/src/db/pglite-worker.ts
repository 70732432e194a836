/**
 * The thread that runs the embedded database (started by pglite-thread.ts): PGlite, its
 * WebAssembly backend and the decoding of its answers stay off the thread serving HTTP.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Transaction } from '@electric-sql/pglite';
import { PgliteChannels, startPglite } from './pglite-engine.ts';
import { PgliteStatements } from './pglite-statements.ts';
import { serializeError, type ThreadMessage, type ThreadRequest } from './pglite-thread-protocol.ts';

interface OpenTransaction {
  tx: Transaction;
  end: (commit: boolean) => void;
}

const port = parentPort!;
const { folder } = workerData as { folder: string };
const post = (message: ThreadMessage, transfer?: ArrayBuffer[]) => port.postMessage(message, transfer);

const pglite = await startPglite(folder);
const channels = new PgliteChannels(pglite);
const statements = new PgliteStatements(pglite, channels.dispatch);
const transactions = new Map<number, OpenTransaction>();
/** Settles when PGlite has committed or rolled the transaction back. */
const settled = new Map<number, Promise<void>>();
/** What stops each of the API thread's listeners. */
const unlisteners = new Map<number, () => Promise<void>>();
let nextTransaction = 1;

/** Resolves with the transaction's number once it holds PGlite's lock; `end` settles it. */
function begin(): Promise<number> {
  return new Promise((opened, failed) => {
    const number = nextTransaction++;
    const done = pglite.transaction(
      (tx) =>
        new Promise<void>((commit, rollback) => {
          transactions.set(number, {
            tx,
            end: (shouldCommit) => (shouldCommit ? commit() : rollback(new Error('rollback'))),
          });
          opened(number);
        }),
    );
    settled.set(number, done);
    done.catch(failed);
  });
}

async function end(number: number, commit: boolean): Promise<void> {
  const open = transactions.get(number);
  const done = settled.get(number);
  transactions.delete(number);
  settled.delete(number);
  if (!open || !done) throw new Error(`transazione ${number} sconosciuta`);
  open.end(commit);
  if (commit) return done;
  await done.catch(() => {});
}

function target(tx: number | undefined) {
  if (tx === undefined) return pglite;
  const open = transactions.get(tx);
  if (!open) throw new Error(`transazione ${tx} sconosciuta`);
  return open.tx;
}

async function handle(request: ThreadRequest): Promise<unknown> {
  switch (request.op) {
    case 'query':
      if (request.tx !== undefined) target(request.tx);
      return statements.query(request.sql, request.params, request.tx !== undefined);
    case 'exec':
      await target(request.tx).exec(request.sql);
      return null;
    case 'begin':
      return begin();
    case 'end':
      return end(request.tx, request.commit);
    case 'listen': {
      const { listener } = request;
      unlisteners.set(listener, await channels.listen(request.channel, (payload) => post({ listener, payload })));
      return null;
    }
    case 'unlisten':
      await unlisteners.get(request.listener)?.();
      unlisteners.delete(request.listener);
      return null;
    case 'dump':
      return (await pglite.dumpDataDir('gzip')).arrayBuffer();
    case 'close':
      if (!pglite.closed) await pglite.close();
      return null;
  }
}

port.on('message', ({ id, request }: { id: number; request: ThreadRequest }) => {
  // Not awaited one by one: PGlite's own locks order the statements, as in one thread.
  handle(request).then(
    (value) => post({ id, ok: true, value }, value instanceof ArrayBuffer ? [value] : undefined),
    (error) => post({ id, ok: false, error: serializeError(error) }),
  );
});
post({ id: 0, ok: true, value: 'ready' });
