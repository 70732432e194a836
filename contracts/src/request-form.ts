/**
 * The rules of a request form (spec 001 §5), one implementation for the dynamic form in the
 * browser and for the server, which checks every request again. Pure functions, no runtime
 * dependency.
 */
import type { SubjectKind } from './subjects.ts';
import { maxLengthMessage } from './messages.ts';
import type { FieldType } from './catalogue.ts';

/** A field of a product's form as the request needs it (form link + field definition). */
export interface RequestFormField {
  fieldCode: string;
  name: string;
  type: FieldType;
  obligatory: boolean;
  /** 0: no group; 1-5: at least one obligatory field of the group must be filled. */
  group: number;
  /** ANY and ALL: both subject types. */
  subjectType: 'ANY' | 'ALL' | SubjectKind;
  length?: number | null;
  minimum?: number | null;
  maximum?: number | null;
  /** YYYY-MM-DD. */
  minimumDate?: string | null;
  maximumDate?: string | null;
  /** The options of a SELECT (or the allowed extensions of a FILE); SQL options are the server's. */
  selectValueList?: readonly string[];
  /** CF, PI or BOTH: the code's own rules (check digit, birth date and place) are the server's. */
  validator?: string | null;
  /** The field names the subject (its code, its name): the search fills it, the server holds it to the subject. */
  subjectField?: boolean;
}

export type RequestFormValue = string | number | boolean | null;
export type RequestFormValues = Record<string, RequestFormValue>;

export const REQUEST_FORM_MESSAGES = {
  required: (name: string) => `${name} è obbligatorio`,
  minimum: (n: number | string) => `Il numero minimo richiesto è ${n}.`,
  maximum: (n: number | string) => `Il numero massimo può essere ${n}.`,
  email: 'Si prega di fornire un indirizzo email valido',
  number: 'Inserire un numero valido',
  date: 'Inserire una data valida (gg/mm/aaaa)',
  option: 'Scegliere una delle opzioni previste',
  tooLong: maxLengthMessage,
  group: 'Compilare almeno uno dei campi del gruppo',
  unknown: (code: string) => `Campo non previsto dalla form: ${code}`,
  /** Spec 001 §5: a FILE whose extension is not among the field's. */
  fileType: (allowed: readonly string[]) => `Gli unici tipi di file accettabili sono ${allowed.join(', ')}`,
} as const;

/** The fields a subject of this type fills in. */
export function fieldsForSubject<F extends Pick<RequestFormField, 'subjectType'>>(
  fields: readonly F[],
  subjectType: SubjectKind,
): F[] {
  return fields.filter(
    (field) => field.subjectType === 'ANY' || field.subjectType === 'ALL' || field.subjectType === subjectType,
  );
}

export const isFilled = (value: RequestFormValue | undefined): boolean =>
  value !== null && value !== undefined && value !== false && String(value).trim() !== '';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const isEmailField = (field: RequestFormField) => /(^|_)E?MAIL(_|$)/i.test(field.fieldCode);

/** DD/MM/YYYY to YYYY-MM-DD, or null when it is not a real date. */
export function isoOfItalianDate(text: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, day, month, year] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCDate() !== Number(day) || date.getUTCMonth() !== Number(month) - 1) return null;
  return `${year}-${month}-${day}`;
}

const italianOfIso = (iso: string) => iso.split('-').reverse().join('/');

/** An amount or number as typed in Italian ("1.234,50") or sent by a program (1234.5). */
export function numberOf(value: RequestFormValue): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const normalized = /,/.test(text) ? text.replace(/\./g, '').replace(',', '.') : text;
  return /^-?\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : null;
}

/** An extension as the field lists it (".PDF", "pdf") or as a name ends (".pdf"): "pdf". */
const extensionOf = (text: string) => text.trim().replace(/^\./, '').toLowerCase();

/** The message of one field's own rules (not the group rule), or null. */
export function fieldProblem(field: RequestFormField, value: RequestFormValue | undefined): string | null {
  if (!isFilled(value))
    return field.obligatory && field.group === 0 ? REQUEST_FORM_MESSAGES.required(field.name) : null;
  const text = String(value).trim();
  if (field.length && text.length > field.length) return REQUEST_FORM_MESSAGES.tooLong(field.length);
  switch (field.type) {
    case 'NUMBER':
    case 'AMOUNT': {
      const number = numberOf(value ?? null);
      if (number === null) return REQUEST_FORM_MESSAGES.number;
      if (field.minimum !== null && field.minimum !== undefined && number < field.minimum)
        return REQUEST_FORM_MESSAGES.minimum(field.minimum);
      if (field.maximum !== null && field.maximum !== undefined && number > field.maximum)
        return REQUEST_FORM_MESSAGES.maximum(field.maximum);
      return null;
    }
    case 'DATE': {
      const iso = isoOfItalianDate(text);
      if (!iso) return REQUEST_FORM_MESSAGES.date;
      if (field.minimumDate && iso < field.minimumDate)
        return REQUEST_FORM_MESSAGES.minimum(italianOfIso(field.minimumDate));
      if (field.maximumDate && iso > field.maximumDate)
        return REQUEST_FORM_MESSAGES.maximum(italianOfIso(field.maximumDate));
      return null;
    }
    case 'SELECT':
      return field.selectValueList && field.selectValueList.length > 0 && !field.selectValueList.includes(text)
        ? REQUEST_FORM_MESSAGES.option
        : null;
    case 'FILE': {
      const allowed = (field.selectValueList ?? []).map(extensionOf).filter(Boolean);
      const dot = text.lastIndexOf('.');
      return allowed.length > 0 && (dot < 0 || !allowed.includes(extensionOf(text.slice(dot))))
        ? REQUEST_FORM_MESSAGES.fileType(allowed.map((extension) => `.${extension}`))
        : null;
    }
    default:
      return isEmailField(field) && !EMAIL.test(text) ? REQUEST_FORM_MESSAGES.email : null;
  }
}

/**
 * Every problem of a filled-in form, by field code: each field's rules, and for each group
 * above 0 with obligatory fields, the group message on every one of its fields when none is
 * filled (spec 001 §5).
 */
export function requestFormProblems(
  fields: readonly RequestFormField[],
  values: RequestFormValues,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of fields) {
    const problem = fieldProblem(field, values[field.fieldCode]);
    if (problem) problems[field.fieldCode] = problem;
  }
  const groups = new Map<number, RequestFormField[]>();
  for (const field of fields) {
    if (field.group > 0 && field.obligatory) groups.set(field.group, [...(groups.get(field.group) ?? []), field]);
  }
  for (const members of groups.values()) {
    if (members.some((field) => isFilled(values[field.fieldCode]))) continue;
    for (const field of members) problems[field.fieldCode] ??= REQUEST_FORM_MESSAGES.group;
  }
  return problems;
}

/** What a foreign purchase keeps in a request's form values, named for the customer. */
const PURCHASE_PARAM_LABELS: Record<string, string> = {
  companyId: 'Codice impresa estera',
  companyName: 'Denominazione',
  nation: 'Nazione',
  vat: 'Partita IVA',
  zipCode: 'CAP',
  city: 'Città',
  language: 'Lingua',
};

/** A form value's label in a request's detail: its field's name, never its code when a name is known. */
export const formParamLabel = (code: string, labels: Record<string, string>) =>
  labels[code] ?? PURCHASE_PARAM_LABELS[code] ?? code;
