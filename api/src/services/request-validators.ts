/**
 * The form validators that run before a request is written (spec 001 §5, confirm step). Each
 * names a rule of the form's `validatore` list and blocks with its message. Windows: a request
 * is unique for 30 days; a monitoring lasts 12 months (the FAQ's figure), so one is unique for
 * as long; a land-registry subject is unique for 30 days by province and property type.
 */
import type { NewRequestInput } from '@portal/contracts/api/requests';
import { ORDERING_MESSAGES } from '@portal/contracts/messages';
import type { TenantId } from '../db/tenant-id.ts';
import type { Queryable } from '../db/database.ts';
import { conflict, invalid } from '../domain-error.ts';
import { fitsFullName, fitsNames } from '../italian/name-codes.ts';
import { recentRequestExists } from '../modules/requests/reads.ts';

export const UNIQUE_REQUEST_DAYS = 30;
export const MONITORING_DAYS = 365;
/** A monitoring may be renewed in its last 30 days (the renewal list of the portfolio). */
export const MONITORING_RENEWAL_DAYS = 30;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The subject's code: the one chosen in the search, else the one typed in the form. */
export function subjectCodeOf(input: NewRequestInput): string | null {
  const params = input.formParams;
  return (
    (input.subject?.codiceFiscale ?? (text(params.CODICE_FISCALE) || text(params.CF_PIVA) || null))?.toUpperCase() ??
    null
  );
}

interface ValidatorContext {
  db: Queryable;
  tenantId: TenantId;
  clientId: number;
  productId: number;
  input: NewRequestInput;
}

async function run(rule: string, context: ValidatorContext): Promise<void> {
  const { db, tenantId, clientId, productId, input } = context;
  const params = input.formParams;
  const subjectCode = subjectCodeOf(input);
  const exists = (days: number, same: Record<string, string> = {}) =>
    subjectCode
      ? recentRequestExists(db, tenantId, { clientId, productId, subjectCode, days, sameParams: same })
      : Promise.resolve(false);
  switch (rule) {
    case 'CF_COERENTE': {
      if (input.tipoSogg !== 'PF') return;
      const code = text(params.CODICE_FISCALE) || input.subject?.codiceFiscale || '';
      const surname = text(params.COGNOME);
      const name = text(params.NOME);
      const fullName = text(params.DENOMINAZIONE_PF);
      if (!code) return;
      const fits = surname && name ? fitsNames(code, surname, name) : fullName ? fitsFullName(code, fullName) : true;
      if (!fits) throw invalid(ORDERING_MESSAGES.fiscalCodeIncoherent, 'formParams.CODICE_FISCALE');
      return;
    }
    case 'RICHIESTA_UNICA':
      if (await exists(UNIQUE_REQUEST_DAYS)) throw conflict(ORDERING_MESSAGES.requestNotUnique);
      return;
    case 'MONITORAGGIO_UNICO':
      if (await exists(MONITORING_DAYS - MONITORING_RENEWAL_DAYS))
        throw conflict(ORDERING_MESSAGES.monitoringNotUnique);
      return;
    case 'CATASTO_UNICO':
      if (
        await exists(UNIQUE_REQUEST_DAYS, {
          PROVINCIA: text(params.PROVINCIA),
          TIPO_IMMOBILE: text(params.TIPO_IMMOBILE),
        })
      )
        throw conflict(ORDERING_MESSAGES.landRegistryNotUnique);
      return;
  }
}

/** Runs the form's validators in order; the first that refuses stops the request. */
export async function runRequestValidators(rules: readonly string[], context: ValidatorContext): Promise<void> {
  for (const rule of rules) await run(rule, context);
}
