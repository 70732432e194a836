import type { Queryable } from '../../db/database.ts';
import type { TenantId } from '../../db/tenant-id.ts';
import { containsPattern } from '../../db/paging.ts';

export interface Account {
  clientId: number;
  clientName: string;
  customerCode: string;
}

/** Client accounts of the tenant whose name or customer code contains `search`. */
export async function listAccounts(db: Queryable, tenantId: TenantId, search = '', limit: number): Promise<Account[]> {
  const term = search.trim();
  return db.query<Account & Record<string, unknown>>(
    `SELECT id AS "clientId", head1 AS "clientName", customer_code AS "customerCode"
     FROM clients
     WHERE tenant_id = $1 AND ($2 = '' OR head1 ILIKE $3 OR customer_code ILIKE $3)
     ORDER BY head1, id
     LIMIT $4`,
    [tenantId, term, containsPattern(term), limit],
  );
}

/** The tenant has a client with this id. */
export async function clientExists(db: Queryable, tenantId: TenantId, clientId: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM clients WHERE tenant_id = $1 AND id = $2', [tenantId, clientId])).length > 0;
}
