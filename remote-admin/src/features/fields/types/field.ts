import type { FieldType } from '../../../types/field-type';

export { FIELD_TYPES, FIELD_TYPE_LABELS, type FieldType } from '../../../types/field-type';

export type FieldValidator = 'CF' | 'PI' | 'BOTH';

export const VALIDATOR_LABELS: Record<FieldValidator, string> = {
  CF: 'Codice Fiscale',
  PI: 'Partita IVA',
  BOTH: 'Codice Fiscale o Partita IVA',
};

/** Person-search field links (natural person), spec 002 §2.2. */
export const PHYSICAL_PERSON_FIELDS = ['codiceFiscale', 'denominazione', 'comuneNascita', 'dataNascita', 'sesso'];

/** Company-search field links (legal entity), spec 002 §2.2. */
export const LEGAL_PERSON_FIELDS = [
  'codiceFiscale',
  'partitaIva',
  'denominazione',
  'naturaGiuridica',
  'indirizzo',
  'cap',
  'siglaProvincia',
  'dataCostituzione',
  'codiceAteco',
  'cciaa',
  'nrea',
  'operativa',
  'descrizioneStatoAttivita',
  'email',
];

/** Field definition (spec 002 §3) as the API returns it (api/docs/catalogue-api.md). */
export interface Field {
  fieldCode: string;
  name: string;
  description: string;
  type: FieldType;
  length: number | null;
  minimum: number | null;
  maximum: number | null;
  minimumDate?: string | null;
  maximumDate?: string | null;
  validator: FieldValidator | null;
  icon: string;
  selectValue?: string | null;
  selectValueList?: string[];
  sqlOptions?: string | null;
  physicalPersonField?: string | null;
  legalPersonField?: string | null;
  subjectField?: boolean;
  requestCode?: string | null;
  productId?: number | null;
  prodottoDescription?: string | null;
  priceChange?: boolean;
  defaultValue?: string | null;
  toolTipInfo?: string | null;
  productIdDerivedRequest?: number | null;
  /** Read only: the derived-request product's description. */
  derivedRequestDescription?: string | null;
  requestCodeOrFieldCode?: string | null;
  isAlertDismissed?: boolean;
  formCount?: number;
  version?: number;
}

/** A form containing a field (panel 'Form' of the field edit). */
export interface FieldForm {
  formCode: string;
  description: string;
  validatore: string | null;
  validatoreList: string[];
}

/** A product offered by the accessory-product and derived-request lookups. */
export interface ProductSuggestion {
  id: number;
  productCode: string;
  fullProductCode: string;
  description: string;
  flagSuspended: 'S' | 'N';
}
