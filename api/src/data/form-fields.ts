import type { SubjectType } from '@portal/contracts/catalogue';
import type { FormField as ContractFormField, NewFormFieldInput } from '@portal/contracts/api/forms';
import type { PageOf } from '@portal/contracts/api/schema';
import type { Database, Queryable } from '../db/database.ts';
import { conflict } from '../domain-error.ts';
import { CATALOGUE_MESSAGES, notFound, optionalText, pgCode, splitList, staleOrMissing } from './catalogue.ts';
import { getField } from '../services/fields-service.ts';
import { getForm } from './forms.ts';
import type { TenantId } from './tenant-id.ts';
import { containsPattern, findPage, type PageRequest } from '../db/paging.ts';

/** FormField link (spec 002 §3): the field's place and rules inside one form. */
export type FormField = ContractFormField;

/** What POST and PUT accept (the version is required by PUT's schema). */
export type FormFieldInput = NewFormFieldInput;

const LINK_COLUMNS = `ff.field_code AS "fieldCode", ff.field_form AS "fieldform", ff.obligatory,
  ff.subject_type AS "subjectType", ff.ord AS "order", ff.dimension, ff.new_riga AS "newRiga", ff.grp AS "group",
  ff.options, ff.version,
  fo.description AS "formDescription",
  f.name, f.description, f.type, f.length, f.minimum, f.maximum, f.validator, f.select_value AS "selectValue",
  f.default_value AS "defaultValue", f.tool_tip_info AS "toolTipInfo", f.icon,
  f.physical_person_field AS "physicalPersonField", f.legal_person_field AS "legalPersonField",
  f.sql_options AS "sqlOptions", f.minimum_date AS "minimumDate", f.maximum_date AS "maximumDate",
  f.subject_field AS "subjectField"`;
const LINK_FROM = `form_fields ff
  JOIN forms fo ON fo.tenant_id = ff.tenant_id AND fo.form_code = ff.field_form
  JOIN fields f ON f.tenant_id = ff.tenant_id AND f.field_code = ff.field_code`;
const LINK_ORDER = `ff.field_form, ff.ord, ff.field_code`;

type LinkedFieldRow = Required<Omit<FormField['field'], 'minimum' | 'maximum' | 'selectValueList'>>;

/** One row of LINK_COLUMNS: the link's own columns beside its field's (numeric comes as text). */
type LinkRow = Omit<FormField, 'id' | 'field' | 'form'> &
  LinkedFieldRow & {
    fieldform: string;
    formDescription: string;
    minimum: string | null;
    maximum: string | null;
  };

function toFormField(row: LinkRow): FormField {
  return {
    id: { fieldCode: row.fieldCode, fieldform: row.fieldform },
    field: {
      fieldCode: row.fieldCode,
      name: row.name,
      description: row.description,
      type: row.type,
      length: row.length,
      minimum: row.minimum === null ? null : Number(row.minimum),
      maximum: row.maximum === null ? null : Number(row.maximum),
      validator: row.validator,
      selectValue: row.selectValue,
      selectValueList: splitList(row.selectValue),
      defaultValue: row.defaultValue,
      toolTipInfo: row.toolTipInfo,
      icon: row.icon,
      physicalPersonField: row.physicalPersonField,
      legalPersonField: row.legalPersonField,
      sqlOptions: row.sqlOptions,
      minimumDate: row.minimumDate,
      maximumDate: row.maximumDate,
      subjectField: row.subjectField,
    },
    form: { formCode: row.fieldform, description: row.formDescription },
    obligatory: row.obligatory as boolean,
    subjectType: row.subjectType as SubjectType,
    order: row.order as number,
    dimension: row.dimension as number,
    newRiga: row.newRiga as boolean,
    group: row.group as number,
    options: row.options as string | null,
    version: row.version as number,
  };
}

function upper(code: string): string {
  return code.trim().toUpperCase();
}

/** The links of one form in display order (404 for a form of another tenant). */
export async function fieldsOfForm(db: Queryable, tenantId: TenantId, formCode: string): Promise<FormField[]> {
  const form = await getForm(db, tenantId, formCode);
  const rows = await db.query<LinkRow>(
    `SELECT ${LINK_COLUMNS} FROM ${LINK_FROM} WHERE ff.tenant_id = $1 AND ff.field_form = $2 ORDER BY ${LINK_ORDER}`,
    [tenantId, form.formCode],
  );
  return rows.map(toFormField);
}

export async function listFormFields(
  db: Queryable,
  tenantId: TenantId,
  query: PageRequest & { formCode?: string },
): Promise<PageOf<FormField>> {
  const search = query.search?.trim() ?? '';
  const where = `ff.tenant_id = $1 AND ($2 = '' OR ff.field_code ILIKE $3 OR ff.field_form ILIKE $3 OR f.name ILIKE $3)
    AND ($4::text IS NULL OR ff.field_form = $4)`;
  const params = [tenantId, search, containsPattern(search), query.formCode ? upper(query.formCode) : null];
  return findPage(
    db,
    { select: LINK_COLUMNS, from: LINK_FROM, where, orderBy: LINK_ORDER, params },
    query,
    toFormField,
  );
}

export async function availableFormFields(
  db: Queryable,
  tenantId: TenantId,
  filter: { formCode?: string; fieldCode?: string },
): Promise<FormField[]> {
  const rows = await db.query<LinkRow>(
    `SELECT ${LINK_COLUMNS} FROM ${LINK_FROM}
     WHERE ff.tenant_id = $1 AND ($2::text IS NULL OR ff.field_form = $2) AND ($3::text IS NULL OR ff.field_code = $3)
     ORDER BY ${LINK_ORDER}`,
    [tenantId, filter.formCode ? upper(filter.formCode) : null, filter.fieldCode ? upper(filter.fieldCode) : null],
  );
  return rows.map(toFormField);
}

export async function getFormField(
  db: Queryable,
  tenantId: TenantId,
  fieldCode: string,
  fieldform: string,
): Promise<FormField> {
  const rows = await db.query<LinkRow>(
    `SELECT ${LINK_COLUMNS} FROM ${LINK_FROM} WHERE ff.tenant_id = $1 AND ff.field_code = $2 AND ff.field_form = $3`,
    [tenantId, upper(fieldCode), upper(fieldform)],
  );
  if (rows.length === 0) throw notFound();
  return toFormField(rows[0]);
}

export async function createFormField(db: Queryable, tenantId: TenantId, input: FormFieldInput): Promise<FormField> {
  const form = await getForm(db, tenantId, input.id.fieldform);
  const field = await getField(db, tenantId, input.id.fieldCode);
  const exists = () => conflict(CATALOGUE_MESSAGES.fieldAlreadyInForm, { field: 'id.fieldCode' });
  const present = await db.query(
    `SELECT 1 FROM form_fields WHERE tenant_id = $1 AND field_form = $2 AND field_code = $3`,
    [tenantId, form.formCode, field.fieldCode],
  );
  if (present.length > 0) throw exists();
  try {
    // Defaults of spec 002 §4: order = last order + 1, group 0, dimension 2.
    await db.query(
      `INSERT INTO form_fields (tenant_id, field_form, field_code, obligatory, subject_type, ord, dimension, new_riga, grp, options)
       VALUES ($1, $2::varchar, $3, $4, $5,
         COALESCE($6::int, (SELECT COALESCE(max(ord), 0) + 1 FROM form_fields WHERE tenant_id = $1 AND field_form = $2::varchar)),
         $7, $8, $9, $10)`,
      [
        tenantId,
        form.formCode,
        field.fieldCode,
        input.obligatory ?? false,
        input.subjectType ?? 'ANY',
        input.order ?? null,
        input.dimension ?? 2,
        input.newRiga ?? false,
        input.group ?? 0,
        optionalText(input.options),
      ],
    );
  } catch (error) {
    if (pgCode(error) === '23505') throw exists();
    throw error;
  }
  return getFormField(db, tenantId, field.fieldCode, form.formCode);
}

async function updateLink(db: Queryable, tenantId: TenantId, input: FormFieldInput): Promise<void> {
  const current = await getFormField(db, tenantId, input.id.fieldCode, input.id.fieldform);
  const updated = await db.query(
    `UPDATE form_fields SET obligatory = $5, subject_type = $6, ord = $7, dimension = $8, new_riga = $9, grp = $10,
       options = $11, version = version + 1
     WHERE tenant_id = $1 AND field_code = $2 AND field_form = $3 AND version = $4 RETURNING field_code`,
    [
      tenantId,
      current.id.fieldCode,
      current.id.fieldform,
      input.version,
      input.obligatory ?? current.obligatory,
      input.subjectType ?? current.subjectType,
      input.order ?? current.order,
      input.dimension ?? current.dimension,
      input.newRiga ?? current.newRiga,
      input.group ?? current.group,
      input.options === undefined ? current.options : optionalText(input.options),
    ],
  );
  if (updated.length === 0) {
    await staleOrMissing(
      db,
      `SELECT version FROM form_fields WHERE tenant_id = $1 AND field_code = $2 AND field_form = $3`,
      [tenantId, current.id.fieldCode, current.id.fieldform],
    );
  }
}

export async function updateFormField(db: Queryable, tenantId: TenantId, input: FormFieldInput): Promise<FormField> {
  await updateLink(db, tenantId, input);
  return getFormField(db, tenantId, input.id.fieldCode, input.id.fieldform);
}

/**
 * Saves a list of links at once (the new order after a drag, with the per-link settings):
 * all or nothing; a stale version anywhere cancels the whole save.
 */
export async function updateFormFields(
  db: Database,
  tenantId: TenantId,
  inputs: FormFieldInput[],
): Promise<FormField[]> {
  const forms = [...new Set(inputs.map((input) => upper(input.id.fieldform)))];
  await db.transaction(async (tx) => {
    for (const input of inputs) await updateLink(tx, tenantId, input);
  });
  const result: FormField[] = [];
  for (const form of forms) result.push(...(await fieldsOfForm(db, tenantId, form)));
  return result;
}

export async function deleteFormField(
  db: Queryable,
  tenantId: TenantId,
  fieldCode: string,
  fieldform: string,
): Promise<void> {
  const deleted = await db.query(
    `DELETE FROM form_fields WHERE tenant_id = $1 AND field_code = $2 AND field_form = $3 RETURNING field_code`,
    [tenantId, upper(fieldCode), upper(fieldform)],
  );
  if (deleted.length === 0) throw notFound();
}
