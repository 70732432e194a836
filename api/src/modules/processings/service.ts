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
import { clientExists } from '../clients/reads.ts';
import { productExists } from '../products/reads.ts';
import {
  findProcessing,
  insertProcessing,
  isProcessingCodeFree,
  link,
  type LinkKind,
  processingClients,
  processingProducts,
  processingVersion,
  unlink,
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

/** Each kind of link: the tenant's own clients or products, the field that names one, the messages. */
const LINK_RULES = {
  client: {
    exists: clientExists,
    field: 'clientId',
    notFound: CATALOGUE_MESSAGES.clientNotFound,
    alreadyLinked: CATALOGUE_MESSAGES.clientAlreadyLinked,
  },
  product: {
    exists: productExists,
    field: 'productId',
    notFound: CATALOGUE_MESSAGES.productNotFound,
    alreadyLinked: CATALOGUE_MESSAGES.productAlreadyLinked,
  },
} as const;

/** Links a client or a product of the tenant, once: a second time is a conflict ('… è già stato collegato…'). */
async function addLink(db: Queryable, tenantId: TenantId, kind: LinkKind, id: number, targetId: number) {
  await getProcessing(db, tenantId, id);
  const rules = LINK_RULES[kind];
  if (!(await rules.exists(db, tenantId, targetId))) throw badRequest(rules.notFound, rules.field);
  if ((await link(db, tenantId, kind, id, targetId)) === null) throw conflict(rules.alreadyLinked);
}

export async function addProcessingClient(
  db: Queryable,
  tenantId: TenantId,
  id: number,
  clientId: number,
): Promise<ProcessingClient[]> {
  await addLink(db, tenantId, 'client', id, clientId);
  return processingClients(db, tenantId, id);
}

export async function addProcessingProduct(
  db: Queryable,
  tenantId: TenantId,
  id: number,
  productId: number,
): Promise<ProcessingProduct[]> {
  await addLink(db, tenantId, 'product', id, productId);
  return processingProducts(db, tenantId, id);
}

export async function removeProcessingLink(
  db: Queryable,
  tenantId: TenantId,
  kind: LinkKind,
  linkId: number,
): Promise<void> {
  if (!(await unlink(db, tenantId, kind, linkId))) throw notFound(CATALOGUE_MESSAGES.linkNotFound);
}

// The module's reads, for its routes: a route imports its service only.
export { isProcessingCodeFree, listProcessings, processingOfLink } from './repository.ts';
// What ordering needs of the processings: the rules that apply to a product, and its form.
export { orderFormCode, orderingRules } from './rules.ts';
