import { answer, route } from '../../http/endpoint-route.ts';
import { REQUEST_HISTORY_EXPORT_LIMIT, requestHistoryEndpoints } from '@portal/contracts/api/request-history';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RequestHistoryRow } from '@portal/contracts/api/requests';
import { REQUEST_STATUS_NAMES } from '@portal/contracts/request-status';
import { sendAttachment } from '../../http/file-transfer.ts';
import { caller } from '../../plugins/tenant.ts';
import { historyScope, requestResultFile } from '../requests/service.ts';
import { CSV_TYPE, csv } from '../../spreadsheets/csv.ts';
import { workbook, XLSX_TYPE, type SheetColumn } from '../../spreadsheets/workbook.ts';
import { listRequests, requestersOfClient, requestRows } from './service.ts';
import { italianDate, italianDateTime } from '../../italian/dates.ts';
/** An export is one sheet: past this the user narrows the period. */
const EXPORT_LIMIT = REQUEST_HISTORY_EXPORT_LIMIT;

const day = (iso: string | null) => (iso ? italianDate(iso) : null);

const COLUMNS: SheetColumn<RequestHistoryRow>[] = [
  { header: 'Data', width: 18, value: (row) => italianDateTime(row.createdAt) },
  { header: 'Numero', width: 10, value: (row) => row.id },
  { header: 'Utente', width: 24, value: (row) => row.userName },
  { header: 'Servizio', width: 24, value: (row) => row.serviceName },
  { header: 'Codice prodotto', width: 16, value: (row) => row.fullProductCode },
  { header: 'Prodotto', width: 32, value: (row) => row.productDescription },
  { header: 'Soggetto', width: 32, value: (row) => row.subjectName },
  { header: 'Codice fiscale', width: 18, value: (row) => row.subjectCode },
  { header: 'Stato', width: 16, value: (row) => REQUEST_STATUS_NAMES[row.status] },
  { header: 'Evasione prevista', width: 18, value: (row) => day(row.dueDate) },
  { header: 'Riferimento interno', width: 22, value: (row) => row.internalReference },
  { header: 'Prezzo', width: 12, value: (row) => row.price, euro: true },
];

/**
 * The request history (`/request-history`): every request of the caller's client for a manager
 * of it (GESTORE), else the caller's own; filters in the query, exports, the PDF of a result.
 */
const requestHistory: FastifyPluginAsyncTypebox = async (app) => {
  answer(app, requestHistoryEndpoints.getRequestsHistory, async (request, { db, who }) =>
    listRequests(db, who.tenantId, await historyScope(db, who), request.query),
  );

  answer(app, requestHistoryEndpoints.getRequestsHistoryUsers, async (_request, { db, who }) => {
    const scope = await historyScope(db, who);
    // A user who sees only their own requests has no one to filter by.
    return 'clientId' in scope ? await requestersOfClient(db, who.tenantId, scope.clientId) : [];
  });

  route(app, requestHistoryEndpoints.getRequestsHistoryExport, async (request, reply) => {
    const who = caller(request);
    const { format, ...query } = request.query;
    const rows = await requestRows(app.db, who.tenantId, await historyScope(app.db, who), query, EXPORT_LIMIT);
    const data = format === 'xlsx' ? await workbook('Richieste', COLUMNS, rows) : csv(COLUMNS, rows);
    return sendAttachment(reply, {
      fileName: `storico-richieste.${format}`,
      contentType: format === 'xlsx' ? XLSX_TYPE : CSV_TYPE,
      size: data.length,
      data,
    });
  });

  route(app, requestHistoryEndpoints.getRequestsHistoryReportPdfById, async (request, reply) => {
    const who = caller(request);
    const scope = await historyScope(app.db, who);
    return sendAttachment(reply, await requestResultFile(app, who, request.params.id, scope, app.config.clock()));
  });
};

export default requestHistory;
