import { keepPreviousData, useQuery } from '@tanstack/react-query';
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

const pageOptions = (name: string, query: object) => ({
  queryKey: ['portfolio', name, sent(query)],
  placeholderData: keepPreviousData,
});

export const usePortfolioSubjects = (query: Paging) =>
  useQuery({
    ...pageOptions('subjects', query),
    queryFn: ({ signal }) => call(portfolioEndpoints.getPortfolioSubjects, { query: sent(query) }, { signal }),
  });

export const useMonitorings = (query: Paging & { expiring: boolean }) =>
  useQuery({
    ...pageOptions('monitorings', query),
    queryFn: ({ signal }) => call(portfolioEndpoints.getPortfolioMonitorings, { query: sent(query) }, { signal }),
  });

export const useAlerts = (query: Paging) =>
  useQuery({
    ...pageOptions('alerts', query),
    queryFn: ({ signal }) => call(portfolioEndpoints.getPortfolioAlerts, { query: sent(query) }, { signal }),
  });
