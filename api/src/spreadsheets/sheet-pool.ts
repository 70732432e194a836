/**
 * Batch files are read in worker threads (workers/fair-pool.ts), never on the API's event loop:
 * a hostile spreadsheet within every size limit could otherwise hold up every other user's calls
 * for seconds. A refusal is a SheetError with its Italian message, as readSheet's own.
 */
import { BATCH_MESSAGES } from '@portal/contracts/messages';
import { fairPool, type FairPoolOptions } from '../workers/fair-pool.ts';
import { workerEntry } from '../runtime/api-root.ts';
import { SheetError, type ParsedSheet, type SheetLimits } from './read-sheet.ts';

export type SheetPoolOptions = FairPoolOptions;

export interface SheetReader {
  /** Reads the file in a thread, after the files queued before it by other clients. */
  read(key: string, fileName: string, data: Uint8Array, limits: SheetLimits): Promise<ParsedSheet>;
  /** Files being read now, and waiting. */
  stats(): { reading: number; waiting: number };
  close(): Promise<void>;
}

export function sheetPool(options: SheetPoolOptions = {}): SheetReader {
  const pool = fairPool<{ fileName: string; data: Uint8Array; limits: SheetLimits }, ParsedSheet>(
    workerEntry('spreadsheets/sheet-worker'),
    {
      slow: BATCH_MESSAGES.tooSlow,
      memory: BATCH_MESSAGES.tooComplex,
      failed: BATCH_MESSAGES.unreadable,
      busy: BATCH_MESSAGES.busy,
    },
    (message) => new SheetError(message),
    { heapMb: 192, ...options },
  );
  return {
    read: (key, fileName, data, limits) => pool.run(key, { fileName, data, limits }),
    stats: pool.stats,
    close: pool.close,
  };
}
