import { LOOKUP_LIMIT, type CciaaOption, type PlaceOption } from '@portal/contracts/lookups';
import { api } from '@portal/shared-auth';

export type { CciaaOption, PlaceOption };

export async function searchComuni(search: string, signal?: AbortSignal): Promise<PlaceOption[]> {
  return (await api.get<PlaceOption[]>('/api/domain/comune', { params: { search }, signal })).slice(0, LOOKUP_LIMIT);
}

export async function searchCciaa(search: string, signal?: AbortSignal): Promise<CciaaOption[]> {
  return (await api.get<CciaaOption[]>('/api/domain/cciaa', { params: { search }, signal })).slice(0, LOOKUP_LIMIT);
}
