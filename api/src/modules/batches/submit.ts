/**
 * Submitting a checked file as one batch (spec 001 §3: idLotto). All or nothing: the debit of
 * the total, the batch, its requests with their movements, its rows and the check's move to
 * 'submitted' are one transaction; not enough credit writes nothing, and a check is submitted
 * once (its state moves from loaded, and request_batches.check_id is unique).
 *
 * massiveUploadSplit: true, each row becomes its own request (its own movement, status and
 * result); false, the rows travel as one request with many subjects, at the price of one
 * subject times the rows. Rows whose only errors are skippable are left out; a blocking error
 * refuses the whole file. The rows are checked again first: time has passed since the check.
 */
import type { BatchCreated, BatchSubmitInput } from '@portal/contracts/api/batches';
import { BATCH_MESSAGES, ORDERING_MESSAGES } from '@portal/contracts/messages';
import { writeAudit } from '../permission-management/reads.ts';
import { conflict, notFound } from '../../domain-error.ts';
import type { Caller } from '../../plugins/tenant.ts';
import { findCheck, insertBatch, setCheckState, type BatchRowInput } from './reads.ts';
import { monitorSubject } from '../portfolio/reads.ts';
import { debitClient, formValidators, priceFor } from '../requests/reads.ts';
import { batchProduct, batchTotal, type BatchDeps } from './checks.ts';
import { checkRow, formParamsOf, registryNames, rowSubject } from './rows.ts';
import { startingState } from '../requests/service.ts';
import { alertLowBalance } from '../credit/service.ts';

/** A check may be submitted within an hour of its upload. */
export const CHECK_VALID_SECONDS = 3600;

const STATE_REFUSALS = {
  staging: BATCH_MESSAGES.checkNotReady,
  cancelled: BATCH_MESSAGES.checkCancelled,
  submitted: BATCH_MESSAGES.checkSubmitted,
  failed: BATCH_MESSAGES.checkExpired,
} as const;

export async function submitBatch(deps: BatchDeps, who: Caller, input: BatchSubmitInput): Promise<BatchCreated> {
  const { db } = deps;
  const { tenantId, userId } = who;
  const check = await findCheck(db, tenantId, userId, input.checkId);
  if (!check) throw notFound(BATCH_MESSAGES.checkNotFound);
  if (check.state !== 'loaded') throw conflict(STATE_REFUSALS[check.state]);
  if (check.age > CHECK_VALID_SECONDS) throw conflict(BATCH_MESSAGES.checkExpired);
  const target = await batchProduct(deps, who, { productId: check.productId, subjectType: check.subjectType });
  const { product } = target;
  const context = {
    db,
    tenantId,
    clientId: target.clientId,
    productId: product.id,
    subjectType: check.subjectType,
    fields: target.fields,
    validators: target.formCode ? await formValidators(db, tenantId, target.formCode) : [],
  };

  const rows = [];
  for (const row of check.rows) {
    const errors = await checkRow(context, row);
    const blocking = errors.some((error) => error.type === 'ERROR' && !error.skippable);
    // The customer may leave the rows in error out and send the rest, as the check showed them.
    if (blocking && !input.excludeBlocking) throw conflict(BATCH_MESSAGES.blockingRows, { row: row.row });
    if (errors.some((error) => error.type === 'ERROR')) continue;
    rows.push(row);
  }
  if (rows.length === 0) throw conflict(BATCH_MESSAGES.noRowsToSubmit);

  const subjects = rows.map((row) => rowSubject(context, row.values));
  const names = await registryNames(
    db,
    tenantId,
    subjects.map((subject) => subject.code).filter((code): code is string => code !== null),
  );
  const batchRows: BatchRowInput[] = rows.map((row, index) => ({
    row: row.row,
    subjectCode: subjects[index].code,
    subjectName: (subjects[index].code && names.get(subjects[index].code!)) || subjects[index].name,
    formParams: formParamsOf(target.fields, row.values).params,
  }));
  const unitPrice = await priceFor(db, tenantId, { clientId: target.clientId, userId }, product.id);
  const total = batchTotal(unitPrice, batchRows.length);
  const split = product.massiveUploadSplit;
  // As a single request: an offline one of a user subject to approval waits for an approver.
  const { status, due } = await startingState(db, who, product, deps.now());
  const actingAdminId = who.act ? Number(who.act.sub) : null;

  const created = await db.transaction(async (tx) => {
    const credit = await debitClient(tx, tenantId, target.clientId, total);
    if (credit === null) throw conflict(ORDERING_MESSAGES.insufficientCredit, { total, credit: target.credit });
    if (!(await setCheckState(tx, check.id, ['loaded'], 'submitted'))) throw conflict(BATCH_MESSAGES.checkSubmitted);
    const written = await insertBatch(tx, {
      tenantId,
      clientId: target.clientId,
      userId,
      actingAdminId,
      productId: product.id,
      lineId: product.lineId,
      subjectType: check.subjectType,
      fileName: check.fileName,
      checkId: check.id,
      split,
      price: split ? unitPrice : total,
      total,
      creditAfter: credit,
      status,
      dueDate: due,
      description: `${product.fullProductCode} - ${product.description} (da file)`,
      rows: batchRows,
    });
    if (product.monitoringMonths !== null) {
      for (const [index, row] of batchRows.entries()) {
        if (!row.subjectCode) continue;
        await monitorSubject(tx, {
          tenantId,
          clientId: target.clientId,
          subjectCode: row.subjectCode,
          subjectName: row.subjectName,
          subjectType: check.subjectType,
          months: product.monitoringMonths,
          requestId: written.requestIds[split ? index : 0],
        });
      }
    }
    await writeAudit(tx, {
      tenantId,
      userId,
      actorId: actingAdminId ?? userId,
      action: 'batch-created',
      details: { batchId: written.batchId, productId: product.id, rows: batchRows.length, total },
    });
    return { ...written, credit };
  });
  // A batch's debit alerts as a single request's does.
  await alertLowBalance(deps, tenantId, target.clientId, { credit: created.credit, price: total });
  return {
    idLotto: created.batchId,
    rimaRequest: { idMovContab: created.movementIds[0], idRichiesta: created.requestIds[0] },
    requests: created.requestIds.length,
    subjects: batchRows.length,
    total,
    credit: created.credit,
  };
}
