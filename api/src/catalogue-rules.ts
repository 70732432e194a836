import { CATALOGUE_MESSAGES, MESSAGES } from '@portal/contracts/messages';
import { DomainError, conflict, invalid, notFound as missing } from './domain-error.ts';

export { CATALOGUE_MESSAGES };

const CODE = /^[A-Z0-9_-]{1,64}$/;

/** Codes are trimmed and upper-cased, then checked: `fieldCode` -> 400 naming the property. */
export function normalizeCode(value: string, property: string): string {
  const code = value.trim().toUpperCase();
  if (!code) throw badRequest(`${MESSAGES.required}: "${property}"`, property);
  if (!CODE.test(code)) throw badRequest(CATALOGUE_MESSAGES.codeFormat, property);
  return code;
}

export function badRequest(message: string, field: string | null = null): DomainError {
  return invalid(message, field);
}

export function notFound(): DomainError {
  return missing(MESSAGES.notFound);
}

export function stale(currentVersion: number): DomainError {
  return conflict(CATALOGUE_MESSAGES.stale, { currentVersion });
}

/** PostgreSQL error code of a driver error (both PGlite and pg expose `code`). */
export function pgCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null ? (error as { code?: string }).code : undefined;
}

/** "a, b,, c" -> ['a', 'b', 'c'] (trimmed, blanks and duplicates dropped). */
export function splitList(value: string | null | undefined): string[] {
  if (!value) return [];
  return [
    ...new Set(
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ];
}
