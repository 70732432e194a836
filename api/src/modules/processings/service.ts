/**
 * The rules of a processing (spec 002 §2.14, §4, §5): required texts, a unique code (any case)
 * locked after the first save, an existing form when one is named, the time window (an end
 * needs a start, the start precedes the end), the optimistic lock, and links to the tenant's
 * clients and products made once each. Returns results or throws domain errors.
 */
import type {
  NewProcessingInput,
  Processing,
  ProcessingClient,
  ProcessingInput,
  ProcessingProduct,
} from '@portal/contracts/api/processings';
import { CATALOGUE_MESSAGES, MESSAGES } from '@portal/contracts/messages';
import { badRequest, normalizeCode, pgCode, stale } from '../../catalogue-rules.ts';
import type { TenantId } from '../../db/tenant-id.ts';
import type { Queryable } from '../../db/database.ts';
import { conflict, notFound } from '../../domain-error.ts';
import { storedFormCode } from '../lines/reads.ts';
import {
  clientExists,
  findProcessing,
  insertProcessing,
  isProcessingCodeFree,
  linkClient,
  linkProduct,
  processingClients,
  processingProducts,
  processingVersion,
  productExists,
  unlinkClient,
  unlinkProduct,
  updateProcessingVersion,
  type ProcessingValues,
} from './repository.ts';
import { optionalText, requiredText } from '../../text-rules.ts';

const codeTaken = () => conflict(CATALOGUE_MESSAGES.processingCodeTaken, { field: 'code' });

export async function getProcessing(db: Queryable, tenantId: TenantId, id: number): Promise<Processing> {
  const processing = await findProcessing(db, tenantId, id);
  if (!processing) throw notFound(CATALOGUE_MESSAGES.processingNotFound);
  return processing;
}

/** The window of spec 002 §5: both empty is fine; an end needs a start; the start comes first. */
function checkedTimes(fromTime: string | null, toTime: string | null) {
  if (toTime !== null && fromTime === null) throw badRequest(`${MESSAGES.required}: "fromTime"`, 'fromTime');
  if (fromTime !== null && toTime !== null && fromTime >= toTime) {
    throw badRequest(CATALOGUE_MESSAGES.startBeforeEnd, 'fromTime');
  }
  return { fromTime, toTime };
}

async function processingValues(
  db: Queryable,
  tenantId: TenantId,
  input: NewProcessingInput | ProcessingInput,
): Promise<ProcessingValues> {
  const description = requiredText(input.description, 'description');
  const wanted = optionalText(input.form);
  const form = wanted === null ? null : await storedFormCode(db, tenantId, wanted);
  if (wanted !== null && form === null) throw badRequest(CATALOGUE_MESSAGES.formNotFound, 'form');
  return {
    description,
    form,
    ...checkedTimes(input.fromTime ?? null, input.toTime ?? null),
    requestType: input.requestType,
  };
}

export async function createProcessing(db: Queryable, tenantId: TenantId, input: NewProcessingInput) {
  const code = normalizeCode(input.code, 'code');
  const values = await processingValues(db, tenantId, input);
  if (!(await isProcessingCodeFree(db, tenantId, code))) throw codeTaken();
  let id: number;
  try {
    id = await insertProcessing(db, tenantId, code, values);
  } catch (error) {
    // Another manager took the code between the check and the insert.
    if (pgCode(error) === '23505') throw codeTaken();
    throw error;
  }
  return getProcessing(db, tenantId, id);
}

/** Saves over the version read; the code stays as created (locked after the first save). */
export async function updateProcessing(
  db: Queryable,
  tenantId: TenantId,
  id: number,
  input: ProcessingInput,
): Promise<Processing> {
  if (input.id !== undefined && input.id !== id) throw badRequest(MESSAGES.badRequest, 'id');
  const values = await processingValues(db, tenantId, input);
  if (!(await updateProcessingVersion(db, tenantId, id, input.version, values))) {
    const current = await processingVersion(db, tenantId, id);
    throw current === null ? notFound(CATALOGUE_MESSAGES.processingNotFound) : stale(current);
  }
  return getProcessing(db, tenantId, id);
}

export async function clientsOfProcessing(db: Queryable, tenantId: TenantId, id: number): Promise<ProcessingClient[]> {
  await getProcessing(db, tenantId, id);
  return processingClients(db, tenantId, id);
}

export async function productsOfProcessing(
  db: Queryable,
  tenantId: TenantId,
  id: number,
): Promise<ProcessingProduct[]> {
  await getProcessing(db, tenantId, id);
  return processingProducts(db, tenantId, id);
}

/** Links a client of the tenant once ('Il cliente è già stato collegato a questa elaborazione'). */
export async function addProcessingClient(
  db: Queryable,
  tenantId: TenantId,
  id: number,
  clientId: number,
): Promise<ProcessingClient[]> {
  await getProcessing(db, tenantId, id);
  if (!(await clientExists(db, tenantId, clientId))) throw badRequest(CATALOGUE_MESSAGES.clientNotFound, 'clientId');
  if ((await linkClient(db, tenantId, id, clientId)) === null) throw conflict(CATALOGUE_MESSAGES.clientAlreadyLinked);
  return processingClients(db, tenantId, id);
}

/** Links a product of the tenant once ('Il prodotto è già stato collegato a questa elaborazione'). */
export async function addProcessingProduct(
  db: Queryable,
  tenantId: TenantId,
  id: number,
  productId: number,
): Promise<ProcessingProduct[]> {
  await getProcessing(db, tenantId, id);
  if (!(await productExists(db, tenantId, productId))) {
    throw badRequest(CATALOGUE_MESSAGES.productNotFound, 'productId');
  }
  if ((await linkProduct(db, tenantId, id, productId)) === null) {
    throw conflict(CATALOGUE_MESSAGES.productAlreadyLinked);
  }
  return processingProducts(db, tenantId, id);
}

export async function removeProcessingClient(db: Queryable, tenantId: TenantId, linkId: number): Promise<void> {
  if (!(await unlinkClient(db, tenantId, linkId))) throw notFound(CATALOGUE_MESSAGES.linkNotFound);
}

export async function removeProcessingProduct(db: Queryable, tenantId: TenantId, linkId: number): Promise<void> {
  if (!(await unlinkProduct(db, tenantId, linkId))) throw notFound(CATALOGUE_MESSAGES.linkNotFound);
}

// The module's reads, for its routes: a route imports its service only.
export { isProcessingCodeFree, listProcessings, processingOfLink } from './repository.ts';
// What ordering needs of the processings: the rules that apply to a product, and its form.
export { orderFormCode, orderingRules } from './rules.ts';
