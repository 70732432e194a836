import { lookupQuery } from '@portal/shared-ui';
import { LOOKUP_LIMIT, type CciaaOption, type PlaceOption } from '@portal/contracts/lookups';
import { domainEndpoints } from '@portal/contracts/endpoints/domain';
import { call } from '@portal/shared-auth';
import { HOST_KEY } from '../../../lib/query-keys';

export type { CciaaOption, PlaceOption };

/** Spec 000 §9: the birth-place lookup asks 200 ms after the last keystroke; so do the search drawer's others. */
export const PLACE_LOOKUP_DELAY_MS = 200;

export async function searchComuni(search: string, signal?: AbortSignal): Promise<PlaceOption[]> {
  return (await call(domainEndpoints.getDomainComune, { query: { search } }, { signal })).slice(0, LOOKUP_LIMIT);
}

export async function searchCciaa(search: string, signal?: AbortSignal): Promise<CciaaOption[]> {
  return (await call(domainEndpoints.getDomainCciaa, { query: { search } }, { signal })).slice(0, LOOKUP_LIMIT);
}

// The registered office is in Italy: foreign states are not offered.
const searchItalianComuni = async (search: string, signal?: AbortSignal) =>
  (await searchComuni(search, signal)).filter((place) => place.c02 !== 'EE');

// Places and chambers of commerce do not change while the portal is open.
const FOREVER = { staleTime: Infinity };
export const birthPlaceLookup = lookupQuery([HOST_KEY, 'lookup', 'comune'], searchComuni, FOREVER);
export const registeredOfficeLookup = lookupQuery(
  [HOST_KEY, 'lookup', 'comune-italiano'],
  searchItalianComuni,
  FOREVER,
);
export const cciaaLookup = lookupQuery([HOST_KEY, 'lookup', 'cciaa'], searchCciaa, FOREVER);
