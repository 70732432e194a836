import { CATALOGUE_MESSAGES, MESSAGES } from '@portal/contracts/messages';
import { NewFieldInput } from '@portal/contracts/api/fields';
import { contractRules, yup } from '@portal/shared-ui/forms';
import { DEFAULT_ICON } from '../../../api/get-icons';
import type { CodeAvailability } from '../../../components/code-availability';
import { FIELD_CODE_TAKEN } from '../api/check-field-code';
import { FIELD_TYPES, type Field, type FieldType, type FieldValidator } from '../types/field';

export const REQUIRED = MESSAGES.required;
export const NOT_A_NUMBER = CATALOGUE_MESSAGES.invalidNumber;
export const SQL_MUST_START_WITH_SELECT = 'La query SQL deve iniziare con SELECT';
export const MIN_ABOVE_MAX = 'Il valore minimo non può superare il valore massimo';
export const MIN_DATE_ABOVE_MAX = 'La data minima non può superare la data massima';

/** 'NONE' is the explicit "no validator" choice: the spec wants the validator chosen (§5). */
export type ValidatorChoice = FieldValidator | 'NONE' | '';

export interface FieldFormValues {
  fieldCode: string;
  name: string;
  description: string;
  type: FieldType | '';
  length: string;
  minimum: number | null;
  maximum: number | null;
  minimumDate: string | null;
  maximumDate: string | null;
  defaultValue: string;
  icon: string;
  toolTipInfo: string;
  validator: ValidatorChoice;
  requestCode: string;
  requestCodeOrFieldCode: string;
  physicalPersonField: string | null;
  legalPersonField: string | null;
  productId: number | null;
  prodottoDescription: string | null;
  productIdDerivedRequest: number | null;
  derivedRequestLabel: string | null;
  subjectField: boolean;
  priceChange: boolean;
  isAlertDismissed: boolean;
  /** The manual option list (SELECT, FILE). */
  options: string[];
  /** The SQL text (SELECT only), alternative to the list. */
  sqlOptions: string;
  version?: number;
}

/** AMOUNT, DATE and NUMBER have a minimum and a maximum (spec 002 §4). */
export const hasRange = (type: FieldType | ''): boolean => type === 'AMOUNT' || type === 'NUMBER' || type === 'DATE';
export const hasOptions = (type: FieldType | ''): boolean => type === 'SELECT' || type === 'FILE';

export function toFormValues(field: Field | null): FieldFormValues {
  return {
    fieldCode: field?.fieldCode ?? '',
    name: field?.name ?? '',
    description: field?.description ?? '',
    type: field?.type ?? '',
    length: field?.length === null || field?.length === undefined ? '' : String(field.length),
    minimum: field?.minimum ?? null,
    maximum: field?.maximum ?? null,
    minimumDate: field?.minimumDate ?? null,
    maximumDate: field?.maximumDate ?? null,
    defaultValue: field?.defaultValue ?? '',
    icon: field?.icon ?? DEFAULT_ICON,
    toolTipInfo: field?.toolTipInfo ?? '',
    validator: field ? (field.validator ?? 'NONE') : '',
    requestCode: field?.requestCode ?? '',
    requestCodeOrFieldCode: field?.requestCodeOrFieldCode ?? '',
    physicalPersonField: field?.physicalPersonField ?? null,
    legalPersonField: field?.legalPersonField ?? null,
    productId: field?.productId ?? null,
    prodottoDescription: field?.prodottoDescription ?? null,
    productIdDerivedRequest: field?.productIdDerivedRequest ?? null,
    derivedRequestLabel: field?.productIdDerivedRequest
      ? (field.derivedRequestDescription ?? `Prodotto ${field.productIdDerivedRequest}`)
      : null,
    subjectField: field?.subjectField ?? false,
    priceChange: field?.priceChange ?? false,
    isAlertDismissed: field?.isAlertDismissed ?? false,
    options: field?.selectValueList ?? splitOptions(field?.selectValue),
    sqlOptions: field?.sqlOptions ?? '',
    version: field?.version,
  };
}

function splitOptions(value: string | null | undefined): string[] {
  return value ? value.split(',').filter((option) => option.trim() !== '') : [];
}

const blankToNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

export function toPayload(values: FieldFormValues): NewFieldInput {
  const type = values.type as FieldType;
  return {
    fieldCode: values.fieldCode.trim(),
    name: values.name.trim(),
    description: values.description.trim(),
    type,
    length: values.length.trim() === '' ? null : Number(values.length),
    minimum: type === 'AMOUNT' || type === 'NUMBER' ? values.minimum : null,
    maximum: type === 'AMOUNT' || type === 'NUMBER' ? values.maximum : null,
    minimumDate: type === 'DATE' ? values.minimumDate : null,
    maximumDate: type === 'DATE' ? values.maximumDate : null,
    validator: values.validator === 'NONE' || values.validator === '' ? null : values.validator,
    icon: values.icon.trim(),
    selectValue:
      hasOptions(type) && values.options.length > 0 ? values.options.map((option) => option.trim()).join(',') : null,
    sqlOptions: type === 'SELECT' ? blankToNull(values.sqlOptions) : null,
    // The form's selects offer only the contract's link fields.
    physicalPersonField: values.physicalPersonField as NewFieldInput['physicalPersonField'],
    legalPersonField: values.legalPersonField as NewFieldInput['legalPersonField'],
    subjectField: values.subjectField,
    requestCode: blankToNull(values.requestCode),
    productId: values.productId,
    priceChange: values.priceChange,
    defaultValue: blankToNull(values.defaultValue),
    toolTipInfo: blankToNull(values.toolTipInfo),
    productIdDerivedRequest: values.productIdDerivedRequest,
    requestCodeOrFieldCode: blankToNull(values.requestCodeOrFieldCode),
    isAlertDismissed: values.isAlertDismissed,
    ...(values.version !== undefined ? { version: values.version } : {}),
  };
}

/**
 * A new type (spec 002 §4): AMOUNT, DATE and NUMBER keep min and max, other types clear
 * them; a type other than SELECT clears the SQL text; the option list is emptied.
 */
export function withType(values: FieldFormValues, type: FieldType): FieldFormValues {
  const numeric = type === 'AMOUNT' || type === 'NUMBER';
  return {
    ...values,
    type,
    minimum: numeric ? values.minimum : null,
    maximum: numeric ? values.maximum : null,
    minimumDate: type === 'DATE' ? values.minimumDate : null,
    maximumDate: type === 'DATE' ? values.maximumDate : null,
    sqlOptions: type === 'SELECT' ? values.sqlOptions : '',
    options: [],
  };
}

/** Save is disabled for SELECT without options or SQL, and FILE without options (spec 002 §5). */
export function missingOptions(values: FieldFormValues): boolean {
  if (values.type === 'SELECT') return values.options.length === 0 && values.sqlOptions.trim() === '';
  if (values.type === 'FILE') return values.options.length === 0;
  return false;
}

const numericRange = (type: unknown) => type === 'AMOUNT' || type === 'NUMBER';

/** Validation of spec 002 §5 (fields). */
export function fieldSchema(isNew: boolean, codes: CodeAvailability) {
  const contract = contractRules(NewFieldInput, [
    'fieldCode',
    'name',
    'description',
    'icon',
    'defaultValue',
    'toolTipInfo',
    'requestCode',
    'requestCodeOrFieldCode',
  ]);
  return yup.object({
    ...contract,
    fieldCode: contract.fieldCode.test(
      'available',
      FIELD_CODE_TAKEN,
      (code) => !isNew || !code || !codes.isTaken(code),
    ),
    type: yup
      .string()
      .oneOf([...FIELD_TYPES, ''])
      .required(REQUIRED),
    length: yup
      .string()
      .matches(/^\d*$/, NOT_A_NUMBER)
      .test('max', 'Inserire un valore minore di 99999', (value) => !value || Number(value) <= 99999),
    minimum: yup
      .number()
      .nullable()
      .typeError(NOT_A_NUMBER)
      .when('type', { is: numericRange, then: (schema) => schema.required(REQUIRED) }),
    maximum: yup
      .number()
      .nullable()
      .typeError(NOT_A_NUMBER)
      .when('type', { is: numericRange, then: (schema) => schema.required(REQUIRED) })
      .test('order', MIN_ABOVE_MAX, function (maximum) {
        const { minimum } = this.parent as FieldFormValues;
        return maximum === null || maximum === undefined || minimum === null || minimum <= maximum;
      }),
    minimumDate: yup
      .string()
      .nullable()
      .when('type', { is: 'DATE', then: (schema) => schema.required(REQUIRED) }),
    maximumDate: yup
      .string()
      .nullable()
      .when('type', { is: 'DATE', then: (schema) => schema.required(REQUIRED) })
      .test('order', MIN_DATE_ABOVE_MAX, function (maximumDate) {
        const { minimumDate } = this.parent as FieldFormValues;
        return !maximumDate || !minimumDate || minimumDate <= maximumDate;
      }),
    validator: yup.string().required(REQUIRED),
    sqlOptions: yup.string().test('select', SQL_MUST_START_WITH_SELECT, (sql) => !sql || /^\s*select\b/i.test(sql)),
    options: yup.array(
      yup
        .string()
        .trim()
        .required(REQUIRED)
        .matches(/^[^,]*$/, 'Una opzione non può contenere la virgola'),
    ),
  });
}
