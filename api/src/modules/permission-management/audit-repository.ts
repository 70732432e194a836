import type { Queryable } from '../../db/database.ts';
import type { TenantId } from '../../db/tenant-id.ts';

export type AuditAction =
  | 'sign-in'
  | 'sign-in-failed'
  | 'sign-out'
  | 'refresh-reuse'
  | 'impersonation-start'
  | 'impersonation-end'
  | 'account-locked'
  | 'account-unlocked'
  | 'password-reset'
  | 'password-changed'
  | 'password-change-refused'
  | 'sign-up-request'
  | 'request-created'
  | 'batch-created'
  | 'permission-granted'
  | 'permission-revoked'
  | 'user-created'
  | 'user-updated'
  | 'user-activation-sent'
  | 'top-up-confirmed'
  | 'top-up-rejected';

export async function writeAudit(
  db: Queryable,
  entry: {
    tenantId: TenantId | null;
    userId: number | null;
    actorId?: number | null;
    action: AuditAction;
    details?: object;
  },
): Promise<void> {
  await db.query(
    'INSERT INTO audit_log (tenant_id, user_id, actor_id, action, details) VALUES ($1, $2, $3, $4, $5::jsonb)',
    [entry.tenantId, entry.userId, entry.actorId ?? entry.userId, entry.action, JSON.stringify(entry.details ?? {})],
  );
}
