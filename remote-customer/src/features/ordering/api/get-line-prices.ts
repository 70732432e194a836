import { orderingEndpoints } from '@portal/contracts/endpoints/ordering';
import { useQuery } from '@tanstack/react-query';
import { PERMISSIONS } from '@portal/contracts/permissions';
import { useAuth } from '@portal/shared-auth';
import type { SubjectType } from '../types/ordering';
import { customerQueries } from '../../../api/customer-queries';

/**
 * GET /api/ordering/lines/{id}/prices: the amounts the product cards may show, by product id,
 * for the subject's type or, before a subject is chosen, for any (the cards keep their amounts).
 * Asked only by users with ECON_PREZ or VPRE (the server blanks what the user may not see).
 */
export function useLinePrices(id: number, subjectType: SubjectType | null) {
  const permissions = useAuth((state) => state.permissions);
  const allowed = permissions.includes(PERMISSIONS.purchaseCost) || permissions.includes(PERMISSIONS.serviceAmount);
  return useQuery(
    customerQueries.options(
      orderingEndpoints.getOrderingLinesPricesById,
      { params: { id }, query: { subjectType } },
      {
        enabled: allowed && id > 0,
        select: (prices) => new Map(prices.map((price) => [price.productId, price])),
        call: { silent: true },
      },
    ),
  );
}
