import { CUSTOMER_KEY } from '../../../api/customer-queries';
import { queryOptions } from '@tanstack/react-query';
import { portfolioEndpoints } from '@portal/contracts/endpoints/portfolio';
import { call } from '@portal/shared-auth';

interface Paging {
  page: number;
  size: number;
  search?: string;
}

/** An empty search and an unset switch are not sent. */
const sent = (query: object) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== '' && value !== false));

const pageKey = (name: string, query: object) => [CUSTOMER_KEY, 'portfolio', name, sent(query)];

/** A page of the subjects the client investigated. */
export const portfolioSubjectsPage = (query: Paging) =>
  queryOptions({
    queryKey: pageKey('subjects', query),
    queryFn: ({ signal }) => call(portfolioEndpoints.getPortfolioSubjects, { query: sent(query) }, { signal }),
  });

/** A page of the client's monitorings (only those to renew with `expiring`). */
export const monitoringsPage = (query: Paging & { expiring: boolean }) =>
  queryOptions({
    queryKey: pageKey('monitorings', query),
    queryFn: ({ signal }) => call(portfolioEndpoints.getPortfolioMonitorings, { query: sent(query) }, { signal }),
  });

/** A page of the alerts on monitored subjects. */
export const alertsPage = (query: Paging) =>
  queryOptions({
    queryKey: pageKey('alerts', query),
    queryFn: ({ signal }) => call(portfolioEndpoints.getPortfolioAlerts, { query: sent(query) }, { signal }),
  });
