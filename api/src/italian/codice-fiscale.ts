import type { SubjectKind } from '@portal/contracts/subjects';
import { belfioreConnector } from '@marketto/belfiore-connector-embedded';
import { CodiceFiscaleUtils } from '@marketto/codice-fiscale-utils';
import { ELEVEN_DIGITS, fiscalCodeShapeError } from '@portal/contracts/fiscal-codes';
import { partitaIvaCheckDigit } from './partita-iva.ts';

/**
 * Codice fiscale of natural persons (DM 23/12/1976): surname and name consonants, birth year,
 * month letter, day (+40 for women), Belfiore code of the comune or foreign state, check
 * character; omocodia replaces digits with letters from the right. The algorithm and the
 * Belfiore register (historic comuni included) come from @marketto/codice-fiscale-utils and
 * its embedded connector, both kept up to date upstream.
 */
const utils = new CodiceFiscaleUtils(belfioreConnector);

export type Sesso = 'M' | 'F';
/** The subject kind a code is checked for. */
export type SubjectType = SubjectKind;

export interface PersonalData {
  nome: string;
  cognome: string;
  /** YYYY-MM-DD */
  dataNascita: string;
  /** Belfiore code of the comune or foreign state of birth. */
  luogoNascita: string;
  sesso: Sesso;
}

export interface BirthPlace {
  code: string;
  name: string;
  /** Province code; undefined for a foreign state. */
  province?: string;
  foreign: boolean;
}

export async function findBirthPlace(code: string): Promise<BirthPlace | null> {
  const place = await belfioreConnector.findByCode(code.toUpperCase());
  if (!place) return null;
  return { code: place.belfioreCode, name: place.name, province: place.province, foreign: Boolean(place.iso3166) };
}

/** Belfiore codes of every Italian comune the register knows, historic ones included. */
export async function knownComuneCodes(): Promise<Set<string>> {
  const cities = await belfioreConnector.cities!.toArray();
  return new Set(cities.map((place) => place.belfioreCode));
}

/** The foreign states that exist today (Belfiore codes Z...), for places of birth abroad. */
export async function currentForeignStates(): Promise<BirthPlace[]> {
  const states = await belfioreConnector.countries!.active(new Date()).toArray();
  return states.map((place) => ({ code: place.belfioreCode, name: place.name, foreign: true }));
}

/** The codice fiscale of a person, or null when the data cannot give one (place not existing at that date...). */
export async function computeCodiceFiscale(person: PersonalData, omocodeId = 0): Promise<string | null> {
  const [year, month, day] = person.dataNascita.split('-').map(Number);
  if (!isRealDate(year, month, day)) return null;
  const code = await utils.parser.encodeCf({
    firstName: person.nome,
    lastName: person.cognome,
    year,
    // The library counts months from 0, like Date.
    month: (month - 1) as never,
    day: day as never,
    gender: person.sesso as never,
    place: person.luogoNascita.toUpperCase(),
  });
  // The encoder only checks that the place still existed after the birth date, not that it already did.
  if (!code || !(await utils.validator.codiceFiscale(code).valid)) return null;
  return omocodeId === 0 ? code : utils.parser.cfOmocode(code, omocodeId);
}

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function isValidName(name: string): boolean {
  return utils.validator.isFirstNameValid(name);
}

/** The plain form of an omocode (letters put back to digits), recomputing the check character. */
export function deomocode(codiceFiscale: string): string | null {
  return utils.parser.cfDeomocode(codiceFiscale.toUpperCase());
}

/**
 * Why a codice fiscale is not valid, or null when it is. A company's codice fiscale may be
 * numeric (11 digits, checked like a partita IVA) or, for a sole proprietorship, the owner's.
 */
export async function codiceFiscaleError(
  value: string,
  subjectType: SubjectType | null = null,
): Promise<string | null> {
  const text = value.trim().toUpperCase();
  if (subjectType === 'PG' && ELEVEN_DIGITS.test(text)) {
    return partitaIvaCheckDigit(text.slice(0, 10)) === Number(text[10])
      ? null
      : 'Codice fiscale non valido: cifra di controllo errata';
  }
  const shape = fiscalCodeShapeError('CF', text, subjectType === 'PG' ? 'PG' : null);
  if (shape) return shape;
  const validator = utils.validator.codiceFiscale(text);
  if (await validator.valid) return null;
  const errors = (await validator.errors) ?? {};
  if ('crc' in errors && Object.keys(errors).length === 1) {
    return 'Codice fiscale non valido: carattere di controllo errato';
  }
  if ('place' in errors || 'date' in errors) {
    return 'Codice fiscale non valido: data o luogo di nascita inesistenti';
  }
  return 'Codice fiscale non valido';
}
