/**
 * How each kind of record is read for the 'Attività' record: as the API shows it, so the
 * changes name the fields the screens name. A record that is not there reads as null.
 */
import type { ActivityEntity } from '@portal/contracts/activity';
import type { TenantId } from '../db/tenant-id.ts';
import type { Queryable } from '../db/database.ts';
import { findProductCategory } from '../modules/product-catalogue/reads.ts';
import { processingClients, processingProducts } from '../modules/processings/reads.ts';
import { listProfiles } from '../modules/users/reads.ts';
import { clientsOfPriceList, findPriceList, pricesOf } from '../modules/price-lists/reads.ts';
import { getContent } from '../modules/contents/service.ts';
import { getField } from '../modules/fields/service.ts';
import { getFormField } from '../modules/form-fields/service.ts';
import { getForm } from '../modules/forms/service.ts';
import { getLine } from '../modules/lines/service.ts';
import { getProcessing } from '../modules/processings/service.ts';
import { getProduct } from '../modules/products/service.ts';
import { getService } from '../modules/services/service.ts';
import { getUser } from '../modules/users/service.ts';

export type Snapshot = Record<string, unknown>;
type Reader = (db: Queryable, tenantId: TenantId, key: string) => Promise<object | null>;

const byId =
  (read: (db: Queryable, tenantId: TenantId, id: number) => Promise<object | null>): Reader =>
  (db, tenantId, key) =>
    read(db, tenantId, Number(key));

/** A processing with the codes of its clients and products, so a link shows as a change. */
async function processingWithLinks(db: Queryable, tenantId: TenantId, id: number) {
  const processing = await getProcessing(db, tenantId, id);
  const [clients, products] = await Promise.all([
    processingClients(db, tenantId, id),
    processingProducts(db, tenantId, id),
  ]);
  return {
    ...processing,
    clients: clients.map((link) => link.client.customerCode),
    products: products.map((link) => link.product.productCode),
  };
}

/** A price list with each product's price as its own field (`VIS001: '5.00'`) and its clients. */
async function priceListWithPrices(db: Queryable, tenantId: TenantId, code: string) {
  const list = await findPriceList(db, tenantId, code);
  if (!list) return null;
  const [prices, clients] = await Promise.all([pricesOf(db, tenantId, code), clientsOfPriceList(db, tenantId, code)]);
  return {
    codice: list.codice,
    descrizione: list.descrizione,
    clienti: clients.map((client) => `${client.customerCode}${client.isDefault ? ' (predefinito)' : ''}`),
    ...Object.fromEntries(prices.map((price) => [price.productCode, price.price])),
  };
}

const READERS: Record<Exclude<ActivityEntity, 'permissions' | 'remote-release'>, Reader> = {
  field: (db, tenantId, key) => getField(db, tenantId, key),
  form: (db, tenantId, key) => getForm(db, tenantId, key),
  'form-field': (db, tenantId, key) => {
    const [formCode, fieldCode] = key.split('/');
    return getFormField(db, tenantId, fieldCode, formCode);
  },
  content: byId(getContent),
  service: byId(getService),
  line: byId(getLine),
  product: byId(getProduct),
  'product-category': byId(findProductCategory),
  processing: byId(processingWithLinks),
  user: byId(getUser),
  'price-list': priceListWithPrices,
  profile: async (db, tenantId, key) =>
    (await listProfiles(db, tenantId)).find((profile) => String(profile.id) === key) ?? null,
};

/** The record now, or null when it is not there (removed, or never made). */
export async function readRecord(
  db: Queryable,
  tenantId: TenantId,
  entity: Exclude<ActivityEntity, 'permissions' | 'remote-release'>,
  key: string,
): Promise<Snapshot | null> {
  try {
    return ((await READERS[entity](db, tenantId, key)) as Snapshot | null) ?? null;
  } catch {
    return null;
  }
}

/** The name a record goes by in the list: its code, else its name, else its description. */
export function labelOf(record: Snapshot | null, key: string): string {
  const first = [
    'fullProductCode',
    'code',
    'codice',
    'login',
    'formCode',
    'fieldCode',
    'profileCode',
    'prodCatCode',
    'name',
    'description',
  ].find((property) => typeof record?.[property] === 'string' && record[property] !== '');
  const name = first ? String(record![first]) : key;
  const text = record?.description ?? record?.descrizione;
  const description = typeof text === 'string' && first !== 'description' ? ` - ${text}` : '';
  return `${name}${description}`.slice(0, 300);
}
