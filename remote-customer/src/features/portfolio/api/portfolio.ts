import { customerQueries } from '../../../api/customer-queries';
import { portfolioEndpoints } from '@portal/contracts/endpoints/portfolio';

interface Paging {
  page: number;
  size: number;
  search?: string;
}

/** An empty search and an unset switch are not sent. */
const sent = (query: object) =>
  Object.fromEntries(Object.entries(query).filter(([, value]) => value !== '' && value !== false));

/** A page of the subjects the client investigated. */
export const portfolioSubjectsPage = (query: Paging) =>
  customerQueries.options(portfolioEndpoints.getPortfolioSubjects, { query: sent(query) });

/** A page of the client's monitorings (only those to renew with `expiring`). */
export const monitoringsPage = (query: Paging & { expiring: boolean }) =>
  customerQueries.options(portfolioEndpoints.getPortfolioMonitorings, { query: sent(query) });

/** A page of the alerts on monitored subjects. */
export const alertsPage = (query: Paging) =>
  customerQueries.options(portfolioEndpoints.getPortfolioAlerts, { query: sent(query) });
