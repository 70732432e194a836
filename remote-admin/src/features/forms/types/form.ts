import type { FieldType } from '../../../types/field-type';

/** Form (spec 002 §3) as the API returns it (api/docs/catalogue-api.md). */
export interface Form {
  formCode: string;
  description: string;
  /** Comma-joined validator codes (saved this way). */
  validatore: string | null;
  validatoreList: string[];
  /** File name of the example sheet. */
  exampleSheet: string | null;
  fieldCount?: number;
  version?: number;
}

export type SubjectType = 'PF' | 'PG' | 'ANY' | 'ALL';

export const SUBJECT_TYPES: readonly { value: SubjectType; label: string }[] = [
  { value: 'PF', label: 'PF - Persona fisica' },
  { value: 'PG', label: 'PG - Persona giuridica' },
  { value: 'ANY', label: 'ANY - Qualsiasi' },
  { value: 'ALL', label: 'ALL - Tutti' },
];

/** Dimension in columns (1-12, default 2) and group (0-5, default 0), spec 002 §3, §9. */
export const DIMENSIONS = Array.from({ length: 12 }, (_, index) => index + 1);
export const GROUP_COUNT = 6;
export const DEFAULT_DIMENSION = 2;
export const DEFAULT_GROUP = 0;

/** A field's place in a form (spec 002 §3, FormField link). */
export interface FormFieldLink {
  id: { fieldCode: string; fieldform: string };
  field: { fieldCode: string; name: string; type: FieldType; description?: string };
  obligatory: boolean;
  subjectType: SubjectType;
  order: number;
  dimension: number;
  newRiga: boolean;
  group: number;
  options: string | null;
  version?: number;
}

/** A field the user can add to the form. */
export interface AvailableField {
  fieldCode: string;
  name: string;
  type: FieldType;
}

export interface FormValidatorOption {
  value: string;
  label: string;
}
