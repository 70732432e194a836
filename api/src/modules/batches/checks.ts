/**
 * Checking a batch file (spec 001 §2.1, §3, §8). The upload is read at once (its limits are
 * refused with their message, nothing kept); when its columns do not all match the form, the
 * answer is the mapping step; otherwise the check is stored (state staging) and its rows are
 * checked in the background, the progress pushed on the uploader's live channel every few rows.
 * The state lives in the database, so a page that reconnects reads where the check is, and only
 * the user who uploaded may read it, cancel it or submit it.
 */
import { randomUUID } from 'node:crypto';
import type {
  BatchCheck,
  BatchCheckRow,
  BatchMappingInput,
  BatchProductFiles,
  BatchProductQuery,
} from '@portal/contracts/api/batches';
import type { OrderFormField } from '@portal/contracts/api/ordering';
import type { ProductFileKind } from '@portal/contracts/catalogue';
import { BATCH_MESSAGES, CATALOGUE_MESSAGES, ORDERING_MESSAGES } from '@portal/contracts/messages';
import { fieldsForSubject } from '@portal/contracts/request-form';
import type { Database } from '../../db/database.ts';
import { conflict, invalid, notFound } from '../../domain-error.ts';
import type { TransferredFile } from '../../http/file-transfer.ts';
import type { NotificationHub } from '../../notifications/live-hub.ts';
import type { Caller } from '../../plugins/tenant.ts';
import {
  findCheck,
  finishCheck,
  insertCheck,
  recordProgress,
  saveMapping,
  savedMapping,
  setCheckState,
  tidyChecks,
  type StoredCheck,
} from './reads.ts';
import { findProductFile, type StoredProductFile } from '../products/reads.ts';
import {
  accountOfUser,
  findOrderableProduct,
  formValidators,
  orderFormFields,
  priceFor,
  type OrderableProduct,
} from '../requests/reads.ts';
import { withSqlOptionsRun } from '../../sql-options/field-options.ts';
import { SheetError, sheetLimitsFor } from '../../spreadsheets/read-sheet.ts';
import type { SheetReader } from '../../spreadsheets/sheet-pool.ts';
import {
  checkRow,
  columnsComplete,
  fileFields,
  ignoredColumns,
  mapRow,
  recordsOf,
  registryNames,
  resolveColumns,
  rowSubject,
  type MappedRow,
} from './rows.ts';
import { orderingRules } from '../processings/service.ts';

/** Rows between two progress messages (and two progress writes). */
const PROGRESS_EVERY = 25;
/** The mapping step previews this many rows. */
const PREVIEW_ROWS = 25;

export interface BatchDeps {
  db: Database;
  hub: NotificationHub;
  now: () => Date;
  /** Reads the files, off the event loop. */
  sheets: SheetReader;
}

/** A product a file may order, for the caller's client, with the fields the file fills. */
export interface BatchProduct {
  product: OrderableProduct;
  clientId: number;
  credit: string;
  formCode: string | null;
  fields: OrderFormField[];
}

export async function batchProduct(deps: BatchDeps, who: Caller, query: BatchProductQuery): Promise<BatchProduct> {
  const { db } = deps;
  const product = await findOrderableProduct(db, who.tenantId, query.productId, query.subjectType);
  if (!product) throw invalid(ORDERING_MESSAGES.productNotOrderable, 'productId');
  if (!product.enableMassiveUpload || product.search) throw invalid(BATCH_MESSAGES.notMassive, 'productId');
  const account = await accountOfUser(db, who.tenantId, who.userId);
  if (!account) throw invalid(ORDERING_MESSAGES.productNotOrderable, 'productId');
  const { formCode, window } = await orderingRules(db, who.tenantId, account.clientId, product, deps.now());
  if (window && !window.open) throw conflict(window.message, { window });
  const all = formCode
    ? await withSqlOptionsRun(
        db,
        who.tenantId,
        fieldsForSubject(await orderFormFields(db, who.tenantId, formCode), query.subjectType),
      )
    : [];
  if (all.some((field) => field.type === 'FILE' && field.obligatory)) throw invalid(BATCH_MESSAGES.fileFieldsRequired);
  return { product, clientId: account.clientId, credit: account.credit, formCode, fields: fileFields(all) };
}

const cents = (euro: string) => BigInt(euro.replace('.', ''));
const euro = (value: bigint) => `${value / 100n}.${String(value % 100n).padStart(2, '0')}`;

/** What the rows cost: the price of each subject times the rows that become requests. */
export function batchTotal(unitPrice: string, subjects: number): string {
  return euro(cents(unitPrice) * BigInt(subjects));
}

/** The answer of a check, from what is stored (rows only once loaded). */
async function describe(deps: BatchDeps, who: Caller, stored: StoredCheck): Promise<BatchCheck> {
  const result = stored.state === 'loaded' || stored.state === 'submitted' ? (stored.result ?? []) : [];
  const hasBlocking = (row: BatchCheckRow) => row.errors.some((error) => error.type === 'ERROR' && !error.skippable);
  const isSkipped = (row: BatchCheckRow) =>
    !hasBlocking(row) && row.errors.some((error) => error.type === 'ERROR' && error.skippable);
  const blocking = result.filter(hasBlocking).length;
  const skipped = result.filter(isSkipped).length;
  const warnings = result.filter((row) => row.errors.some((error) => error.type === 'WARN')).length;
  const requests = result.length - blocking - skipped;
  const account = await accountOfUser(deps.db, who.tenantId, who.userId);
  const unitPrice = await priceFor(
    deps.db,
    who.tenantId,
    { clientId: account!.clientId, userId: who.userId },
    stored.productId,
  );
  return {
    id: stored.id,
    state: stored.state,
    productId: stored.productId,
    subjectType: stored.subjectType,
    fileName: stored.fileName,
    total: stored.total,
    checked: stored.checked,
    headers: stored.headers,
    columns: stored.columns,
    ignoredColumns: stored.ignoredColumns,
    preview: [],
    rows: result,
    blocking,
    warnings,
    skipped,
    requests,
    unitPrice,
    totalPrice: batchTotal(unitPrice, requests),
    credit: account!.credit,
    enough: cents(account!.credit) >= cents(batchTotal(unitPrice, requests)),
  };
}

/**
 * Reads the file and starts its check, or answers the mapping step when a required field has no
 * column. Bad files are a 400 with the reason; nothing is kept of them.
 */
export async function startCheck(
  deps: BatchDeps,
  who: Caller,
  query: BatchProductQuery,
  file: TransferredFile,
): Promise<BatchCheck> {
  const { db } = deps;
  const target = await batchProduct(deps, who, query);
  let sheet;
  try {
    // Files wait their client's turn: one client's files cannot hold every thread.
    const key = `${who.tenantId}:${target.clientId}`;
    sheet = await deps.sheets.read(key, file.fileName, file.data, sheetLimitsFor(target.fields.length));
  } catch (error) {
    if (error instanceof SheetError) throw invalid(error.message, 'file');
    throw error;
  }
  const saved = await savedMapping(db, who.tenantId, who.userId, query.productId, query.subjectType);
  const columns = resolveColumns(target.fields, sheet.headers, saved);
  if (!columnsComplete(columns)) {
    const unitPrice = await priceFor(
      db,
      who.tenantId,
      { clientId: target.clientId, userId: who.userId },
      query.productId,
    );
    return {
      id: null,
      state: 'mapping',
      productId: query.productId,
      subjectType: query.subjectType,
      fileName: file.fileName,
      total: sheet.rows.length,
      checked: 0,
      headers: sheet.headers,
      columns,
      ignoredColumns: ignoredColumns(sheet.headers, columns),
      preview: sheet.rows.slice(0, PREVIEW_ROWS).map((row) => row.cells.map((cell) => cell.text)),
      rows: [],
      blocking: 0,
      warnings: 0,
      skipped: 0,
      requests: 0,
      unitPrice,
      totalPrice: '0.00',
      credit: target.credit,
      enough: true,
    };
  }
  await tidyChecks(db);
  const id = randomUUID();
  const rows = sheet.rows.map((row) => mapRow(columns, sheet.headers, row));
  await insertCheck(db, who.tenantId, {
    id,
    userId: who.userId,
    productId: query.productId,
    subjectType: query.subjectType,
    fileName: file.fileName,
    headers: sheet.headers,
    columns,
    ignoredColumns: ignoredColumns(sheet.headers, columns),
    rows,
  });
  // The answer goes now; the rows are checked after it, their progress on the live channel.
  setImmediate(() => void runCheck(deps, who, id, target, rows));
  const stored = await findCheck(db, who.tenantId, who.userId, id, false);
  return describe(deps, who, stored!);
}

async function runCheck(
  deps: BatchDeps,
  who: Caller,
  id: string,
  target: BatchProduct,
  rows: readonly MappedRow[],
): Promise<void> {
  const { db, hub } = deps;
  const push = (state: StoredCheck['state'], checked: number) =>
    hub.publish(who.tenantId, who.userId, { type: 'batch-check', check: { id, state, checked, total: rows.length } });
  try {
    const context = {
      db,
      tenantId: who.tenantId,
      clientId: target.clientId,
      productId: target.product.id,
      subjectType: (await findCheck(db, who.tenantId, who.userId, id, false))!.subjectType,
      fields: target.fields,
      validators: target.formCode ? await formValidators(db, who.tenantId, target.formCode) : [],
    };
    const subjects = rows.map((row) => rowSubject(context, row.values));
    const known = await registryNames(
      db,
      who.tenantId,
      subjects.map((subject) => subject.code).filter((code): code is string => code !== null),
    );
    const firstSeen = new Map<string, number>();
    const result: BatchCheckRow[] = [];
    for (const [index, row] of rows.entries()) {
      const errors = await checkRow(context, row);
      const key = JSON.stringify(row.values);
      const earlier = firstSeen.get(key);
      if (earlier === undefined) firstSeen.set(key, row.row);
      else
        errors.push({ message: BATCH_MESSAGES.duplicateRow(earlier), type: 'WARN', skippable: true, fieldCode: null });
      const code = subjects[index].code;
      if (code && !known.has(code) && errors.every((error) => error.type !== 'ERROR')) {
        errors.push({ message: BATCH_MESSAGES.subjectUnknown, type: 'WARN', skippable: true, fieldCode: null });
      }
      result.push({ row: row.row, records: recordsOf(target.fields, row), errors });
      const checked = index + 1;
      if (checked % PROGRESS_EVERY === 0 && checked < rows.length) {
        // Cancelled meanwhile: stop here.
        if (!(await recordProgress(db, id, checked))) return push('cancelled', checked);
        push('staging', checked);
      }
    }
    if (await finishCheck(db, id, result)) push('loaded', rows.length);
  } catch (error) {
    await setCheckState(db, id, ['staging'], 'failed').catch(() => false);
    push('failed', 0);
    console.error('batch check failed', error);
  }
}

/** One of the caller's checks; a check of anyone else is not found. */
export async function getCheck(deps: BatchDeps, who: Caller, id: string): Promise<BatchCheck> {
  const stored = await findCheck(deps.db, who.tenantId, who.userId, id);
  if (!stored) throw notFound(BATCH_MESSAGES.checkNotFound);
  return describe(deps, who, stored);
}

/** Stops a check being made, or discards a loaded one. */
export async function cancelCheck(deps: BatchDeps, who: Caller, id: string): Promise<BatchCheck> {
  const stored = await findCheck(deps.db, who.tenantId, who.userId, id, false);
  if (!stored) throw notFound(BATCH_MESSAGES.checkNotFound);
  if (!(await setCheckState(deps.db, id, ['staging', 'loaded'], 'cancelled')) && stored.state === 'submitted') {
    throw conflict(BATCH_MESSAGES.checkSubmitted);
  }
  deps.hub.publish(who.tenantId, who.userId, {
    type: 'batch-check',
    check: { id, state: 'cancelled', checked: stored.checked, total: stored.total },
  });
  return getCheck(deps, who, id);
}

/** Keeps the user's choice of columns for the product's next file. */
export async function rememberMapping(deps: BatchDeps, who: Caller, input: BatchMappingInput): Promise<void> {
  const target = await batchProduct(deps, who, input);
  const known = new Set(target.fields.map((field) => field.fieldCode));
  const unknown = Object.keys(input.columns).find((code) => !known.has(code));
  if (unknown) throw invalid(BATCH_MESSAGES.mappingUnknownField(unknown), 'columns');
  await saveMapping(deps.db, who.tenantId, who.userId, input.productId, input.subjectType, input.columns);
}

/** The names of the product's demo file and sheet for the subject type (null: not uploaded). */
export async function batchProductFiles(
  deps: BatchDeps,
  who: Caller,
  query: BatchProductQuery,
): Promise<BatchProductFiles> {
  await batchProduct(deps, who, query);
  const name = async (kind: ProductFileKind) =>
    (await findProductFile(deps.db, who.tenantId, { productId: query.productId, kind, subject: query.subjectType }))
      ?.fileName ?? null;
  return { demo: await name('demo'), sheet: await name('sheet') };
}

/** One of the product's files, to a user who may order the product from a file. */
export async function batchProductFile(
  deps: BatchDeps,
  who: Caller,
  query: BatchProductQuery & { kind: ProductFileKind },
): Promise<StoredProductFile> {
  await batchProduct(deps, who, query);
  const file = await findProductFile(deps.db, who.tenantId, {
    productId: query.productId,
    kind: query.kind,
    subject: query.subjectType,
  });
  if (!file) throw notFound(CATALOGUE_MESSAGES.productFileMissing);
  return file;
}
