import type { FieldType, SubjectType } from '@portal/contracts/catalogue';

export { SUBJECT_TYPES, type SubjectType } from '@portal/contracts/catalogue';

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
