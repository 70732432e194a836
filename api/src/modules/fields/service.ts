/**
 * The rules of a catalogue field (spec 002 §4, §5): what may be stored, unique codes, the
 * optimistic lock, removal only when no form uses it. Returns results or throws domain errors
 * (catalogue-rules.ts: badRequest, notFound, stale, conflict); the SQL is the repository's.
 */
import type { FieldForm, FieldInput, NewFieldInput } from '@portal/contracts/api/fields';
import { CATALOGUE_MESSAGES, MESSAGES } from '@portal/contracts/messages';
import { badRequest, normalizeCode, notFound, splitList, stale } from '../../catalogue-rules.ts';
import type { TenantId } from '../../db/tenant-id.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { productExists } from '../products/reads.ts';
import { conflict } from '../../domain-error.ts';
import {
  deleteFieldRow,
  fieldVersion,
  findField,
  formCodesUsing,
  formsOfField,
  insertField,
  isFieldCodeFree,
  updateFieldVersion,
  type Field,
  type FieldValues,
} from './repository.ts';
import { runOptionsQuery } from '../../sql-options/run-options-query.ts';
import { requiredText, optionalText } from '../../text-rules.ts';

type FieldType = Field['type'];

const RANGE_TYPES = new Set<FieldType>(['AMOUNT', 'NUMBER']);
const MAX_LENGTH = 99999;

export async function getField(db: Queryable, tenantId: TenantId, fieldCode: string): Promise<Field> {
  const field = await findField(db, tenantId, fieldCode);
  if (!field) throw notFound();
  return field;
}

/** The values to store, after the rules of spec 002 §4 and §5. */
async function normalizeField(db: Database, tenantId: TenantId, input: NewFieldInput): Promise<FieldValues> {
  const type = input.type;
  const values: FieldValues = {
    fieldCode: normalizeCode(input.fieldCode, 'fieldCode'),
    name: requiredText(input.name, 'name'),
    description: requiredText(input.description, 'description'),
    type,
    length: input.length ?? null,
    minimum: null,
    maximum: null,
    validator: input.validator ?? null,
    icon: requiredText(input.icon, 'icon'),
    minimumDate: null,
    maximumDate: null,
    selectValue: null,
    physicalPersonField: input.physicalPersonField ?? null,
    legalPersonField: input.legalPersonField ?? null,
    subjectField: input.subjectField ?? false,
    sqlOptions: null,
    requestCode: optionalText(input.requestCode),
    productId: input.productId ?? null,
    priceChange: input.priceChange ?? false,
    defaultValue: optionalText(input.defaultValue),
    toolTipInfo: optionalText(input.toolTipInfo),
    productIdDerivedRequest: input.productIdDerivedRequest ?? null,
    requestCodeOrFieldCode: optionalText(input.requestCodeOrFieldCode),
    isAlertDismissed: input.isAlertDismissed ?? false,
  };
  if (values.length !== null && values.length > MAX_LENGTH) {
    throw badRequest(CATALOGUE_MESSAGES.lengthTooBig, 'length');
  }

  if (RANGE_TYPES.has(type)) {
    const minimum = input.minimum ?? null;
    const maximum = input.maximum ?? null;
    if (minimum === null) throw badRequest(`${MESSAGES.required}: "minimum"`, 'minimum');
    if (maximum === null) throw badRequest(`${MESSAGES.required}: "maximum"`, 'maximum');
    if (minimum > maximum) throw badRequest(CATALOGUE_MESSAGES.minAboveMax, 'minimum');
    Object.assign(values, { minimum, maximum });
  } else if (type === 'DATE') {
    const minimumDate = optionalText(input.minimumDate);
    const maximumDate = optionalText(input.maximumDate);
    if (minimumDate === null) throw badRequest(`${MESSAGES.required}: "minimumDate"`, 'minimumDate');
    if (maximumDate === null) throw badRequest(`${MESSAGES.required}: "maximumDate"`, 'maximumDate');
    if (minimumDate > maximumDate) throw badRequest(CATALOGUE_MESSAGES.minDateAboveMax, 'minimumDate');
    Object.assign(values, { minimumDate, maximumDate });
  }

  if (type === 'SELECT') {
    let options = optionalText(input.selectValue);
    let sql = optionalText(input.sqlOptions);
    // The spec allows the SQL text in selectValue too: keep it where SQL lives.
    if (options && /^select\s/i.test(options) && !sql) {
      sql = options;
      options = null;
    }
    const list = splitList(options);
    if (list.length > 0 && sql) throw badRequest(CATALOGUE_MESSAGES.optionsAndSql, 'sqlOptions');
    if (list.length === 0 && !sql) throw badRequest(CATALOGUE_MESSAGES.optionsOrSql, 'selectValue');
    if (sql) {
      // Parsed, checked against the allow-lists and run once for this tenant: a dangerous or
      // broken query is refused now, with its reason, not when a customer opens the form.
      await runOptionsQuery(db, tenantId, sql);
      values.sqlOptions = sql;
    } else {
      values.selectValue = list.join(',');
    }
  } else if (type === 'FILE') {
    const list = splitList(input.selectValue);
    if (list.length === 0) throw badRequest(CATALOGUE_MESSAGES.optionsRequired, 'selectValue');
    values.selectValue = list.join(',');
  }

  for (const [property, message] of [
    ['productId', CATALOGUE_MESSAGES.accessoryProductNotFound],
    ['productIdDerivedRequest', CATALOGUE_MESSAGES.derivedProductNotFound],
  ] as const) {
    const id = values[property];
    if (id !== null && !(await productExists(db, tenantId, id))) throw badRequest(message, property);
  }
  return values;
}

const codeTaken = () => conflict(CATALOGUE_MESSAGES.fieldCodeTaken, { field: 'fieldCode' });

export async function createField(db: Database, tenantId: TenantId, input: NewFieldInput): Promise<Field> {
  const values = await normalizeField(db, tenantId, input);
  if (!(await isFieldCodeFree(db, tenantId, values.fieldCode))) throw codeTaken();
  if (!(await insertField(db, tenantId, values))) throw codeTaken();
  return getField(db, tenantId, values.fieldCode);
}

/** Saves over the version read: 404 when the field is not the tenant's, 409 when someone saved in between. */
export async function updateField(db: Database, tenantId: TenantId, input: FieldInput): Promise<Field> {
  const values = await normalizeField(db, tenantId, input);
  if (!(await updateFieldVersion(db, tenantId, values, input.version))) {
    const current = await fieldVersion(db, tenantId, values.fieldCode);
    throw current === null ? notFound() : stale(current);
  }
  return getField(db, tenantId, values.fieldCode);
}

/** Only a field no form uses can go; the answer names the forms that hold it. */
export async function deleteField(db: Queryable, tenantId: TenantId, fieldCode: string): Promise<void> {
  const { fieldCode: code } = await getField(db, tenantId, fieldCode);
  const forms = await formCodesUsing(db, tenantId, code);
  if (forms.length > 0) throw conflict(CATALOGUE_MESSAGES.fieldInUse(forms.length), { forms });
  // Linked by a form between the check and the delete.
  if (!(await deleteFieldRow(db, tenantId, code))) throw conflict(CATALOGUE_MESSAGES.fieldInUse(1), { forms: [] });
}

/** The forms holding an existing field. */
export async function formsHoldingField(
  db: Queryable,
  tenantId: TenantId,
  fieldCode: string,
  search = '',
): Promise<FieldForm[]> {
  const field = await getField(db, tenantId, fieldCode);
  return formsOfField(db, tenantId, field.fieldCode, search);
}

// The module's reads, for its routes: a route imports its service only.
export { allFields, isFieldCodeFree, listFields } from './repository.ts';
export { searchIcons } from './icons-repository.ts';
export { suggestProducts } from '../products/reads.ts';
