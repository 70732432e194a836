/**
 * The forms and their example sheets (spec 002 §3): SQL only. Reads return rows or `null`;
 * writes say whether they happened. Rules live in ./service.ts.
 */
import type { Form } from '@portal/contracts/api/forms';
import type { PageOf } from '@portal/contracts/api/schema';
import { pgCode, splitList } from '../../catalogue-rules.ts';
import type { TenantId } from '../../db/tenant-id.ts';
import type { Queryable } from '../../db/database.ts';
import { containsPattern, findPage, type PageRequest, searchTerms } from '../../db/paging.ts';
import { rowVersion } from '../../db/row-version.ts';

export type { Form };

/** What is stored of a form, after the service's rules. */
export interface FormValues {
  formCode: string;
  description: string;
  validatore: string | null;
}

export interface ExampleSheet {
  fileName: string;
  contentType: string;
  size: number;
  data: Uint8Array;
}

const FORM_COLUMNS = `fo.form_code AS "formCode", fo.description, fo.validatore,
  es.file_name AS "exampleSheet",
  (SELECT count(*)::int FROM form_fields ff WHERE ff.tenant_id = fo.tenant_id AND ff.field_form = fo.form_code) AS "fieldCount",
  fo.version`;
const FORM_FROM = `forms fo LEFT JOIN form_example_sheets es ON es.tenant_id = fo.tenant_id AND es.form_code = fo.form_code`;
const MATCHES = `($2 = '' OR fo.form_code ILIKE $3 OR fo.description ILIKE $3)`;

type FormRow = Omit<Form, 'validatoreList'>;

function toForm(row: FormRow): Form {
  return { ...row, validatoreList: splitList(row.validatore) };
}

export function listForms(db: Queryable, tenantId: TenantId, query: PageRequest): Promise<PageOf<Form>> {
  return findPage(
    db,
    {
      select: FORM_COLUMNS,
      from: FORM_FROM,
      where: `fo.tenant_id = $1 AND ${MATCHES}`,
      orderBy: 'fo.form_code',
      params: [tenantId, ...searchTerms(query.search)],
    },
    query,
    toForm,
  );
}

export async function allForms(db: Queryable, tenantId: TenantId, search = ''): Promise<Form[]> {
  const text = search.trim();
  const rows = await db.query<FormRow & Record<string, unknown>>(
    `SELECT ${FORM_COLUMNS} FROM ${FORM_FROM} WHERE fo.tenant_id = $1 AND ${MATCHES} ORDER BY fo.form_code`,
    [tenantId, text, containsPattern(text)],
  );
  return rows.map(toForm);
}

export async function findForm(db: Queryable, tenantId: TenantId, formCode: string): Promise<Form | null> {
  const [row] = await db.query<FormRow & Record<string, unknown>>(
    `SELECT ${FORM_COLUMNS} FROM ${FORM_FROM} WHERE fo.tenant_id = $1 AND fo.form_code = $2`,
    [tenantId, formCode.trim().toUpperCase()],
  );
  return row ? toForm(row) : null;
}

/** Codes are unique per tenant without regard to case. */
export async function isFormCodeFree(db: Queryable, tenantId: TenantId, formCode: string): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM forms WHERE tenant_id = $1 AND upper(form_code) = upper($2)`, [
    tenantId,
    formCode.trim(),
  ]);
  return rows.length === 0;
}

/** `false` when the code was taken meanwhile (the unique index decides). */
export async function insertForm(db: Queryable, tenantId: TenantId, values: FormValues): Promise<boolean> {
  try {
    await db.query(`INSERT INTO forms (tenant_id, form_code, description, validatore) VALUES ($1, $2, $3, $4)`, [
      tenantId,
      values.formCode,
      values.description,
      values.validatore,
    ]);
    return true;
  } catch (error) {
    if (pgCode(error) === '23505') return false;
    throw error;
  }
}

/** `false` when no form has this code and version. */
export async function updateFormVersion(
  db: Queryable,
  tenantId: TenantId,
  values: FormValues,
  version: number,
): Promise<boolean> {
  const updated = await db.query(
    `UPDATE forms SET description = $4, validatore = $5, version = version + 1, updated_at = now()
     WHERE tenant_id = $1 AND form_code = $2 AND version = $3 RETURNING form_code`,
    [tenantId, values.formCode, version, values.description, values.validatore],
  );
  return updated.length > 0;
}

export function formVersion(db: Queryable, tenantId: TenantId, formCode: string): Promise<number | null> {
  return rowVersion(db, 'forms', tenantId, formCode);
}

/** Stores (or replaces) the form's example sheet. */
export async function upsertExampleSheet(
  db: Queryable,
  tenantId: TenantId,
  formCode: string,
  sheet: ExampleSheet,
  userId: number,
): Promise<void> {
  await db.query(
    `INSERT INTO form_example_sheets (tenant_id, form_code, file_name, content_type, size, data, uploaded_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (tenant_id, form_code) DO UPDATE SET file_name = EXCLUDED.file_name,
       content_type = EXCLUDED.content_type, size = EXCLUDED.size, data = EXCLUDED.data,
       uploaded_by = EXCLUDED.uploaded_by, uploaded_at = now()`,
    [tenantId, formCode, sheet.fileName, sheet.contentType, sheet.size, sheet.data, userId],
  );
}

export async function findExampleSheet(
  db: Queryable,
  tenantId: TenantId,
  formCode: string,
): Promise<ExampleSheet | null> {
  const [row] = await db.query<ExampleSheet & Record<string, unknown>>(
    `SELECT file_name AS "fileName", content_type AS "contentType", size, data
     FROM form_example_sheets WHERE tenant_id = $1 AND form_code = $2`,
    [tenantId, formCode],
  );
  return row ?? null;
}

/** `false` when the form had no sheet. */
export async function deleteExampleSheetRow(db: Queryable, tenantId: TenantId, formCode: string): Promise<boolean> {
  const deleted = await db.query(
    `DELETE FROM form_example_sheets WHERE tenant_id = $1 AND form_code = $2 RETURNING form_code`,
    [tenantId, formCode],
  );
  return deleted.length > 0;
}
