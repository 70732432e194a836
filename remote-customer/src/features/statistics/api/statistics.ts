import { customerQueries } from '../../../api/customer-queries';
import { statisticsEndpoints } from '@portal/contracts/endpoints/statistics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { StatisticsGroup } from '@portal/contracts/api/statistics';

export interface StatisticsRequest {
  from: string;
  to: string;
  groupBy: StatisticsGroup;
}

export const useStatistics = (query: StatisticsRequest) =>
  useQuery(
    customerQueries.options(statisticsEndpoints.getStatistics, { query }, { placeholderData: keepPreviousData }),
  );
