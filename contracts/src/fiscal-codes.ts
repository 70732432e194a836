/**
 * The shape of a partita IVA and of a codice fiscale, which the forms check at once and the
 * server checks first: a value without the right shape needs no server call. The full rules
 * (office code, check digit, birth date and place) are the server's alone.
 */
export const FISCAL_CODE_MESSAGES = {
  partitaIvaLength: 'La partita IVA deve contenere 11 cifre',
  codiceFiscaleLengthCompany: 'Il codice fiscale deve contenere 11 cifre o 16 caratteri alfanumerici',
  codiceFiscaleLength: 'Il codice fiscale deve contenere 16 caratteri alfanumerici',
} as const;

export const ELEVEN_DIGITS = /^\d{11}$/;
export const SIXTEEN_ALPHANUMERIC = /^[A-Z0-9]{16}$/;

/** What a field's validator asks for: a partita IVA, a codice fiscale, or either (BOTH). */
export type CodeValidator = FieldValidator;

/** The shape message of a value, or null when it may be a code (a company's CF may be 11 digits). */
export function fiscalCodeShapeError(
  type: CodeValidator,
  value: string,
  subjectType: SubjectKind | null,
): string | null {
  const text = value.trim().toUpperCase();
  // Either code: eleven digits or sixteen characters, whatever the subject.
  if (type === 'BOTH') return fiscalCodeShapeError('CF', text, 'PG');
  if (type === 'PI') return ELEVEN_DIGITS.test(text) ? null : FISCAL_CODE_MESSAGES.partitaIvaLength;
  if (subjectType === 'PG' && ELEVEN_DIGITS.test(text)) return null;
  if (SIXTEEN_ALPHANUMERIC.test(text)) return null;
  return subjectType === 'PG'
    ? FISCAL_CODE_MESSAGES.codiceFiscaleLengthCompany
    : FISCAL_CODE_MESSAGES.codiceFiscaleLength;
}
import type { SubjectKind } from './subjects.ts';
import type { FieldValidator } from './catalogue.ts';
