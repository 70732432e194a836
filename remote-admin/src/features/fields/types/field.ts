export type FieldType = 'AMOUNT' | 'NUMBER' | 'FLAG' | 'TEXT' | 'DATE' | 'TEXT_AREA' | 'SELECT' | 'FILE' | 'HIDDEN';

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

export interface Field {
  fieldCode: string;
  name: string;
  description: string;
  type: FieldType;
  length: number | null;
  minimum: string | null;
  maximum: string | null;
  validator: string | null;
  icon: string | null;
}
