/**
 * The check a form field's validator names (spec 001 §5): a partita IVA, a codice fiscale, or
 * either (BOTH: a company's VAT number and a person's codice fiscale both pass). One rule for
 * the check on leaving a field and for the request's own check, so they never disagree.
 */
import { FIELD_VALIDATORS } from '@portal/contracts/catalogue';
import { ELEVEN_DIGITS, type CodeValidator } from '@portal/contracts/fiscal-codes';
import type { SubjectKind } from '@portal/contracts/subjects';
import { codiceFiscaleError } from './codice-fiscale.ts';
import { partitaIvaError } from './partita-iva.ts';

/** A field's validator as the catalogue declares them (CF, PI, BOTH). */
export function isCodeValidator(value: string | null | undefined): value is CodeValidator {
  return FIELD_VALIDATORS.some((validator) => validator.value === value);
}

/** Why the value is not what the validator asks for, or null when it is. */
export async function codeValidatorError(
  validator: CodeValidator,
  value: string,
  subjectType: SubjectKind | null,
): Promise<string | null> {
  if (validator === 'PI') return partitaIvaError(value);
  if (validator === 'CF') return codiceFiscaleError(value, subjectType);
  const asVatNumber = partitaIvaError(value);
  if (asVatNumber === null) return null;
  const asFiscalCode = await codiceFiscaleError(value, subjectType);
  if (asFiscalCode === null) return null;
  // Eleven digits read as a VAT number first: its message is the one that helps.
  return ELEVEN_DIGITS.test(value.trim()) ? asVatNumber : asFiscalCode;
}
