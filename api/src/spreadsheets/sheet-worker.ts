/**
 * The worker thread of sheet-pool.ts: reads one file at a time. A refusal (SheetError) comes
 * back as its Italian message; anything else as a failure the pool reports as unreadable.
 */
import { serveJobs } from '../workers/fair-worker.ts';
import { SheetError, readSheet, type SheetLimits } from './read-sheet.ts';

serveJobs(
  ({ fileName, data, limits }: { fileName: string; data: Uint8Array; limits: SheetLimits }) =>
    readSheet(fileName, data, limits),
  (error) => error instanceof SheetError,
);
