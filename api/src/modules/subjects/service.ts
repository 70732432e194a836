/**
 * The subjects module's service: what its routes may use.
 */
// The module's reads, for its routes: a route imports its service only.
export { PAID_SERVICES, recordPaidService } from './paid-services-repository.ts';
export {
  advancedCompanySearch,
  findPersonByCodiceFiscale,
  searchCompanies,
  searchPersons,
  type AdvancedCompanyCriteria,
} from './repository.ts';
export { DEFAULT_PAGE_SIZE } from '../../db/paging.ts';
export { readCache } from '../../db/read-cache.ts';
