import { api } from '@portal/shared-auth';

/** Autocompletes show at most this many options (spec 000 §5). */
export const MAX_OPTIONS = 50;

/** Place lookup option: c01 name, c02 province ('EE' abroad), c03 key. */
export interface PlaceOption {
  c01: string;
  c02: string;
  c03: string;
}

/** CCIAA option: c01 label, key. */
export interface CciaaOption {
  c01: string;
  key: string;
}

export async function searchComuni(search: string): Promise<PlaceOption[]> {
  return (await api.get<PlaceOption[]>('/api/domain/comune', { params: { search } })).slice(0, MAX_OPTIONS);
}

export async function searchCciaa(search: string): Promise<CciaaOption[]> {
  return (await api.get<CciaaOption[]>('/api/domain/cciaa', { params: { search } })).slice(0, MAX_OPTIONS);
}
