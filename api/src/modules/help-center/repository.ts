import type { Queryable } from '../../db/database.ts';
import type { TenantId } from '../../db/tenant-id.ts';

export async function insertSupportRequest(
  db: Queryable,
  tenantId: TenantId,
  request: { userId: number; name: string; email: string; note: string },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO support_requests (tenant_id, user_id, name, email, note) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [tenantId, request.userId, request.name, request.email, request.note],
  );
  return row.id;
}

export async function markSupportRequestMailed(db: Queryable, tenantId: TenantId, id: number): Promise<void> {
  await db.query('UPDATE support_requests SET mailed_at = now() WHERE tenant_id = $1 AND id = $2', [tenantId, id]);
}
