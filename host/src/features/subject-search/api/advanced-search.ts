import { subjectsEndpoints } from '@portal/contracts/endpoints/subjects';
import { call } from '@portal/shared-auth';
import type { Company, SubjectPage } from '../types';

/** Advanced company form (spec 000 §3). */
export interface AdvancedCompanyForm {
  ragioneSociale: string;
  provinciaSede: string;
  partitaIVA: string;
  codiceFiscale: string;
  provinciaCCIAA: string;
  numeroREA: string;
}

export const EMPTY_COMPANY_FORM: AdvancedCompanyForm = {
  ragioneSociale: '',
  provinciaSede: '',
  partitaIVA: '',
  codiceFiscale: '',
  provinciaCCIAA: '',
  numeroREA: '',
};

/** The paid "Ricerca anagrafica": the server charges it to the customer. */
export function advancedCompanySearch(form: AdvancedCompanyForm): Promise<SubjectPage<Company>> {
  return call(subjectsEndpoints.postSubjectsCompaniesAdvancedSearch, { body: { ...form, page: 0, size: 20 } });
}
