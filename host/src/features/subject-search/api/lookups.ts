import { LOOKUP_LIMIT, type CciaaOption, type PlaceOption } from '@portal/contracts/lookups';
import { api } from '@portal/shared-auth';

export type { CciaaOption, PlaceOption };

export async function searchComuni(search: string): Promise<PlaceOption[]> {
  return (await api.get<PlaceOption[]>('/api/domain/comune', { params: { search } })).slice(0, LOOKUP_LIMIT);
}

export async function searchCciaa(search: string): Promise<CciaaOption[]> {
  return (await api.get<CciaaOption[]>('/api/domain/cciaa', { params: { search } })).slice(0, LOOKUP_LIMIT);
}
