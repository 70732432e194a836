import type { Queryable } from '../db/database.ts';
import { HttpError, MESSAGES } from '../errors.ts';

/** The Italian texts of the catalogue calls (spec 002 §5, §8, and those designed here). */
export const CATALOGUE_MESSAGES = {
  emptyList: 'Indicare almeno un elemento',
  stale: 'Il record è stato modificato da un altro utente: ricarica la pagina',
  fieldCodeTaken: 'Codice campo già registrata',
  formCodeTaken: 'Codice form già registrata',
  codeFormat: 'Il codice può contenere solo lettere, cifre, "_" e "-"',
  lengthTooBig: 'Inserire un valore minore di 99999',
  minAboveMax: 'Il valore minimo non può superare il valore massimo',
  minDateAboveMax: 'La data minima non può superare la data massima',
  optionsAndSql: 'Le opzioni e la query SQL sono alternative: indicarne una sola',
  optionsOrSql: 'Indicare le opzioni oppure la query SQL',
  optionsRequired: "Indicare almeno un'opzione",
  sqlSelect: 'La query SQL deve iniziare con SELECT',
  sqlSingle: "La query SQL deve essere un'unica istruzione SELECT",
  accessoryProductNotFound: 'Prodotto accessorio non trovato',
  derivedProductNotFound: 'Prodotto della richiesta derivata non trovato',
  fieldInUse: (count: number) => `Il campo è utilizzato da ${count} form e non può essere rimosso`,
  invalidFormValidator: (code: string) => `Validatore non valido: ${code}`,
  fieldAlreadyInForm: 'Il campo è già presente nella form',
  exampleSheetMissing: 'Scheda esempio non presente',
  uploadFailed: "Errore durante l'upload del file",
  contentHasProducts: 'Il contenuto ha prodotti collegati e non può essere rimosso',
  productAlreadyInContent: 'Il prodotto è già collegato a questo contenuto',
} as const;

const CODE = /^[A-Z0-9_-]{1,64}$/;

/** Codes are trimmed and upper-cased, then checked: `fieldCode` -> 400 naming the property. */
export function normalizeCode(value: string, property: string): string {
  const code = value.trim().toUpperCase();
  if (!code) throw badRequest(`${MESSAGES.required}: "${property}"`, property);
  if (!CODE.test(code)) throw badRequest(CATALOGUE_MESSAGES.codeFormat, property);
  return code;
}

export function badRequest(message: string, field: string | null = null): HttpError {
  return new HttpError(400, message, { field });
}

export function notFound(): HttpError {
  return new HttpError(404, MESSAGES.notFound);
}

export function stale(currentVersion: number): HttpError {
  return new HttpError(409, CATALOGUE_MESSAGES.stale, { currentVersion });
}

/** A required text: blank after trim is "Campo obbligatorio". */
export function requiredText(value: string, property: string): string {
  const text = value.trim();
  if (!text) throw badRequest(`${MESSAGES.required}: "${property}"`, property);
  return text;
}

/** Optional text: blank becomes null. */
export function optionalText(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? text : null;
}

/** PostgreSQL error code of a driver error (both PGlite and pg expose `code`). */
export function pgCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null ? (error as { code?: string }).code : undefined;
}

/**
 * After an `UPDATE ... WHERE version = $n` touched nothing: 404 when the record is not the
 * tenant's, 409 with the current version when someone saved in between.
 */
export async function staleOrMissing(db: Queryable, sql: string, params: unknown[]): Promise<never> {
  const rows = await db.query<{ version: number }>(sql, params);
  if (rows.length === 0) throw notFound();
  throw stale(rows[0].version);
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
