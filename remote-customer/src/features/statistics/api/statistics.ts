import { CUSTOMER_KEY } from '../../../api/customer-queries';
import { statisticsEndpoints } from '@portal/contracts/endpoints/statistics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StatisticsGroup } from '@portal/contracts/api/statistics';
import { call } from '@portal/shared-auth';

export interface StatisticsRequest {
  from: string;
  to: string;
  groupBy: StatisticsGroup;
}

export const useStatistics = (query: StatisticsRequest) =>
  useQuery({
    queryKey: [CUSTOMER_KEY, 'statistics', query],
    queryFn: ({ signal }) => call(statisticsEndpoints.getStatistics, { query: query }, { signal }),
    placeholderData: keepPreviousData,
  });
