/**
 * The rules of a line (spec 002 §2.8, §4, §5): required texts, a unique code (any case), an
 * existing service and form, the order given only at creation and below 9999, the product
 * set saved with the line in one transaction, the optimistic lock, removal only when nothing
 * holds the line. Returns results or throws domain errors; the SQL is the repository's.
 */
import type { Line, LineInput, LinePlacementInput, LineProductsQuery, NewLineInput } from '@portal/contracts/api/lines';
import { ORDER_STEPS } from '@portal/contracts/catalogue';
import { CATALOGUE_MESSAGES } from '@portal/contracts/messages';
import { badRequest, normalizeCode, pgCode, stale } from '../../catalogue-rules.ts';
import { type ProductSummary } from '../products/reads.ts';
import type { TenantId } from '../../db/tenant-id.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { conflict, notFound } from '../../domain-error.ts';
import {
  availableLines,
  countTenantProducts,
  deleteLineRow,
  findLine,
  insertLine,
  isLineCodeFree,
  lineVersions,
  linesOfService,
  placeLine,
  productsNotInLine,
  productsOfLine,
  setLineProducts,
  storedFormCode,
  updateLineVersion,
  type LineValues,
} from './repository.ts';
import { findService, serviceVersions } from '../services/reads.ts';
import { requiredText, requiredTexts } from '../../text-rules.ts';

export { availableLines };

const codeTaken = () => conflict(CATALOGUE_MESSAGES.lineCodeTaken, { field: 'code' });

export async function getLine(db: Queryable, tenantId: TenantId, id: number): Promise<Line> {
  const line = await findLine(db, tenantId, id);
  if (!line) throw notFound(CATALOGUE_MESSAGES.lineNotFound);
  return line;
}

/** What both saves check: texts, the service and the form of the tenant, the flags. */
async function lineValues(
  db: Queryable,
  tenantId: TenantId,
  input: NewLineInput | LineInput,
): Promise<Omit<LineValues, 'code' | 'order'>> {
  const texts = requiredTexts({ name: input.name, description: input.description });
  if (!(await findService(db, tenantId, input.serviceId))) {
    throw badRequest(CATALOGUE_MESSAGES.serviceNotFound, 'serviceId');
  }
  const formCode = await storedFormCode(db, tenantId, requiredText(input.formCode, 'formCode'));
  if (!formCode) throw badRequest(CATALOGUE_MESSAGES.formNotFound, 'formCode');
  return {
    ...texts,
    serviceId: input.serviceId,
    formCode,
    valueAdded: input.valueAdded ?? false,
    active: input.active ?? true,
    online: input.online ?? true,
    personaGiuridica: input.personaGiuridica ?? true,
    personaFisica: input.personaFisica ?? false,
    massivo: input.massivo ?? false,
    singolare: input.singolare ?? true,
  };
}

/** The product set a save asks for, every one the tenant's (the schema refuses repeats). */
async function checkedProductIds(db: Queryable, tenantId: TenantId, ids: number[] | undefined) {
  if (ids === undefined) return undefined;
  if ((await countTenantProducts(db, tenantId, ids)) !== ids.length) {
    throw badRequest(CATALOGUE_MESSAGES.productNotFound, 'productIds');
  }
  return ids;
}

/** 404 when the line is not the tenant's, 409 with the current version when someone saved in between. */
async function versionRefused(db: Queryable, tenantId: TenantId, id: number) {
  const current = (await lineVersions(db, tenantId, [id])).get(id);
  return current === undefined ? notFound(CATALOGUE_MESSAGES.lineNotFound) : stale(current.version);
}

/** A line created without an order goes after the last line of its service (spec 002 §4: +100). */
async function nextOrderInService(db: Queryable, tenantId: TenantId, serviceId: number): Promise<number> {
  const lines = await linesOfService(db, tenantId, serviceId);
  const service = await findService(db, tenantId, serviceId);
  const last = lines.length > 0 ? lines[lines.length - 1].order : (service?.order ?? 0);
  return last + ORDER_STEPS.serviceLine;
}

export async function createLine(db: Database, tenantId: TenantId, input: NewLineInput): Promise<Line> {
  const code = normalizeCode(input.code, 'code');
  const values = await lineValues(db, tenantId, input);
  if (!(await isLineCodeFree(db, tenantId, code))) throw codeTaken();
  const productIds = await checkedProductIds(db, tenantId, input.productIds);
  const order = input.order ?? (await nextOrderInService(db, tenantId, values.serviceId));
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const created = await insertLine(tx, tenantId, { ...values, code, order });
      if (productIds) await setLineProducts(tx, tenantId, created, productIds);
      return created;
    });
  } catch (error) {
    // Another manager took the code between the check and the insert.
    if (pgCode(error) === '23505') throw codeTaken();
    throw error;
  }
  return getLine(db, tenantId, id);
}

/** Saves over the version read; the code and the order stay as created (read-only on edit). */
export async function updateLine(db: Database, tenantId: TenantId, id: number, input: LineInput): Promise<Line> {
  const values = await lineValues(db, tenantId, input);
  const productIds = await checkedProductIds(db, tenantId, input.productIds);
  await db.transaction(async (tx) => {
    if (!(await updateLineVersion(tx, tenantId, id, input.version, values))) {
      throw await versionRefused(tx, tenantId, id);
    }
    if (productIds) await setLineProducts(tx, tenantId, id, productIds);
  });
  return getLine(db, tenantId, id);
}

/**
 * Moves and reorders several lines at once (PUT /api/lines), in one transaction: an unknown
 * line, a service of another tenant or a stale version cancels it all.
 */
export async function placeLines(db: Database, tenantId: TenantId, items: LinePlacementInput): Promise<Line[]> {
  const ids = items.map((item) => item.id);
  if (new Set(ids).size !== ids.length) throw badRequest(CATALOGUE_MESSAGES.repeatedId);
  const services = [...new Set(items.flatMap((item) => (item.serviceId === null ? [] : [item.serviceId])))];
  if ((await serviceVersions(db, tenantId, services)).size !== services.length) {
    throw badRequest(CATALOGUE_MESSAGES.serviceNotFound, 'serviceId');
  }
  await db.transaction(async (tx) => {
    for (const item of items) {
      if (!(await placeLine(tx, tenantId, item))) throw await versionRefused(tx, tenantId, item.id);
    }
  });
  return Promise.all(ids.map((id) => getLine(db, tenantId, id)));
}

/** Removes a line that no product belongs to; otherwise 409 saying how many hold it. */
export async function deleteLine(db: Queryable, tenantId: TenantId, id: number): Promise<void> {
  const line = await getLine(db, tenantId, id);
  const inUse = () =>
    conflict(CATALOGUE_MESSAGES.lineHasProducts(line.productCount), { productCount: line.productCount });
  if (line.productCount > 0 || !(await deleteLineRow(db, tenantId, id))) throw inUse();
}

export async function lineProducts(
  db: Queryable,
  tenantId: TenantId,
  id: number,
  type?: LineProductsQuery['type'],
): Promise<ProductSummary[]> {
  await getLine(db, tenantId, id);
  return productsOfLine(db, tenantId, id, type === 'ANY' ? undefined : type);
}

export async function productsToAddToLine(
  db: Queryable,
  tenantId: TenantId,
  id: number,
  search = '',
): Promise<ProductSummary[]> {
  await getLine(db, tenantId, id);
  return productsNotInLine(db, tenantId, id, search);
}

// The module's reads, for its routes: a route imports its service only.
export { isLineCodeFree, listLines } from './repository.ts';
