/** The request-history endpoints. */
import { endpoint, XLSX_TYPE } from './endpoint.ts';
import { RequestHistoryExportQuery, RequestHistoryQuery, RequestHistoryRow, RequestHistoryUser } from './requests.ts';
import { Page, Type } from './schema.ts';
import { RequestIdParams } from './requests.ts';

/** Every request-history endpoint: the one declaration the API registers and the clients call. */
/** Most requests one export of the history holds, the newest first. */
export const REQUEST_HISTORY_EXPORT_LIMIT = 20_000;

export const requestHistoryEndpoints = {
  getRequestsHistoryExport: endpoint({
    method: 'GET',
    path: '/api/requests/history/export',
    access: 'user',
    tags: ['storico richieste'],
    summary: 'Lo storico filtrato in xlsx o CSV (separatore punto e virgola, UTF-8)',
    description: `Al più ${REQUEST_HISTORY_EXPORT_LIMIT} richieste, dalla più recente; i testi non diventano mai formule.`,
    query: RequestHistoryExportQuery,
    produces: [XLSX_TYPE, 'text/csv'],
  }),
  getRequestsHistory: endpoint({
    method: 'GET',
    path: '/api/requests/history',
    access: 'user',
    tags: ['storico richieste'],
    summary: 'Lo storico delle richieste: del cliente per chi ne è gestore, altrimenti le proprie',
    description: 'Periodo in giorni (ora di Roma, inclusi), utente, servizio, prodotto, stato e ricerca.',
    query: RequestHistoryQuery,
    response: Page(RequestHistoryRow),
  }),
  getRequestsHistoryUsers: endpoint({
    method: 'GET',
    path: '/api/requests/history/users',
    access: 'user',
    tags: ['storico richieste'],
    summary: 'Gli utenti del cliente che hanno fatto richieste (filtro del gestore); per gli altri, sé stessi',
    response: Type.Array(RequestHistoryUser),
  }),
  getRequestsHistoryReportPdfById: endpoint({
    method: 'GET',
    path: '/api/requests/history/:id/report.pdf',
    access: 'user',
    tags: ['storico richieste'],
    summary:
      "L'esito di una richiesta evasa dello storico: il PDF del report, o il file allegato a una richiesta offline",
    params: RequestIdParams,
    produces: ['application/pdf'],
  }),
};
