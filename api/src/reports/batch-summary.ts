/**
 * A batch's summary (issue 45): what was asked, the outcome of each row and the totals, issued
 * as the reports are, beside one document per subject in the batch's zip.
 */
import type { Batch, BatchRow } from '@portal/contracts/api/batches';
import { REQUEST_STATUS_NAMES } from '@portal/contracts/request-status';
import { euro, italianDateTime, LEGAL_NOTICE, type ReportDocument } from './document.ts';
import type { IssueContext } from './report-content.ts';

export function batchSummary(
  batch: Omit<Batch, 'archiveInBackground'>,
  rows: BatchRow[],
  context: IssueContext,
  issuedAt: string,
): ReportDocument {
  const completed = rows.filter((row) => row.status === 'COMPLETED').length;
  return {
    title: `Riepilogo del lotto: ${batch.productDescription}`,
    issuer: context.issuer,
    requestId: rows[0]?.requestId ?? 0,
    batchId: batch.id,
    productCode: batch.fullProductCode,
    issuedAt,
    customer: context.customer,
    subject: { name: `${rows.length} soggetti dal file ${batch.fileName}`, code: '' },
    language: null,
    warning: null,
    blocks: [
      {
        kind: 'fields',
        title: 'Totali',
        rows: [
          ['Righe del file', String(batch.rows)],
          ['Soggetti nel lotto', String(rows.length)],
          ['Richieste evase', `${completed} di ${rows.length}`],
          ['Totale addebitato', euro(batch.total)],
          ['Caricato il', italianDateTime(batch.createdAt)],
        ],
      },
      {
        kind: 'table',
        title: 'Esito per riga',
        columns: ['Riga', 'Codice', 'Soggetto', 'Richiesta', 'Esito', ...(batch.split ? ['Prezzo'] : [])],
        numeric: batch.split ? [5] : [],
        rows: rows.map((row) => [
          String(row.row),
          row.subjectCode ?? '—',
          row.subjectName ?? '—',
          String(row.requestId),
          REQUEST_STATUS_NAMES[row.status],
          ...(batch.split ? [euro(row.price)] : []),
        ]),
        empty: 'Nessuna riga nel lotto',
      },
    ],
    sources: [],
    legalNotice: LEGAL_NOTICE,
  };
}
