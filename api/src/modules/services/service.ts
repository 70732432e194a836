/**
 * The rules of a service (spec 002 §2.9, §2.10, §4, §5): required texts, a unique name (any
 * case) locked once created, a checked inline icon, the order arithmetic of the list (steps
 * of 10000 by page) and of its lines (+100 each), the line table saved with the service in one
 * transaction under the optimistic lock, removal only without lines. Returns results or
 * throws domain errors; the SQL is the repositories'.
 */
import type { NewServiceInput, Service, ServiceInput, ServiceOrderInput } from '@portal/contracts/api/services';
import { ORDER_STEPS } from '@portal/contracts/catalogue';
import { CATALOGUE_MESSAGES } from '@portal/contracts/messages';
import { badRequest, stale } from '../../catalogue-rules.ts';
import type { TenantId } from '../../db/tenant-id.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { conflict, notFound } from '../../domain-error.ts';
import { lineVersions, linesOfService, placeLine, releaseLinesOfService } from '../lines/reads.ts';
import {
  deleteServiceRow,
  findService,
  insertService,
  isServiceNameFree,
  serviceVersions,
  updateServiceOrder,
  updateServiceVersion,
} from './repository.ts';
import { checkedIcon } from './icon.ts';
import { requiredText } from '../../text-rules.ts';

const nameTaken = () => conflict(CATALOGUE_MESSAGES.serviceNameTaken, { field: 'name' });

/** The service with its lines in their order. */
export async function getService(db: Queryable, tenantId: TenantId, id: number): Promise<Service> {
  const service = await findService(db, tenantId, id);
  if (!service) throw notFound(CATALOGUE_MESSAGES.serviceNotFound);
  return { ...service, lines: await linesOfService(db, tenantId, id) };
}

/** A new service goes last in the list; it has no lines yet (they are added when editing it). */
export async function createService(db: Queryable, tenantId: TenantId, input: NewServiceInput): Promise<Service> {
  const values = {
    name: requiredText(input.name, 'name'),
    description: requiredText(input.description, 'description'),
    icon: await checkedIcon(input.icon),
    alwaysVisible: input.alwaysVisible ?? true,
  };
  if (!(await isServiceNameFree(db, tenantId, values.name))) throw nameTaken();
  const id = await insertService(db, tenantId, values, ORDER_STEPS.serviceList);
  if (id === null) throw nameTaken();
  return getService(db, tenantId, id);
}

async function serviceRefused(db: Queryable, tenantId: TenantId, id: number) {
  const current = (await serviceVersions(db, tenantId, [id])).get(id);
  return current === undefined ? notFound(CATALOGUE_MESSAGES.serviceNotFound) : stale(current);
}

async function lineRefused(db: Queryable, tenantId: TenantId, id: number) {
  const current = (await lineVersions(db, tenantId, [id])).get(id);
  return current === undefined
    ? notFound(CATALOGUE_MESSAGES.lineNotFound, { lineId: id })
    : conflict(CATALOGUE_MESSAGES.stale, { lineId: id, currentVersion: current.version });
}

/**
 * Saves over the version read. With `lines`, the line table too, in the same transaction:
 * those lines join the service in that order (its order +100, +200…), the others leave it
 * (service null). A stale service or line cancels the whole save.
 */
export async function updateService(
  db: Database,
  tenantId: TenantId,
  id: number,
  input: ServiceInput,
): Promise<Service> {
  const values = {
    description: requiredText(input.description, 'description'),
    icon: await checkedIcon(input.icon),
    alwaysVisible: input.alwaysVisible ?? true,
  };
  const lines = input.lines;
  if (lines && new Set(lines.map((line) => line.id)).size !== lines.length) {
    throw badRequest(CATALOGUE_MESSAGES.repeatedId, 'lines');
  }
  await db.transaction(async (tx) => {
    if (!(await updateServiceVersion(tx, tenantId, id, input.version, values))) {
      throw await serviceRefused(tx, tenantId, id);
    }
    if (!lines) return;
    const service = await findService(tx, tenantId, id);
    const base = service?.order ?? 0;
    await releaseLinesOfService(
      tx,
      tenantId,
      id,
      lines.map((line) => line.id),
    );
    for (const [index, line] of lines.entries()) {
      const order = base + ORDER_STEPS.serviceLine * (index + 1);
      if (!(await placeLine(tx, tenantId, { id: line.id, version: line.version, serviceId: id, order }))) {
        throw await lineRefused(tx, tenantId, line.id);
      }
    }
  });
  return getService(db, tenantId, id);
}

/**
 * The services of one list page in their new order: (page × size + 1) × 10000, then +10000
 * each (spec 002 §4), in one transaction; a stale version cancels it all.
 */
export async function reorderServices(db: Database, tenantId: TenantId, input: ServiceOrderInput): Promise<Service[]> {
  const ids = input.services.map((service) => service.id);
  if (new Set(ids).size !== ids.length) throw badRequest(CATALOGUE_MESSAGES.repeatedId, 'services');
  const first = (input.page * input.size + 1) * ORDER_STEPS.serviceList;
  await db.transaction(async (tx) => {
    for (const [index, service] of input.services.entries()) {
      const order = first + index * ORDER_STEPS.serviceList;
      if (!(await updateServiceOrder(tx, tenantId, { id: service.id, version: service.version, order }))) {
        throw await serviceRefused(tx, tenantId, service.id);
      }
    }
  });
  const result: Service[] = [];
  for (const id of ids) {
    const service = await findService(db, tenantId, id);
    if (service) result.push(service);
  }
  return result;
}

/** Removes a service without lines; otherwise 409 saying how many hold it. */
export async function deleteService(db: Queryable, tenantId: TenantId, id: number): Promise<void> {
  const service = await getService(db, tenantId, id);
  const inUse = () => conflict(CATALOGUE_MESSAGES.serviceHasLines(service.lineCount), { lineCount: service.lineCount });
  if (service.lineCount > 0 || !(await deleteServiceRow(db, tenantId, id))) throw inUse();
}

// The module's reads, for its routes: a route imports its service only.
export { listServices } from './repository.ts';
