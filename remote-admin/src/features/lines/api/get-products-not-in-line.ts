import { linesEndpoints } from '@portal/contracts/endpoints/lines';
import { call } from '@portal/shared-auth';
import type { LineProduct } from '../types/line';

/** GET /api/line/products-not-in/{id}: at most 50 products of other lines or of none, matching the text. */
export function getProductsNotInLine(id: number, search: string, signal?: AbortSignal): Promise<LineProduct[]> {
  return call(linesEndpoints.getLineProductsNotInById, { params: { id }, query: { search } }, { signal });
}
