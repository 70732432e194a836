/**
 * What the subjects module lets other modules read: its door for them (ESLint refuses their reaching
 * into its repositories). Its own routes go through its service.
 */
export {
  type AdvancedCompanyCriteria,
  companiesByIds,
  type Company,
  companyIdsMatching,
  findCompanyByCode,
  findPersonByCodiceFiscale,
} from './repository.ts';
