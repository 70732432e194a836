/** The worker thread of pdf-pool.ts: draws one report's PDF at a time. */
import { serveJobs } from '../workers/fair-worker.ts';
import type { ReportDocument } from './document.ts';
import { reportPdf } from './report-pdf.ts';

serveJobs(
  async (document: ReportDocument) => new Uint8Array(await reportPdf(document)),
  () => false,
  (bytes) => [bytes.buffer as ArrayBuffer],
);
