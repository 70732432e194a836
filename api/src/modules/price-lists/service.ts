/**
 * The rules of price-list profiles: a unique code (upper case) and a description; prices in
 * euro to the cent for the tenant's products; the clients whose users may have the list, one
 * of them possibly the client's own (default) list; a client keeps a list while any of its
 * users has it. What ordering charges reads the same rows (requests-repository `priceFor`).
 */
import type { NewPriceListInput, PriceList, PriceListClient, PriceListPrice } from '@portal/contracts/api/users';
import { CATALOGUE_MESSAGES, USER_MESSAGES } from '@portal/contracts/messages';
import { pgCode } from '../../catalogue-rules.ts';
import type { TenantId } from '../../db/tenant-id.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { conflict, invalid, notFound } from '../../domain-error.ts';
import { clientExists } from '../clients/reads.ts';
import { productExists } from '../products/reads.ts';
import {
  clientsOfPriceList,
  deletePrice,
  findPriceList,
  insertPriceList,
  linkClientToPriceList,
  pricesOf,
  setClientDefaultPriceList,
  unlinkClientFromPriceList,
  updatePriceListDescription,
  upsertPrice,
} from './repository.ts';
import { requiredText } from '../../text-rules.ts';

export async function getPriceList(db: Queryable, tenantId: TenantId, code: string): Promise<PriceList> {
  const list = await findPriceList(db, tenantId, code);
  if (!list) throw notFound(USER_MESSAGES.priceListNotFound);
  return list;
}

export async function createPriceList(db: Queryable, tenantId: TenantId, input: NewPriceListInput): Promise<PriceList> {
  const code = requiredText(input.codice, 'codice').toUpperCase();
  if (!/^[A-Z0-9_-]+$/.test(code)) throw invalid(CATALOGUE_MESSAGES.codeFormat, 'codice');
  const description = requiredText(input.descrizione, 'descrizione');
  try {
    await insertPriceList(db, tenantId, code, description);
  } catch (error) {
    if (pgCode(error) === '23505') throw conflict(USER_MESSAGES.priceListCodeTaken, { field: 'codice' });
    throw error;
  }
  return getPriceList(db, tenantId, code);
}

export async function renamePriceList(db: Queryable, tenantId: TenantId, code: string, description: string) {
  if (!(await updatePriceListDescription(db, tenantId, code, requiredText(description, 'descrizione')))) {
    throw notFound(USER_MESSAGES.priceListNotFound);
  }
  return getPriceList(db, tenantId, code);
}

export async function priceListPrices(db: Queryable, tenantId: TenantId, code: string): Promise<PriceListPrice[]> {
  await getPriceList(db, tenantId, code);
  return pricesOf(db, tenantId, code);
}

/** `12,5` or `12.50` → `12.50`: decimal text to the cent, never through a float. */
export function centsText(price: string): string {
  const [units, cents = ''] = price.replace(',', '.').split('.');
  return `${BigInt(units).toString()}.${cents.padEnd(2, '0')}`;
}

export async function setPrice(db: Queryable, tenantId: TenantId, code: string, productId: number, price: string) {
  await getPriceList(db, tenantId, code);
  if (!(await productExists(db, tenantId, productId))) throw invalid(CATALOGUE_MESSAGES.productNotFound, 'productId');
  await upsertPrice(db, tenantId, code, productId, centsText(price));
  return pricesOf(db, tenantId, code);
}

export async function removePrice(db: Queryable, tenantId: TenantId, code: string, productId: number) {
  await getPriceList(db, tenantId, code);
  if (!(await deletePrice(db, tenantId, code, productId))) throw notFound(USER_MESSAGES.priceNotFound);
  return pricesOf(db, tenantId, code);
}

export async function priceListClients(db: Queryable, tenantId: TenantId, code: string): Promise<PriceListClient[]> {
  await getPriceList(db, tenantId, code);
  return clientsOfPriceList(db, tenantId, code);
}

export async function addPriceListClient(
  db: Database,
  tenantId: TenantId,
  code: string,
  input: { clientId: number; isDefault?: boolean },
): Promise<PriceListClient[]> {
  await getPriceList(db, tenantId, code);
  if (!(await clientExists(db, tenantId, input.clientId))) throw invalid(USER_MESSAGES.clientNotFound, 'clientId');
  await db.transaction(async (tx) => {
    if (!(await linkClientToPriceList(tx, tenantId, code, input.clientId)))
      throw conflict(USER_MESSAGES.clientAlreadyLinked);
    if (input.isDefault) await setClientDefaultPriceList(tx, tenantId, input.clientId, code);
  });
  return clientsOfPriceList(db, tenantId, code);
}

/** Makes the list the client's own, or stops it being so. */
export async function setDefaultForClient(
  db: Queryable,
  tenantId: TenantId,
  code: string,
  clientId: number,
  isDefault: boolean,
): Promise<PriceListClient[]> {
  const clients = await priceListClients(db, tenantId, code);
  const client = clients.find((each) => each.clientId === clientId);
  if (!client) throw notFound(USER_MESSAGES.clientNotLinked);
  if (isDefault) await setClientDefaultPriceList(db, tenantId, clientId, code);
  else if (client.isDefault) await setClientDefaultPriceList(db, tenantId, clientId, null);
  return clientsOfPriceList(db, tenantId, code);
}

/** The client's users stop being able to have the list; refused while one of them has it. */
export async function removePriceListClient(
  db: Database,
  tenantId: TenantId,
  code: string,
  clientId: number,
): Promise<PriceListClient[]> {
  const client = (await priceListClients(db, tenantId, code)).find((each) => each.clientId === clientId);
  if (!client) throw notFound(USER_MESSAGES.clientNotLinked);
  if (client.users > 0) throw conflict(USER_MESSAGES.priceListInUse(client.users), { users: client.users });
  await db.transaction(async (tx) => {
    if (client.isDefault) await setClientDefaultPriceList(tx, tenantId, clientId, null);
    await unlinkClientFromPriceList(tx, tenantId, code, clientId);
  });
  return clientsOfPriceList(db, tenantId, code);
}

// The module's reads, for its routes: a route imports its service only.
export { listPriceLists } from './repository.ts';
