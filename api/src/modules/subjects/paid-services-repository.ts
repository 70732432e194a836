import type { Queryable } from '../../db/database.ts';
import type { TenantId } from '../../db/tenant-id.ts';

/** The paid services the portal itself charges (spec 000 §9), with their unit price in EUR. */
export const PAID_SERVICES = {
  ricercaAnagrafica: { code: 'RICERCA_ANAGRAFICA', description: 'Ricerca anagrafica', price: '2.50' },
} as const;

export interface PaidServiceRecord {
  id: number;
  userId: number;
  clientId: number;
  actingUserId: number | null;
  service: string;
  description: string;
  criteria: Record<string, unknown>;
  results: number;
  price: string;
  currency: string;
  createdAt: Date;
}

/** Charges a service to the user's client; the user must belong to the tenant. */
export async function recordPaidService(
  db: Queryable,
  tenantId: TenantId,
  entry: {
    userId: number;
    actingUserId?: number | null;
    service: { code: string; description: string; price: string };
    criteria: Record<string, unknown>;
    results: number;
  },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO paid_services (tenant_id, user_id, client_id, acting_user_id, service, description, criteria, results, price)
     SELECT $1, u.id, u.client_id, $3, $4, $5, $6::jsonb, $7, $8::numeric
     FROM users u WHERE u.id = $2 AND u.tenant_id = $1
     RETURNING id`,
    [
      tenantId,
      entry.userId,
      entry.actingUserId ?? null,
      entry.service.code,
      entry.service.description,
      JSON.stringify(entry.criteria),
      entry.results,
      entry.service.price,
    ],
  );
  if (!row) throw new Error(`paid service: user ${entry.userId} not in tenant ${tenantId}`);
  return row.id;
}

export async function listPaidServices(
  db: Queryable,
  tenantId: TenantId,
  userId: number,
): Promise<PaidServiceRecord[]> {
  return db.query<PaidServiceRecord & Record<string, unknown>>(
    `SELECT id, user_id AS "userId", client_id AS "clientId", acting_user_id AS "actingUserId", service, description,
       criteria, results, price::text AS price, currency, created_at AS "createdAt"
     FROM paid_services WHERE tenant_id = $1 AND user_id = $2 ORDER BY id DESC`,
    [tenantId, userId],
  );
}
