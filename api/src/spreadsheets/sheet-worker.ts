/**
 * The worker thread of sheet-pool.ts: reads one file at a time. A refusal (SheetError) comes
 * back as its Italian message; anything else as a failure the pool reports as unreadable.
 */
import { parentPort } from 'node:worker_threads';
import { SheetError, readSheet, type SheetLimits } from './read-sheet.ts';
import type { SheetReply } from './sheet-pool.ts';

parentPort!.on('message', ({ fileName, data, limits }: { fileName: string; data: Uint8Array; limits: SheetLimits }) => {
  let reply: SheetReply;
  try {
    reply = { ok: true, sheet: readSheet(fileName, data, limits) };
  } catch (error) {
    reply = { ok: false, refusal: error instanceof SheetError ? error.message : null };
  }
  parentPort!.postMessage(reply);
});
parentPort!.postMessage({ ready: true });
