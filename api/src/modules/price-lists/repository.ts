/**
 * Price-list profiles (listini): their prices per product and the clients whose users may have
 * them. SQL only; rules in ./service.ts. What ordering charges is
 * requests-repository.ts `priceFor`, which reads these same rows.
 */
import type { PriceList, PriceListClient, PriceListPrice } from '@portal/contracts/api/users';
import type { TenantId } from '../../db/tenant-id.ts';
import type { Queryable } from '../../db/database.ts';

const MONEY = (column: string) => `to_char(${column}, 'FM9999999990.00')`;

export function listPriceLists(db: Queryable, tenantId: TenantId): Promise<PriceList[]> {
  return db.query<PriceList & Record<string, unknown>>(
    `SELECT p.code AS codice, p.description AS descrizione,
       (SELECT count(*)::int FROM client_price_lists c WHERE c.tenant_id = p.tenant_id AND c.profile_code = p.code) AS clients,
       (SELECT count(*)::int FROM price_list_prices x WHERE x.tenant_id = p.tenant_id AND x.profile_code = p.code) AS products
     FROM price_list_profiles p WHERE p.tenant_id = $1 ORDER BY p.code`,
    [tenantId],
  );
}

export async function findPriceList(db: Queryable, tenantId: TenantId, code: string): Promise<PriceList | null> {
  return (await listPriceLists(db, tenantId)).find((list) => list.codice === code) ?? null;
}

export async function insertPriceList(db: Queryable, tenantId: TenantId, code: string, description: string) {
  await db.query('INSERT INTO price_list_profiles (tenant_id, code, description) VALUES ($1, $2, $3)', [
    tenantId,
    code,
    description,
  ]);
}

export async function updatePriceListDescription(db: Queryable, tenantId: TenantId, code: string, description: string) {
  const rows = await db.query(
    'UPDATE price_list_profiles SET description = $3 WHERE tenant_id = $1 AND code = $2 RETURNING code',
    [tenantId, code, description],
  );
  return rows.length > 0;
}

export function pricesOf(db: Queryable, tenantId: TenantId, code: string): Promise<PriceListPrice[]> {
  return db.query<PriceListPrice & Record<string, unknown>>(
    `SELECT p.id AS "productId", p.product_code AS "productCode", p.description,
       CASE WHEN p.default_price IS NULL THEN NULL ELSE ${MONEY('p.default_price')} END AS "defaultPrice",
       ${MONEY('x.price')} AS price
     FROM price_list_prices x JOIN products p ON p.tenant_id = x.tenant_id AND p.id = x.product_id
     WHERE x.tenant_id = $1 AND x.profile_code = $2 ORDER BY p.product_code`,
    [tenantId, code],
  );
}

/** Sets (or replaces) a product's price in the list. */
export async function upsertPrice(db: Queryable, tenantId: TenantId, code: string, productId: number, price: string) {
  await db.query(
    `INSERT INTO price_list_prices (tenant_id, profile_code, product_id, price) VALUES ($1, $2, $3, $4::numeric)
     ON CONFLICT (tenant_id, profile_code, product_id) DO UPDATE SET price = EXCLUDED.price`,
    [tenantId, code, productId, price],
  );
}

export async function deletePrice(db: Queryable, tenantId: TenantId, code: string, productId: number) {
  const rows = await db.query(
    'DELETE FROM price_list_prices WHERE tenant_id = $1 AND profile_code = $2 AND product_id = $3 RETURNING product_id',
    [tenantId, code, productId],
  );
  return rows.length > 0;
}

export function clientsOfPriceList(db: Queryable, tenantId: TenantId, code: string): Promise<PriceListClient[]> {
  return db.query<PriceListClient & Record<string, unknown>>(
    `SELECT c.id AS "clientId", c.head1 AS "clientName", c.customer_code AS "customerCode",
       c.price_list_profile IS NOT DISTINCT FROM cp.profile_code AS "isDefault",
       (SELECT count(*)::int FROM users u WHERE u.tenant_id = c.tenant_id AND u.client_id = c.id
          AND u.profilo_listino = cp.profile_code) AS users
     FROM client_price_lists cp JOIN clients c ON c.tenant_id = cp.tenant_id AND c.id = cp.client_id
     WHERE cp.tenant_id = $1 AND cp.profile_code = $2 ORDER BY c.head1, c.id`,
    [tenantId, code],
  );
}

/** False when the client already has the list. */
export async function linkClientToPriceList(db: Queryable, tenantId: TenantId, code: string, clientId: number) {
  const rows = await db.query(
    `INSERT INTO client_price_lists (tenant_id, client_id, profile_code) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING RETURNING client_id`,
    [tenantId, clientId, code],
  );
  return rows.length > 0;
}

export async function unlinkClientFromPriceList(db: Queryable, tenantId: TenantId, code: string, clientId: number) {
  const rows = await db.query(
    'DELETE FROM client_price_lists WHERE tenant_id = $1 AND client_id = $2 AND profile_code = $3 RETURNING client_id',
    [tenantId, clientId, code],
  );
  return rows.length > 0;
}

/** The client's own list (what its users without a price-list profile pay), or none. */
export async function setClientDefaultPriceList(
  db: Queryable,
  tenantId: TenantId,
  clientId: number,
  code: string | null,
) {
  await db.query('UPDATE clients SET price_list_profile = $3 WHERE tenant_id = $1 AND id = $2', [
    tenantId,
    clientId,
    code,
  ]);
}
