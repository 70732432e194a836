export {
  FIELD_TYPES,
  FIELD_TYPE_LABELS,
  FIELD_VALIDATORS,
  LEGAL_PERSON_FIELDS,
  PHYSICAL_PERSON_FIELDS,
  type FieldType,
  type FieldValidator,
} from '@portal/contracts/catalogue';

// The API's shapes, written once in @portal/contracts.
export type { Field, FieldForm, ProductSummary as ProductSuggestion } from '@portal/contracts/api/fields';
