import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Monitoring, MonitoringAlert, PortfolioSubject } from '@portal/contracts/api/portfolio';
import { api, type Page } from '@portal/shared-auth';

interface Paging {
  page: number;
  size: number;
  search?: string;
}

function usePortfolioPage<T>(path: string, query: object) {
  const params = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== '' && value !== false));
  return useQuery({
    queryKey: ['portfolio', path, params],
    queryFn: ({ signal }) => api.get<Page<T>>(`/api/portfolio/${path}`, { params, signal }),
    placeholderData: keepPreviousData,
  });
}

export const usePortfolioSubjects = (query: Paging) => usePortfolioPage<PortfolioSubject>('subjects', query);
export const useMonitorings = (query: Paging & { expiring: boolean }) =>
  usePortfolioPage<Monitoring>('monitorings', query);
export const useAlerts = (query: Paging) => usePortfolioPage<MonitoringAlert>('alerts', query);
