import { linesEndpoints } from '@portal/contracts/endpoints/lines';
import { call } from '@portal/shared-auth';
import { adminQueries } from '../../../api/admin-queries';
import type { LineProduct } from '../types/line';

/** The lookup of products to add to a line (a line's or a product's change makes it stale). */
export const productsNotInLineKey = (id: number) =>
  adminQueries.key(linesEndpoints.getLineProductsNotInById, { params: { id } });

/** GET /api/line/products-not-in/{id}: at most 50 products of other lines or of none, matching the text. */
export function getProductsNotInLine(id: number, search: string, signal?: AbortSignal): Promise<LineProduct[]> {
  return call(linesEndpoints.getLineProductsNotInById, { params: { id }, query: { search } }, { signal });
}
