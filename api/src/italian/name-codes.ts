/**
 * The first six characters of a codice fiscale (DM 23/12/1976): three for the surname, three
 * for the name. Omocodia changes only digits, so these letters can be checked as they are.
 */
const letters = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
const consonants = (text: string) => letters(text).replace(/[AEIOU]/g, '');
const vowels = (text: string) => letters(text).replace(/[^AEIOU]/g, '');
const pad = (code: string) => `${code}XXX`.slice(0, 3);

export function surnameCode(surname: string): string {
  return pad(consonants(surname) + vowels(surname));
}

export function nameCode(name: string): string {
  const found = consonants(name);
  if (found.length >= 4) return found[0] + found[2] + found[3];
  return pad(found + vowels(name));
}

/** True when the codice fiscale's letters fit the surname and the name. */
export function fitsNames(codiceFiscale: string, surname: string, name: string): boolean {
  const code = codiceFiscale.trim().toUpperCase();
  return code.slice(0, 3) === surnameCode(surname) && code.slice(3, 6) === nameCode(name);
}

/** "NOME COGNOME" (or the other way round) fits the codice fiscale, for some split of the words. */
export function fitsFullName(codiceFiscale: string, fullName: string): boolean {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  for (let cut = 1; cut < words.length; cut++) {
    const first = words.slice(0, cut).join(' ');
    const rest = words.slice(cut).join(' ');
    if (fitsNames(codiceFiscale, rest, first) || fitsNames(codiceFiscale, first, rest)) return true;
  }
  return false;
}
