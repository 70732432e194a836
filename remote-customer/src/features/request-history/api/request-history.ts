import { customerQueries } from '../../../api/customer-queries';
import { requestHistoryEndpoints } from '@portal/contracts/endpoints/request-history';
import { useQuery } from '@tanstack/react-query';
import type { RequestSummary } from '@portal/contracts/api/requests';
import { downloadFrom } from '@portal/shared-auth/files';

/** The history's filters, as they travel in the page's address and to the API. */
export interface HistoryFilters {
  search: string;
  status: RequestSummary['status'] | null;
  from: string | null;
  to: string | null;
  userId: number | null;
}

const params = (filters: object) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== null && value !== ''));

/** GET /api/requests/history: the client's requests for a manager, else the user's own. */
export function requestHistoryPage(query: HistoryFilters & { page: number; size: number }) {
  return customerQueries.options(requestHistoryEndpoints.getRequestsHistory, { query: params(query) });
}

/** GET /api/requests/history/users: whom a manager can filter by (empty for everyone else). */
export function useHistoryUsers() {
  return useQuery(customerQueries.options(requestHistoryEndpoints.getRequestsHistoryUsers, {}));
}

/** GET /api/requests/history/export: the filtered history as xlsx or CSV. */
export function exportHistory(format: 'xlsx' | 'csv', filters: HistoryFilters) {
  return downloadFrom(
    requestHistoryEndpoints.getRequestsHistoryExport,
    { query: { format, ...params(filters) } },
    `storico-richieste.${format}`,
  );
}

/** GET /api/requests/history/{id}/report.pdf: a kept result, again. */
export function downloadHistoryReport(id: number) {
  return downloadFrom(
    requestHistoryEndpoints.getRequestsHistoryReportPdfById,
    { params: { id } },
    `richiesta-${id}.pdf`,
  );
}
