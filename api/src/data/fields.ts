import type { Field as ContractField, FieldInput, NewFieldInput } from '@portal/contracts/api/fields';
import type { PageOf } from '@portal/contracts/api/schema';
import type { Queryable } from '../db/database.ts';
import { conflict } from '../domain-error.ts';
import { MESSAGES } from '@portal/contracts/messages';
import {
  CATALOGUE_MESSAGES,
  badRequest,
  normalizeCode,
  notFound,
  optionalText,
  pgCode,
  requiredText,
  splitList,
  staleOrMissing,
} from './catalogue.ts';
import type { TenantId } from './tenant-id.ts';
import { containsPattern, findPage, type PageRequest } from '../db/paging.ts';

/** Field definition as the client sees it (spec 002 §3): every property present. */
export type Field = Required<ContractField>;
type FieldType = Field['type'];

const RANGE_TYPES = new Set<FieldType>(['AMOUNT', 'NUMBER']);
const MAX_LENGTH = 99999;

export const FIELD_COLUMNS = `f.field_code AS "fieldCode", f.name, f.description, f.type, f.length,
  f.minimum, f.maximum, f.validator, f.icon,
  f.minimum_date AS "minimumDate", f.maximum_date AS "maximumDate", f.select_value AS "selectValue",
  f.physical_person_field AS "physicalPersonField", f.legal_person_field AS "legalPersonField",
  f.subject_field AS "subjectField", f.sql_options AS "sqlOptions", f.request_code AS "requestCode",
  f.product_id AS "productId", f.price_change AS "priceChange",
  COALESCE(p.description, f.prodotto_description) AS "prodottoDescription",
  f.default_value AS "defaultValue", f.tool_tip_info AS "toolTipInfo",
  f.product_id_derived_request AS "productIdDerivedRequest", d.description AS "derivedRequestDescription",
  f.request_code_or_field_code AS "requestCodeOrFieldCode", f.is_alert_dismissed AS "isAlertDismissed",
  (SELECT count(*)::int FROM form_fields ff WHERE ff.tenant_id = f.tenant_id AND ff.field_code = f.field_code) AS "formCount",
  f.version`;

/**
 * `FROM` clause of every field read: the accessory product gives prodottoDescription, the
 * derived-request product derivedRequestDescription.
 */
export const FIELD_FROM = `fields f
  LEFT JOIN products p ON p.id = f.product_id AND p.tenant_id = f.tenant_id
  LEFT JOIN products d ON d.id = f.product_id_derived_request AND d.tenant_id = f.tenant_id`;

type FieldRow = Omit<Field, 'minimum' | 'maximum' | 'selectValueList'> & {
  minimum: string | null;
  maximum: string | null;
};

/** numeric comes back as text from both drivers (no float rounding on the way). */
export function toField(row: FieldRow): Field {
  return {
    ...row,
    minimum: row.minimum === null ? null : Number(row.minimum),
    maximum: row.maximum === null ? null : Number(row.maximum),
    selectValueList: splitList(row.selectValue),
  };
}

export async function listFields(db: Queryable, tenantId: TenantId, query: PageRequest): Promise<PageOf<Field>> {
  const search = query.search?.trim() ?? '';
  const where = `f.tenant_id = $1 AND ($2 = '' OR f.field_code ILIKE $3 OR f.name ILIKE $3 OR f.description ILIKE $3)`;
  const params = [tenantId, search, containsPattern(search)];
  return findPage(
    db,
    { select: FIELD_COLUMNS, from: FIELD_FROM, where, orderBy: 'f.field_code', params },
    query,
    toField,
  );
}

/** Every field of the tenant (the "add a field" choice of the form editor), by name. */
export async function availableFields(db: Queryable, tenantId: TenantId, search = ''): Promise<Field[]> {
  const text = search.trim();
  const rows = await db.query<FieldRow & Record<string, unknown>>(
    `SELECT ${FIELD_COLUMNS} FROM ${FIELD_FROM}
     WHERE f.tenant_id = $1 AND ($2 = '' OR f.field_code ILIKE $3 OR f.name ILIKE $3 OR f.description ILIKE $3)
     ORDER BY lower(f.name), f.field_code`,
    [tenantId, text, containsPattern(text)],
  );
  return rows.map(toField);
}

export async function findField(db: Queryable, tenantId: TenantId, fieldCode: string): Promise<Field | null> {
  const rows = await db.query<FieldRow & Record<string, unknown>>(
    `SELECT ${FIELD_COLUMNS} FROM ${FIELD_FROM} WHERE f.tenant_id = $1 AND f.field_code = $2`,
    [tenantId, fieldCode.trim().toUpperCase()],
  );
  return rows.length ? toField(rows[0]) : null;
}

export async function getField(db: Queryable, tenantId: TenantId, fieldCode: string): Promise<Field> {
  const field = await findField(db, tenantId, fieldCode);
  if (!field) throw notFound();
  return field;
}

export async function isFieldCodeAvailable(db: Queryable, tenantId: TenantId, fieldCode: string): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM fields WHERE tenant_id = $1 AND upper(field_code) = upper($2)`, [
    tenantId,
    fieldCode.trim(),
  ]);
  return rows.length === 0;
}

/** The values to store, after the rules of spec 002 §4 and §5. */
type FieldValues = Omit<
  Field,
  'prodottoDescription' | 'derivedRequestDescription' | 'selectValueList' | 'formCount' | 'version'
>;

async function normalizeField(db: Queryable, tenantId: TenantId, input: NewFieldInput): Promise<FieldValues> {
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
      if (!/^select\s/i.test(sql)) throw badRequest(CATALOGUE_MESSAGES.sqlSelect, 'sqlOptions');
      if (sql.includes(';')) throw badRequest(CATALOGUE_MESSAGES.sqlSingle, 'sqlOptions');
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
    if (id === null) continue;
    const found = await db.query(`SELECT 1 FROM products WHERE tenant_id = $1 AND id = $2`, [tenantId, id]);
    if (found.length === 0) throw badRequest(message, property);
  }
  return values;
}

const WRITE_COLUMNS: Array<[keyof FieldValues, string]> = [
  ['name', 'name'],
  ['description', 'description'],
  ['type', 'type'],
  ['length', 'length'],
  ['minimum', 'minimum'],
  ['maximum', 'maximum'],
  ['validator', 'validator'],
  ['icon', 'icon'],
  ['minimumDate', 'minimum_date'],
  ['maximumDate', 'maximum_date'],
  ['selectValue', 'select_value'],
  ['physicalPersonField', 'physical_person_field'],
  ['legalPersonField', 'legal_person_field'],
  ['subjectField', 'subject_field'],
  ['sqlOptions', 'sql_options'],
  ['requestCode', 'request_code'],
  ['productId', 'product_id'],
  ['priceChange', 'price_change'],
  ['defaultValue', 'default_value'],
  ['toolTipInfo', 'tool_tip_info'],
  ['productIdDerivedRequest', 'product_id_derived_request'],
  ['requestCodeOrFieldCode', 'request_code_or_field_code'],
  ['isAlertDismissed', 'is_alert_dismissed'],
];

export async function createField(db: Queryable, tenantId: TenantId, input: NewFieldInput): Promise<Field> {
  const values = await normalizeField(db, tenantId, input);
  if (!(await isFieldCodeAvailable(db, tenantId, values.fieldCode))) {
    throw conflict(CATALOGUE_MESSAGES.fieldCodeTaken, { field: 'fieldCode' });
  }
  const columns = WRITE_COLUMNS.map(([, column]) => column);
  try {
    await db.query(
      `INSERT INTO fields (tenant_id, field_code, ${columns.join(', ')})
       VALUES ($1, $2, ${columns.map((_, index) => `$${index + 3}`).join(', ')})`,
      [tenantId, values.fieldCode, ...WRITE_COLUMNS.map(([key]) => values[key])],
    );
  } catch (error) {
    // Two managers creating the same code at once: the unique index decides.
    if (pgCode(error) === '23505') {
      throw conflict(CATALOGUE_MESSAGES.fieldCodeTaken, { field: 'fieldCode' });
    }
    throw error;
  }
  return getField(db, tenantId, values.fieldCode);
}

export async function updateField(db: Queryable, tenantId: TenantId, input: FieldInput): Promise<Field> {
  const values = await normalizeField(db, tenantId, input);
  const sets = WRITE_COLUMNS.map(([, column], index) => `${column} = $${index + 4}`);
  const updated = await db.query(
    `UPDATE fields SET ${sets.join(', ')}, version = version + 1, updated_at = now()
     WHERE tenant_id = $1 AND field_code = $2 AND version = $3
     RETURNING field_code`,
    [tenantId, values.fieldCode, input.version, ...WRITE_COLUMNS.map(([key]) => values[key])],
  );
  if (updated.length === 0) {
    await staleOrMissing(db, `SELECT version FROM fields WHERE tenant_id = $1 AND field_code = $2`, [
      tenantId,
      values.fieldCode,
    ]);
  }
  return getField(db, tenantId, values.fieldCode);
}

export async function deleteField(db: Queryable, tenantId: TenantId, fieldCode: string): Promise<void> {
  const code = fieldCode.trim().toUpperCase();
  await getField(db, tenantId, code);
  const forms = await db.query<{ formCode: string }>(
    `SELECT field_form AS "formCode" FROM form_fields WHERE tenant_id = $1 AND field_code = $2 ORDER BY field_form`,
    [tenantId, code],
  );
  const inUse = () =>
    conflict(CATALOGUE_MESSAGES.fieldInUse(forms.length), { forms: forms.map((row) => row.formCode) });
  if (forms.length > 0) throw inUse();
  try {
    await db.query(`DELETE FROM fields WHERE tenant_id = $1 AND field_code = $2`, [tenantId, code]);
  } catch (error) {
    // Linked by a form between the check and the delete.
    if (pgCode(error) === '23503') throw conflict(CATALOGUE_MESSAGES.fieldInUse(1), { forms: [] });
    throw error;
  }
}

/** Forms containing the field (the Form panel of the field editor). */
export async function formsOfField(
  db: Queryable,
  tenantId: TenantId,
  fieldCode: string,
  search = '',
): Promise<Array<{ formCode: string; description: string; validatore: string | null; validatoreList: string[] }>> {
  const field = await getField(db, tenantId, fieldCode);
  const text = search.trim();
  const rows = await db.query<{ formCode: string; description: string; validatore: string | null }>(
    `SELECT fo.form_code AS "formCode", fo.description, fo.validatore
     FROM form_fields ff JOIN forms fo ON fo.tenant_id = ff.tenant_id AND fo.form_code = ff.field_form
     WHERE ff.tenant_id = $1 AND ff.field_code = $2
       AND ($3 = '' OR fo.form_code ILIKE $4 OR fo.description ILIKE $4)
     ORDER BY fo.form_code`,
    [tenantId, field.fieldCode, text, containsPattern(text)],
  );
  return rows.map((row) => ({ ...row, validatoreList: splitList(row.validatore) }));
}
