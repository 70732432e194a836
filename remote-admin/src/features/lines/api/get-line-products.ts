import { linesEndpoints } from '@portal/contracts/endpoints/lines';
import { useQuery } from '@tanstack/react-query';
import { call } from '@portal/shared-auth';
import type { LineProduct } from '../types/line';
import { adminQueries } from '../../../api/admin-queries';

/** GET /api/line/{id}/allProducts: every product of the line, suspended ones too. */
export function getLineProducts(id: number, signal?: AbortSignal): Promise<LineProduct[]> {
  return call(linesEndpoints.getLineAllProductsById, { params: { id } }, { signal });
}

export function useLineProducts(id: number | null) {
  return useQuery({
    queryKey: adminQueries.key(linesEndpoints.getLineAllProductsById, { params: { id: id ?? 0 } }),
    queryFn: ({ signal }) => getLineProducts(id!, signal),
    enabled: id !== null,
  });
}
