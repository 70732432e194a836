import { useQuery } from '@tanstack/react-query';
import { PERMISSIONS } from '@portal/contracts/permissions';
import { api, useAuth } from '@portal/shared-auth';
import type { LineProductPrice, SubjectType } from '../types/ordering';
import { orderingKeys } from './ordering-keys';

/**
 * GET /api/ordering/lines/{id}/prices: the amounts the product cards may show, by product id.
 * Asked only by users with ECON_PREZ or VPRE (the server blanks what the user may not see).
 */
export function useLinePrices(id: number, subjectType: SubjectType | null) {
  const permissions = useAuth((state) => state.permissions);
  const allowed = permissions.includes(PERMISSIONS.purchaseCost) || permissions.includes(PERMISSIONS.serviceAmount);
  return useQuery({
    queryKey: orderingKeys.prices(id, subjectType),
    queryFn: ({ signal }) =>
      api.get<LineProductPrice[]>(`/api/ordering/lines/${id}/prices`, {
        params: { subjectType },
        signal,
        silent: true,
      }),
    enabled: allowed && id > 0 && subjectType !== null,
    select: (prices) => new Map(prices.map((price) => [price.productId, price])),
  });
}
