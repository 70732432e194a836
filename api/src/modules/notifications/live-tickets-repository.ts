import type { Queryable } from '../../db/database.ts';
import { trustedTenantId, type TenantId } from '../../db/tenant-id.ts';

/**
 * The single-use tickets of the live channel, in the database: the instance that issues one is
 * rarely the one the socket reaches behind a proxy. Only the ticket's hash is stored.
 */
export async function insertLiveTicket(
  db: Queryable,
  ticket: { hash: string; tenantId: TenantId; userId: number; expiresAt: Date; familyId: string | null },
): Promise<void> {
  // Expired tickets go as new ones come: the table stays as small as the last 30 seconds.
  await db.query('DELETE FROM live_tickets WHERE expires_at < $1', [new Date(ticket.expiresAt.getTime() - 3_600_000)]);
  await db.query(
    'INSERT INTO live_tickets (ticket_hash, tenant_id, user_id, expires_at, family_id) VALUES ($1, $2, $3, $4, $5)',
    [ticket.hash, ticket.tenantId, ticket.userId, ticket.expiresAt, ticket.familyId],
  );
}

/** Spends a ticket (one statement, so two instances cannot both spend it); null if unknown. */
export async function takeLiveTicket(
  db: Queryable,
  hash: string,
): Promise<{ tenantId: TenantId; userId: number; expiresAt: Date; familyId: string | null } | null> {
  const [row] = await db.query<{ tenantId: number; userId: number; expiresAt: Date; familyId: string | null }>(
    `DELETE FROM live_tickets WHERE ticket_hash = $1
     RETURNING tenant_id AS "tenantId", user_id AS "userId", expires_at AS "expiresAt", family_id AS "familyId"`,
    [hash],
  );
  return row
    ? { tenantId: trustedTenantId(row.tenantId), userId: row.userId, expiresAt: row.expiresAt, familyId: row.familyId }
    : null;
}
