/**
 * Search products (spec 001 §2.1): the request's form holds search criteria, and the request's
 * result is the list of companies of the tenant's registry that match them all, as in the
 * advanced search. The form's fields are the catalogue's, so the criteria are read by field
 * code; with no criterion filled in, the subject itself is what is searched.
 */
import type { RequestFormValues } from '@portal/contracts/request-form';
import type { TenantId } from '../../db/tenant-id.ts';
import { companyIdsMatching, type AdvancedCompanyCriteria } from '../subjects/reads.ts';
import type { Queryable } from '../../db/database.ts';

/** Enough to choose from; a broader search is refined, not scrolled. */
export const MAX_COMPANIES_FOUND = 50;

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

/** A code of 11 digits is a partita IVA, else a codice fiscale. */
function byCode(code: string): AdvancedCompanyCriteria {
  const compact = code.replace(/\s+/g, '').toUpperCase();
  if (!compact) return {};
  return /^\d{11}$/.test(compact) ? { partitaIVA: compact } : { codiceFiscale: compact };
}

export function searchCriteriaOf(
  params: RequestFormValues,
  subject: { code: string | null; name: string | null },
): AdvancedCompanyCriteria {
  const name = text(params.RAGIONE_SOCIALE) || [text(params.COGNOME), text(params.NOME)].filter(Boolean).join(' ');
  const criteria: AdvancedCompanyCriteria = {
    ...byCode(text(params.CODICE_FISCALE)),
    ...byCode(text(params.CF_PIVA)),
    ...(text(params.PARTITA_IVA) ? { partitaIVA: text(params.PARTITA_IVA) } : {}),
    ...(name ? { ragioneSociale: name } : {}),
    ...(text(params.PROVINCIA) ? { provinciaSede: text(params.PROVINCIA) } : {}),
    ...(text(params.CCIAA) ? { provinciaCCIAA: text(params.CCIAA) } : {}),
    ...(text(params.NUMERO_REA) ? { numeroREA: text(params.NUMERO_REA) } : {}),
  };
  if (Object.keys(criteria).length > 0) return criteria;
  return subject.code ? byCode(subject.code) : subject.name ? { ragioneSociale: subject.name } : {};
}

/** The ids of the companies the search finds, at most MAX_COMPANIES_FOUND; none without any criterion. */
export async function runSearchRequest(
  db: Queryable,
  tenantId: TenantId,
  params: RequestFormValues,
  subject: { code: string | null; name: string | null },
): Promise<number[]> {
  const criteria = searchCriteriaOf(params, subject);
  if (Object.keys(criteria).length === 0) return [];
  return companyIdsMatching(db, tenantId, criteria, MAX_COMPANIES_FOUND);
}
