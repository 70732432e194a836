import { LOOKUP_LIMIT, type CciaaOption, type PlaceOption } from '@portal/contracts/lookups';
import { domainEndpoints } from '@portal/contracts/endpoints/domain';
import { call } from '@portal/shared-auth';

export type { CciaaOption, PlaceOption };

export async function searchComuni(search: string, signal?: AbortSignal): Promise<PlaceOption[]> {
  return (await call(domainEndpoints.getDomainComune, { query: { search } }, { signal })).slice(0, LOOKUP_LIMIT);
}

export async function searchCciaa(search: string, signal?: AbortSignal): Promise<CciaaOption[]> {
  return (await call(domainEndpoints.getDomainCciaa, { query: { search } }, { signal })).slice(0, LOOKUP_LIMIT);
}
