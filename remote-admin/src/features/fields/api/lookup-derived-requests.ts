import { api } from '@portal/shared-auth';
import type { ProductSuggestion } from '../types/field';

/** At most 50 products (not suspended) a derived request can create (spec 002 §5). */
export function lookupDerivedRequests(search: string, signal?: AbortSignal): Promise<ProductSuggestion[]> {
  return api.get<ProductSuggestion[]>('/api/field/lookup/derived-requests', { params: { search }, signal });
}
