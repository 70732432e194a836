/**
 * The rules of a form's fields (spec 002 §2.4, §4): a field once per form, the defaults of a
 * new link (last order + 1, group 0, dimension 2), the optimistic lock, and saving a whole new
 * order in one transaction. Returns results or throws domain errors; the SQL is the repository's.
 */
import type { NewFormFieldInput } from '@portal/contracts/api/forms';
import { CATALOGUE_MESSAGES, notFound, stale } from '../../catalogue-rules.ts';
import type { TenantId } from '../../db/tenant-id.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { conflict } from '../../domain-error.ts';
import {
  deleteLink,
  findFormField,
  insertLink,
  linkVersion,
  linksOfForm,
  updateLinkVersion,
  type FormField,
} from './repository.ts';
import { getField } from '../fields/service.ts';
import { getForm } from '../forms/service.ts';
import { optionalText } from '../../text-rules.ts';

type LinkInput = NewFormFieldInput;

/** The links of one form in display order (404 for a form of another tenant). */
export async function fieldsOfForm(db: Queryable, tenantId: TenantId, formCode: string): Promise<FormField[]> {
  const form = await getForm(db, tenantId, formCode);
  return linksOfForm(db, tenantId, form.formCode);
}

export async function getFormField(
  db: Queryable,
  tenantId: TenantId,
  fieldCode: string,
  fieldform: string,
): Promise<FormField> {
  const link = await findFormField(db, tenantId, fieldCode, fieldform);
  if (!link) throw notFound();
  return link;
}

export async function createFormField(db: Queryable, tenantId: TenantId, input: LinkInput): Promise<FormField> {
  const form = await getForm(db, tenantId, input.id.fieldform);
  const field = await getField(db, tenantId, input.id.fieldCode);
  const inserted = await insertLink(db, tenantId, form.formCode, field.fieldCode, {
    obligatory: input.obligatory ?? false,
    subjectType: input.subjectType ?? 'ANY',
    order: input.order ?? null,
    dimension: input.dimension ?? 2,
    newRiga: input.newRiga ?? false,
    group: input.group ?? 0,
    options: optionalText(input.options),
  });
  if (!inserted) throw conflict(CATALOGUE_MESSAGES.fieldAlreadyInForm, { field: 'id.fieldCode' });
  return getFormField(db, tenantId, field.fieldCode, form.formCode);
}

/** What is not sent keeps its value; 404 for an unknown link, 409 when someone saved in between. */
async function updateLink(db: Queryable, tenantId: TenantId, input: LinkInput): Promise<void> {
  const current = await getFormField(db, tenantId, input.id.fieldCode, input.id.fieldform);
  const saved = await updateLinkVersion(db, tenantId, current.id, input.version ?? 0, {
    obligatory: input.obligatory ?? current.obligatory,
    subjectType: input.subjectType ?? current.subjectType,
    order: input.order ?? current.order,
    dimension: input.dimension ?? current.dimension,
    newRiga: input.newRiga ?? current.newRiga,
    group: input.group ?? current.group,
    options: input.options === undefined ? (current.options ?? null) : optionalText(input.options),
  });
  if (!saved) {
    const version = await linkVersion(db, tenantId, current.id);
    throw version === null ? notFound() : stale(version);
  }
}

export async function updateFormField(db: Queryable, tenantId: TenantId, input: LinkInput): Promise<FormField> {
  await updateLink(db, tenantId, input);
  return getFormField(db, tenantId, input.id.fieldCode, input.id.fieldform);
}

/**
 * Saves a list of links at once (the new order after a drag, with the per-link settings):
 * all or nothing; a stale version anywhere cancels the whole save.
 */
export async function updateFormFields(db: Database, tenantId: TenantId, inputs: LinkInput[]): Promise<FormField[]> {
  const forms = [...new Set(inputs.map((input) => input.id.fieldform.trim().toUpperCase()))];
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
  if (!(await deleteLink(db, tenantId, fieldCode, fieldform))) throw notFound();
}

// The module's reads, for its routes: a route imports its service only.
export { CATALOGUE_MESSAGES, badRequest } from '../../catalogue-rules.ts';
export { allFormFields, listFormFields } from './repository.ts';
