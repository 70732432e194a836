import type { Form as ContractForm, NewFormInput } from '@portal/contracts/api/forms';
import type { PageOf } from '@portal/contracts/api/schema';
import type { Queryable } from '../db/database.ts';
import { conflict, notFound as missing } from '../domain-error.ts';
import {
  CATALOGUE_MESSAGES,
  badRequest,
  normalizeCode,
  notFound,
  pgCode,
  requiredText,
  splitList,
  staleOrMissing,
} from './catalogue.ts';
import type { TenantId } from './tenant-id.ts';
import { containsPattern, findPage, type PageRequest } from '../db/paging.ts';

/** Validators a form can ask for before a request is confirmed (spec 001 §4). */
export const FORM_VALIDATORS = [
  { value: 'CF_COERENTE', label: 'Coerenza del codice fiscale con nome e cognome' },
  { value: 'RICHIESTA_UNICA', label: 'Richiesta unica' },
  { value: 'MONITORAGGIO_UNICO', label: 'Richiesta di monitoraggio unica' },
  { value: 'CATASTO_UNICO', label: 'Soggetto catastale unico' },
] as const;
const VALIDATOR_CODES = new Set<string>(FORM_VALIDATORS.map((validator) => validator.value));

/** Form (spec 002 §3). */
export type Form = ContractForm;

/** What POST and PUT accept (the version is required by PUT's schema). */
export type FormInput = NewFormInput;

const FORM_COLUMNS = `fo.form_code AS "formCode", fo.description, fo.validatore,
  es.file_name AS "exampleSheet",
  (SELECT count(*)::int FROM form_fields ff WHERE ff.tenant_id = fo.tenant_id AND ff.field_form = fo.form_code) AS "fieldCount",
  fo.version`;
const FORM_FROM = `forms fo LEFT JOIN form_example_sheets es ON es.tenant_id = fo.tenant_id AND es.form_code = fo.form_code`;

type FormRow = Omit<Form, 'validatoreList'>;

function toForm(row: FormRow): Form {
  return { ...row, validatoreList: splitList(row.validatore) };
}

export async function listForms(db: Queryable, tenantId: TenantId, query: PageRequest): Promise<PageOf<Form>> {
  const search = query.search?.trim() ?? '';
  const where = `fo.tenant_id = $1 AND ($2 = '' OR fo.form_code ILIKE $3 OR fo.description ILIKE $3)`;
  const params = [tenantId, search, containsPattern(search)];
  return findPage(db, { select: FORM_COLUMNS, from: FORM_FROM, where, orderBy: 'fo.form_code', params }, query, toForm);
}

export async function availableForms(db: Queryable, tenantId: TenantId, search = ''): Promise<Form[]> {
  const text = search.trim();
  const rows = await db.query<FormRow & Record<string, unknown>>(
    `SELECT ${FORM_COLUMNS} FROM ${FORM_FROM}
     WHERE fo.tenant_id = $1 AND ($2 = '' OR fo.form_code ILIKE $3 OR fo.description ILIKE $3)
     ORDER BY fo.form_code`,
    [tenantId, text, containsPattern(text)],
  );
  return rows.map(toForm);
}

export async function getForm(db: Queryable, tenantId: TenantId, formCode: string): Promise<Form> {
  const rows = await db.query<FormRow & Record<string, unknown>>(
    `SELECT ${FORM_COLUMNS} FROM ${FORM_FROM} WHERE fo.tenant_id = $1 AND fo.form_code = $2`,
    [tenantId, formCode.trim().toUpperCase()],
  );
  if (rows.length === 0) throw notFound();
  return toForm(rows[0]);
}

export async function isFormCodeAvailable(db: Queryable, tenantId: TenantId, formCode: string): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM forms WHERE tenant_id = $1 AND upper(form_code) = upper($2)`, [
    tenantId,
    formCode.trim(),
  ]);
  return rows.length === 0;
}

function normalizeForm(input: FormInput) {
  const list =
    input.validatore !== undefined && input.validatore !== null
      ? splitList(input.validatore)
      : [...new Set((input.validatoreList ?? []).map((code) => code.trim()).filter(Boolean))];
  for (const code of list) {
    if (!VALIDATOR_CODES.has(code)) throw badRequest(CATALOGUE_MESSAGES.invalidFormValidator(code), 'validatore');
  }
  return {
    formCode: normalizeCode(input.formCode, 'formCode'),
    description: requiredText(input.description, 'description'),
    validatore: list.length ? list.join(',') : null,
  };
}

export async function createForm(db: Queryable, tenantId: TenantId, input: FormInput): Promise<Form> {
  const values = normalizeForm(input);
  const taken = () => conflict(CATALOGUE_MESSAGES.formCodeTaken, { field: 'formCode' });
  if (!(await isFormCodeAvailable(db, tenantId, values.formCode))) throw taken();
  try {
    await db.query(`INSERT INTO forms (tenant_id, form_code, description, validatore) VALUES ($1, $2, $3, $4)`, [
      tenantId,
      values.formCode,
      values.description,
      values.validatore,
    ]);
  } catch (error) {
    if (pgCode(error) === '23505') throw taken();
    throw error;
  }
  return getForm(db, tenantId, values.formCode);
}

export async function updateForm(db: Queryable, tenantId: TenantId, input: FormInput): Promise<Form> {
  const values = normalizeForm(input);
  const updated = await db.query(
    `UPDATE forms SET description = $4, validatore = $5, version = version + 1, updated_at = now()
     WHERE tenant_id = $1 AND form_code = $2 AND version = $3 RETURNING form_code`,
    [tenantId, values.formCode, input.version, values.description, values.validatore],
  );
  if (updated.length === 0) {
    await staleOrMissing(db, `SELECT version FROM forms WHERE tenant_id = $1 AND form_code = $2`, [
      tenantId,
      values.formCode,
    ]);
  }
  return getForm(db, tenantId, values.formCode);
}

export interface ExampleSheet {
  fileName: string;
  contentType: string;
  size: number;
  data: Uint8Array;
}

/** Stores (or replaces) the form's example sheet. */
export async function saveExampleSheet(
  db: Queryable,
  tenantId: TenantId,
  formCode: string,
  sheet: ExampleSheet,
  userId: number,
): Promise<Form> {
  const form = await getForm(db, tenantId, formCode);
  await db.query(
    `INSERT INTO form_example_sheets (tenant_id, form_code, file_name, content_type, size, data, uploaded_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (tenant_id, form_code) DO UPDATE SET file_name = EXCLUDED.file_name,
       content_type = EXCLUDED.content_type, size = EXCLUDED.size, data = EXCLUDED.data,
       uploaded_by = EXCLUDED.uploaded_by, uploaded_at = now()`,
    [tenantId, form.formCode, sheet.fileName, sheet.contentType, sheet.size, sheet.data, userId],
  );
  return getForm(db, tenantId, form.formCode);
}

export async function getExampleSheet(db: Queryable, tenantId: TenantId, formCode: string): Promise<ExampleSheet> {
  const form = await getForm(db, tenantId, formCode);
  const rows = await db.query<ExampleSheet & Record<string, unknown>>(
    `SELECT file_name AS "fileName", content_type AS "contentType", size, data
     FROM form_example_sheets WHERE tenant_id = $1 AND form_code = $2`,
    [tenantId, form.formCode],
  );
  if (rows.length === 0) throw missing(CATALOGUE_MESSAGES.exampleSheetMissing);
  return rows[0];
}

export async function deleteExampleSheet(db: Queryable, tenantId: TenantId, formCode: string): Promise<Form> {
  const form = await getForm(db, tenantId, formCode);
  const deleted = await db.query(
    `DELETE FROM form_example_sheets WHERE tenant_id = $1 AND form_code = $2 RETURNING form_code`,
    [tenantId, form.formCode],
  );
  if (deleted.length === 0) throw missing(CATALOGUE_MESSAGES.exampleSheetMissing);
  return getForm(db, tenantId, form.formCode);
}
