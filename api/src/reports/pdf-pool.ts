/**
 * Reports' PDFs are drawn in worker threads (workers/fair-pool.ts), never on the API's event
 * loop: a batch of a thousand reports takes seconds of CPU that no other user should wait on.
 * Users are served in turn; a refusal is a 503 with its Italian reason.
 */
import { unavailable } from '../domain-error.ts';
import { fairPool, type FairPoolOptions } from '../workers/fair-pool.ts';
import { workerEntry } from '../runtime/api-root.ts';
import type { ReportDocument } from './document.ts';

export const PDF_MESSAGES = {
  slow: 'La preparazione del PDF ha richiesto troppo tempo: riprova tra qualche minuto.',
  memory: 'Il documento è troppo grande per essere preparato in PDF.',
  failed: 'Impossibile preparare il PDF del documento.',
  busy: 'Troppi documenti in preparazione: riprova quando i precedenti sono pronti.',
};

export interface PdfRenderer {
  /** The document as a PDF, drawn in a thread after other users' documents queued before it. */
  render(key: string, document: ReportDocument): Promise<Buffer>;
  stats(): { reading: number; waiting: number };
  close(): Promise<void>;
}

export function pdfPool(options: FairPoolOptions = {}): PdfRenderer {
  // A batch's zip asks for its documents one after another: the queue per user stays short.
  const pool = fairPool<ReportDocument, Uint8Array>(
    workerEntry('reports/pdf-worker'),
    PDF_MESSAGES,
    (message) => unavailable(message),
    { heapMb: 256, timeoutMs: 20_000, queuedPerKey: 4, ...options },
  );
  return {
    render: async (key, document) => {
      const bytes = await pool.run(key, document);
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
    stats: pool.stats,
    close: pool.close,
  };
}
