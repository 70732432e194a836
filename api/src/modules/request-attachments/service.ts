/**
 * Files of FILE fields (spec 001 §5). The browser sends the file as soon as it is picked, for
 * one field of one product; the request then names it (`attachments`, by field) and claims it
 * in the transaction that creates the request, so a file belongs to one request, of its own user.
 */
import type { NewRequestInput, RequestAttachment } from '@portal/contracts/api/requests';
import { ORDERING_MESSAGES } from '@portal/contracts/messages';
import { fieldProblem, type RequestFormField } from '@portal/contracts/request-form';
import type { TenantId } from '../../db/tenant-id.ts';
import type { Queryable } from '../../db/database.ts';
import { conflict, invalid, notFound } from '../../domain-error.ts';
import type { TransferredFile } from '../../http/file-transfer.ts';
import type { Caller } from '../../plugins/tenant.ts';
import { claimAttachment, findRequestAttachment, insertAttachment, pruneUnclaimed } from './repository.ts';
import { accountOfUser, findOrderableProduct, findUserRequest, requestFormFields } from '../requests/reads.ts';
import { orderFormCode } from '../processings/service.ts';

/** Uploads waiting for their request, per user: enough for any form, not a file store. */
export { MAX_UNCLAIMED_ATTACHMENTS } from '@portal/contracts/catalogue';
import { MAX_UNCLAIMED_ATTACHMENTS } from '@portal/contracts/catalogue';

/** The FILE field of the form the caller's client fills for an orderable product, for either subject type. */
async function fileFieldOf(db: Queryable, who: Caller, productId: number, fieldCode: string) {
  const { tenantId } = who;
  const product =
    (await findOrderableProduct(db, tenantId, productId, 'PG')) ??
    (await findOrderableProduct(db, tenantId, productId, 'PF'));
  const account = await accountOfUser(db, tenantId, who.userId);
  if (!product || !account) throw invalid(ORDERING_MESSAGES.productNotOrderable, 'productId');
  const formCode = await orderFormCode(db, tenantId, account.clientId, product);
  const fields = formCode ? await requestFormFields(db, tenantId, formCode) : [];
  const field = fields.find((each) => each.fieldCode === fieldCode && each.type === 'FILE');
  if (!field) throw invalid(ORDERING_MESSAGES.attachmentNotFileField, 'fieldCode');
  return field;
}

/** Keeps a file picked for a FILE field, checked against the field's extensions. */
export async function uploadAttachment(
  db: Queryable,
  who: Caller,
  target: { productId: number; fieldCode: string },
  file: TransferredFile,
): Promise<RequestAttachment> {
  const field = await fileFieldOf(db, who, target.productId, target.fieldCode);
  const problem = fieldProblem(field, file.fileName);
  if (problem) throw invalid(problem, 'file');
  if ((await pruneUnclaimed(db, who.tenantId, who.userId)) >= MAX_UNCLAIMED_ATTACHMENTS) {
    throw conflict(ORDERING_MESSAGES.attachmentTooMany);
  }
  return insertAttachment(db, { tenantId: who.tenantId, userId: who.userId, ...target, file });
}

/**
 * Inside the request's transaction: every filled FILE field names an upload of this user for
 * this product and field, under the file name the form carries; each is given to the request.
 */
export async function claimRequestAttachments(
  tx: Queryable,
  claim: { tenantId: TenantId; userId: number; productId: number; requestId: number },
  fields: readonly RequestFormField[],
  input: NewRequestInput,
): Promise<void> {
  for (const field of fields) {
    const fileName = input.formParams[field.fieldCode];
    if (field.type !== 'FILE' || typeof fileName !== 'string' || fileName.trim() === '') continue;
    const id = input.attachments?.[field.fieldCode];
    const claimed =
      id !== undefined && (await claimAttachment(tx, { ...claim, fieldCode: field.fieldCode, id, fileName }));
    if (!claimed) throw invalid(ORDERING_MESSAGES.attachmentMissing(field.name), `attachments.${field.fieldCode}`);
  }
}

/** A file of one of the caller's requests. */
export async function requestAttachment(
  db: Queryable,
  who: Caller,
  requestId: number,
  attachmentId: string,
): Promise<TransferredFile> {
  const request = await findUserRequest(db, who.tenantId, who.userId, requestId);
  const file = request && (await findRequestAttachment(db, who.tenantId, requestId, attachmentId));
  if (!file) throw notFound(ORDERING_MESSAGES.requestNotFound);
  return file;
}
