import type { FieldType, FieldValidator } from '@portal/contracts/catalogue';

export {
  FIELD_TYPES,
  FIELD_TYPE_LABELS,
  FIELD_VALIDATORS,
  LEGAL_PERSON_FIELDS,
  PHYSICAL_PERSON_FIELDS,
  type FieldType,
  type FieldValidator,
} from '@portal/contracts/catalogue';

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
