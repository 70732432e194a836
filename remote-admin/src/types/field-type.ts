/** Field types, shared by the fields and forms features (spec 002 §3). */
export type FieldType = 'AMOUNT' | 'NUMBER' | 'FLAG' | 'TEXT' | 'DATE' | 'TEXT_AREA' | 'SELECT' | 'FILE' | 'HIDDEN';

export const FIELD_TYPES: readonly FieldType[] = [
  'AMOUNT',
  'NUMBER',
  'FLAG',
  'TEXT',
  'DATE',
  'TEXT_AREA',
  'SELECT',
  'FILE',
  'HIDDEN',
];

/** Field types with their Italian labels (spec 002 §3). */
export const FIELD_TYPE_LABELS: Record<FieldType, string> = {
  AMOUNT: 'Valuta',
  NUMBER: 'Numero',
  FLAG: 'Spunta',
  TEXT: 'Testo',
  DATE: 'Data',
  TEXT_AREA: 'Testo multilinea',
  SELECT: 'Menù a tendina',
  FILE: 'File',
  HIDDEN: 'Nascosto',
};
