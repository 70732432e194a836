/**
 * The worker side of fair-pool.ts: answers one job at a time with `work`'s result; an error that
 * `isRefusal` recognises comes back as its Italian message, anything else as a plain failure.
 */
import { parentPort, type TransferListItem } from 'node:worker_threads';
import type { WorkerReply } from './fair-pool.ts';

export function serveJobs<I, O>(
  work: (input: I) => O | Promise<O>,
  isRefusal: (error: unknown) => boolean = () => false,
  transferOf: (value: O) => TransferListItem[] = () => [],
): void {
  parentPort!.on('message', async (input: I) => {
    let reply: WorkerReply<O>;
    let transfer: TransferListItem[] = [];
    try {
      const value = await work(input);
      reply = { ok: true, value };
      transfer = transferOf(value);
    } catch (error) {
      reply = { ok: false, refusal: isRefusal(error) ? (error as Error).message : null };
    }
    parentPort!.postMessage(reply, transfer);
  });
  parentPort!.postMessage({ ready: true });
}
