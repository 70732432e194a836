import type { Queryable } from '../db/database.ts';

/** Every demo client starts with this credit (euro), so ordering works on first start. */
export const SEED_CREDIT = '2000.00';

/** The client (index in the tenant's clients) with almost no credit, to show the refusal. */
export const SHORT_CLIENT_INDEX = 7;
export const SHORT_CREDIT = '3.00';

/** A price-list profile with its prices below the default, given to the demo customer's client. */
export const SEED_PRICE_LIST = {
  code: 'CONVENZIONE',
  description: 'Convenzione clienti storici',
  clientIndex: 1,
  prices: { VIS001: '5.00', VIS002: '8.50', REP001: '15.00', BIL001: '9.00' } as Record<string, string>,
};

/** Credit of the tenant's clients and the price list of the demo customer's client (spec 001 §4). */
export async function seedCredit(tx: Queryable, tenant: { tenantId: number; clientIds: number[] }): Promise<void> {
  const { tenantId, clientIds } = tenant;
  await tx.query(`UPDATE clients SET credit = $2::numeric WHERE tenant_id = $1`, [tenantId, SEED_CREDIT]);
  await tx.query(`UPDATE clients SET credit = $3::numeric WHERE tenant_id = $1 AND id = $2`, [
    tenantId,
    clientIds[SHORT_CLIENT_INDEX],
    SHORT_CREDIT,
  ]);
  await tx.query(`INSERT INTO price_list_profiles (tenant_id, code, description) VALUES ($1, $2, $3)`, [
    tenantId,
    SEED_PRICE_LIST.code,
    SEED_PRICE_LIST.description,
  ]);
  const prices = Object.entries(SEED_PRICE_LIST.prices);
  await tx.query(
    `INSERT INTO price_list_prices (tenant_id, profile_code, product_id, price)
     SELECT $1, $2, p.id, x.price FROM unnest($3::text[], $4::numeric[]) AS x(code, price)
     JOIN products p ON p.tenant_id = $1 AND p.product_code = x.code`,
    [tenantId, SEED_PRICE_LIST.code, prices.map(([code]) => code), prices.map(([, price]) => price)],
  );
  await tx.query(`UPDATE clients SET price_list_profile = $3 WHERE tenant_id = $1 AND id = $2`, [
    tenantId,
    clientIds[SEED_PRICE_LIST.clientIndex],
    SEED_PRICE_LIST.code,
  ]);
  await tx.query(`INSERT INTO client_price_lists (tenant_id, client_id, profile_code) VALUES ($1, $2, $3)`, [
    tenantId,
    clientIds[SEED_PRICE_LIST.clientIndex],
    SEED_PRICE_LIST.code,
  ]);
}
