/**
 * The rules of a form (spec 002 §2.3, §4, §5): code format and uniqueness, known validators,
 * the optimistic lock, one example sheet. Returns results or throws domain errors; the SQL is
 * the repository's.
 */
import type { NewFormInput } from '@portal/contracts/api/forms';
import { FORM_VALIDATORS } from '@portal/contracts/catalogue';
import { CATALOGUE_MESSAGES, badRequest, normalizeCode, notFound, splitList, stale } from '../../catalogue-rules.ts';
import type { TenantId } from '../../db/tenant-id.ts';
import type { Queryable } from '../../db/database.ts';
import { conflict, notFound as missing } from '../../domain-error.ts';
import {
  deleteExampleSheetRow,
  findExampleSheet,
  findForm,
  formVersion,
  insertForm,
  isFormCodeFree,
  updateFormVersion,
  upsertExampleSheet,
  type ExampleSheet,
  type Form,
  type FormValues,
} from './repository.ts';
import { requiredText } from '../../text-rules.ts';

const VALIDATOR_CODES = new Set<string>(FORM_VALIDATORS.map((validator) => validator.value));

export async function getForm(db: Queryable, tenantId: TenantId, formCode: string): Promise<Form> {
  const form = await findForm(db, tenantId, formCode);
  if (!form) throw notFound();
  return form;
}

/** The validators travel comma-joined (`validatore`) or as a list; only known codes are kept. */
function normalizeForm(input: NewFormInput): FormValues {
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

const codeTaken = () => conflict(CATALOGUE_MESSAGES.formCodeTaken, { field: 'formCode' });

export async function createForm(db: Queryable, tenantId: TenantId, input: NewFormInput): Promise<Form> {
  const values = normalizeForm(input);
  if (!(await isFormCodeFree(db, tenantId, values.formCode))) throw codeTaken();
  if (!(await insertForm(db, tenantId, values))) throw codeTaken();
  return getForm(db, tenantId, values.formCode);
}

/** Saves over the version read: 404 when the form is not the tenant's, 409 when someone saved in between. */
export async function updateForm(
  db: Queryable,
  tenantId: TenantId,
  input: NewFormInput & { version: number },
): Promise<Form> {
  const values = normalizeForm(input);
  if (!(await updateFormVersion(db, tenantId, values, input.version))) {
    const current = await formVersion(db, tenantId, values.formCode);
    throw current === null ? notFound() : stale(current);
  }
  return getForm(db, tenantId, values.formCode);
}

export type { ExampleSheet };

export async function saveExampleSheet(
  db: Queryable,
  tenantId: TenantId,
  formCode: string,
  sheet: ExampleSheet,
  userId: number,
): Promise<Form> {
  const form = await getForm(db, tenantId, formCode);
  await upsertExampleSheet(db, tenantId, form.formCode, sheet, userId);
  return getForm(db, tenantId, form.formCode);
}

export async function getExampleSheet(db: Queryable, tenantId: TenantId, formCode: string): Promise<ExampleSheet> {
  const form = await getForm(db, tenantId, formCode);
  const sheet = await findExampleSheet(db, tenantId, form.formCode);
  if (!sheet) throw missing(CATALOGUE_MESSAGES.exampleSheetMissing);
  return sheet;
}

export async function deleteExampleSheet(db: Queryable, tenantId: TenantId, formCode: string): Promise<Form> {
  const form = await getForm(db, tenantId, formCode);
  if (!(await deleteExampleSheetRow(db, tenantId, form.formCode)))
    throw missing(CATALOGUE_MESSAGES.exampleSheetMissing);
  return getForm(db, tenantId, form.formCode);
}

// The module's reads, for its routes: a route imports its service only.
export { CATALOGUE_MESSAGES } from '../../catalogue-rules.ts';
export { allForms, isFormCodeFree, listForms } from './repository.ts';
