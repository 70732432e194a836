import { api } from '@portal/shared-auth';
import type { ProductSuggestion } from '../types/field';

/** At most 50 products whose code or description contains the text (spec 002 §5). */
export function lookupAccessoryProducts(search: string, signal?: AbortSignal): Promise<ProductSuggestion[]> {
  return api.get<ProductSuggestion[]>('/api/field/lookup/accessory-products', { params: { search }, signal });
}
