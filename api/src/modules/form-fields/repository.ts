/**
 * The links between forms and fields (spec 002 §3, FormField): SQL only. Reads return rows or
 * `null`; writes say whether they happened. Rules live in ./service.ts.
 */
import type { FormField } from '@portal/contracts/api/forms';
import type { PageOf } from '@portal/contracts/api/schema';
import { pgCode, splitList } from '../../catalogue-rules.ts';
import type { TenantId } from '../../db/tenant-id.ts';
import type { Queryable } from '../../db/database.ts';
import { findPage, type PageRequest, searchTerms } from '../../db/paging.ts';
import { rowVersion } from '../../db/row-version.ts';

export type { FormField };

/** A link's own settings, as stored. */
export interface LinkValues {
  obligatory: boolean;
  subjectType: FormField['subjectType'];
  order: number | null;
  dimension: number;
  newRiga: boolean;
  group: number;
  options: string | null;
}

/** A link's settings as query parameters, in the order the writes below name their columns. */
const linkParams = (values: LinkValues) => [
  values.obligatory,
  values.subjectType,
  values.order,
  values.dimension,
  values.newRiga,
  values.group,
  values.options,
];

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
    obligatory: row.obligatory,
    subjectType: row.subjectType,
    order: row.order,
    dimension: row.dimension,
    newRiga: row.newRiga,
    group: row.group,
    options: row.options ?? null,
    version: row.version,
  };
}

const upper = (code: string) => code.trim().toUpperCase();

/** The links of one form in display order. */
export async function linksOfForm(db: Queryable, tenantId: TenantId, formCode: string): Promise<FormField[]> {
  const rows = await db.query<LinkRow>(
    `SELECT ${LINK_COLUMNS} FROM ${LINK_FROM} WHERE ff.tenant_id = $1 AND ff.field_form = $2 ORDER BY ${LINK_ORDER}`,
    [tenantId, upper(formCode)],
  );
  return rows.map(toFormField);
}

export function listFormFields(
  db: Queryable,
  tenantId: TenantId,
  query: PageRequest & { formCode?: string },
): Promise<PageOf<FormField>> {
  const where = `ff.tenant_id = $1 AND ($2 = '' OR ff.field_code ILIKE $3 OR ff.field_form ILIKE $3 OR f.name ILIKE $3)
    AND ($4::text IS NULL OR ff.field_form = $4)`;
  const params = [tenantId, ...searchTerms(query.search), query.formCode ? upper(query.formCode) : null];
  return findPage(
    db,
    { select: LINK_COLUMNS, from: LINK_FROM, where, orderBy: LINK_ORDER, params },
    query,
    toFormField,
  );
}

/** Every link of the tenant, of one form or of one field. */
export async function allFormFields(
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

export async function findFormField(
  db: Queryable,
  tenantId: TenantId,
  fieldCode: string,
  fieldform: string,
): Promise<FormField | null> {
  const [row] = await db.query<LinkRow>(
    `SELECT ${LINK_COLUMNS} FROM ${LINK_FROM} WHERE ff.tenant_id = $1 AND ff.field_code = $2 AND ff.field_form = $3`,
    [tenantId, upper(fieldCode), upper(fieldform)],
  );
  return row ? toFormField(row) : null;
}

/** `false` when the form holds the field already (the primary key decides); order null = last + 1. */
export async function insertLink(
  db: Queryable,
  tenantId: TenantId,
  formCode: string,
  fieldCode: string,
  values: LinkValues,
): Promise<boolean> {
  try {
    await db.query(
      `INSERT INTO form_fields (tenant_id, field_form, field_code, obligatory, subject_type, ord, dimension, new_riga, grp, options)
       VALUES ($1, $2::varchar, $3, $4, $5,
         COALESCE($6::int, (SELECT COALESCE(max(ord), 0) + 1 FROM form_fields WHERE tenant_id = $1 AND field_form = $2::varchar)),
         $7, $8, $9, $10)`,
      [tenantId, formCode, fieldCode, ...linkParams(values)],
    );
    return true;
  } catch (error) {
    if (pgCode(error) === '23505') return false;
    throw error;
  }
}

/** `false` when no link has this key and version. */
export async function updateLinkVersion(
  db: Queryable,
  tenantId: TenantId,
  id: FormField['id'],
  version: number,
  values: LinkValues & { order: number },
): Promise<boolean> {
  const updated = await db.query(
    `UPDATE form_fields SET obligatory = $5, subject_type = $6, ord = $7, dimension = $8, new_riga = $9, grp = $10,
       options = $11, version = version + 1
     WHERE tenant_id = $1 AND field_code = $2 AND field_form = $3 AND version = $4 RETURNING field_code`,
    [tenantId, id.fieldCode, id.fieldform, version, ...linkParams(values)],
  );
  return updated.length > 0;
}

export function linkVersion(db: Queryable, tenantId: TenantId, id: FormField['id']): Promise<number | null> {
  return rowVersion(db, 'form_fields', tenantId, id.fieldCode, id.fieldform);
}

/** `false` when there was no such link. */
export async function deleteLink(db: Queryable, tenantId: TenantId, fieldCode: string, fieldform: string) {
  const deleted = await db.query(
    `DELETE FROM form_fields WHERE tenant_id = $1 AND field_code = $2 AND field_form = $3 RETURNING field_code`,
    [tenantId, upper(fieldCode), upper(fieldform)],
  );
  return deleted.length > 0;
}
