import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Statistics, StatisticsGroup } from '@portal/contracts/api/statistics';
import { api } from '@portal/shared-auth';

export interface StatisticsRequest {
  from: string;
  to: string;
  groupBy: StatisticsGroup;
}

export const useStatistics = (query: StatisticsRequest) =>
  useQuery({
    queryKey: ['statistics', query],
    queryFn: ({ signal }) => api.get<Statistics>('/api/statistics', { params: query, signal }),
    placeholderData: keepPreviousData,
  });
