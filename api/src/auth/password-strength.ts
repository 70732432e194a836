/**
 * What a new password must not be, beyond its length (OWASP ASVS 5.0 §6.2): one of the most
 * common passwords (the 49,233 of zxcvbn-ts' ranked list, shipped with the API, so nothing is
 * fetched), a run of very few distinct characters, or something built from the user's own
 * login, name or surname. Composition rules (a digit, a symbol) stay out, as ASVS asks.
 */
import languageCommon from '@zxcvbn-ts/language-common';
import { PASSWORD_MESSAGES } from '@portal/contracts/messages';

let common: Set<string> | null = null;
/** Loaded on the first check: most API processes never change a password. */
function commonPasswords(): Set<string> {
  common ??= new Set((languageCommon.dictionary['passwords-common'] as string[]).map((word) => word.toLowerCase()));
  return common;
}

/** Fewer distinct characters than this ('aaaaaaaa', 'abababab') is not a password. */
const MIN_DISTINCT = 4;
/** Parts of a name shorter than this ('Li', 'Eva') would refuse too much. */
const MIN_PERSONAL_PART = 4;

export interface PasswordOwner {
  login: string;
  name?: string | null;
  lastName?: string | null;
}

/** The first reason the password is weak, as an Italian message, or null. */
export function weakPasswordMessage(password: string, owner: PasswordOwner): string | null {
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower)) return PASSWORD_MESSAGES.common;
  if (new Set(lower).size < MIN_DISTINCT) return PASSWORD_MESSAGES.repetitive;
  const personal = [owner.login, owner.name, owner.lastName]
    .flatMap((part) => (part ?? '').toLowerCase().split(/[\s.@_-]+/))
    .filter((part) => part.length >= MIN_PERSONAL_PART);
  if (personal.some((part) => lower.includes(part))) return PASSWORD_MESSAGES.personal;
  return null;
}
