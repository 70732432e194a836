/**
 * The form validators that run before a request is written (spec 001 §5, confirm step). Each
 * names a rule of the form's `validatore` list and blocks with its message. Windows: a request
 * is unique for 30 days; a monitoring lasts 12 months (the FAQ's figure), so one is unique for
 * as long; a land-registry subject is unique for 30 days by province and property type.
 */
import type { NewRequestInput } from '@portal/contracts/api/requests';
import { ORDERING_MESSAGES } from '@portal/contracts/messages';
import type { RequestFormField } from '@portal/contracts/request-form';
import type { TenantId } from '../../db/tenant-id.ts';
import type { Queryable } from '../../db/database.ts';
import { conflict, invalid } from '../../domain-error.ts';
import { fitsFullName, fitsNames } from '../../italian/name-codes.ts';
import { codeValidatorError, isCodeValidator } from '../../italian/code-validators.ts';
import { recentRequestExists } from './reads.ts';

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

/**
 * The form field that holds the subject's code, for a refusal about the subject to show under
 * it (the wizard stops on 'Avanti' with the message on the field); null when only the search's
 * subject names it.
 */
export function subjectCodeField(input: NewRequestInput): string | null {
  const params = input.formParams;
  if (text(params.CODICE_FISCALE)) return 'formParams.CODICE_FISCALE';
  if (text(params.CF_PIVA)) return 'formParams.CF_PIVA';
  return null;
}

/** The subject's codes a code field may hold: its codice fiscale, and a company's partita IVA. */
function codesOfSubject(subject: NonNullable<NewRequestInput['subject']>): string[] {
  const codes = [subject.codiceFiscale];
  if ('partitaIva' in subject) codes.push(subject.partitaIva);
  return codes.filter((code): code is string => Boolean(code)).map((code) => code.trim().toUpperCase());
}

/**
 * The codes typed in the form (spec 001 §5), as the browser checks them on leaving a field:
 * each valid as its validator says (CF, PI or BOTH), and, when a subject was chosen in the
 * search, a code field that names the subject holds that subject's own code (a search
 * product's codes are what it looks for, not the subject).
 */
export async function checkFormCodes(
  fields: readonly RequestFormField[],
  input: NewRequestInput,
  { search }: { search: boolean },
): Promise<void> {
  for (const field of fields) {
    const value = text(input.formParams[field.fieldCode]);
    if (!value || !isCodeValidator(field.validator)) continue;
    const at = `formParams.${field.fieldCode}`;
    const problem = await codeValidatorError(field.validator, value, input.tipoSogg);
    if (problem) throw invalid(problem, at);
    if (
      !search &&
      field.subjectField &&
      input.subject &&
      !codesOfSubject(input.subject).includes(value.toUpperCase())
    ) {
      throw invalid(ORDERING_MESSAGES.codeNotOfSubject(input.subject.denominazione), at);
    }
  }
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
  // A request that already exists is about the subject: its code's field says so.
  const about = { field: subjectCodeField(input) };
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
      if (await exists(UNIQUE_REQUEST_DAYS)) throw conflict(ORDERING_MESSAGES.requestNotUnique, about);
      return;
    case 'MONITORAGGIO_UNICO':
      if (await exists(MONITORING_DAYS - MONITORING_RENEWAL_DAYS))
        throw conflict(ORDERING_MESSAGES.monitoringNotUnique, about);
      return;
    case 'CATASTO_UNICO':
      if (
        await exists(UNIQUE_REQUEST_DAYS, {
          PROVINCIA: text(params.PROVINCIA),
          TIPO_IMMOBILE: text(params.TIPO_IMMOBILE),
        })
      )
        throw conflict(ORDERING_MESSAGES.landRegistryNotUnique, about);
      return;
  }
}

/** Runs the form's validators in order; the first that refuses stops the request. */
export async function runRequestValidators(rules: readonly string[], context: ValidatorContext): Promise<void> {
  for (const rule of rules) await run(rule, context);
}
