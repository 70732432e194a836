import type { NewNotificationBody, Notification } from '@portal/contracts/api/notifications';
import type { Queryable } from '../../db/database.ts';
import { isoTimestamp } from '../../db/paging.ts';
import type { TenantId } from '../../db/tenant-id.ts';

/** Spec 000 §3: readDate null means unread. */
export type { Notification };

/** What a sender gives (the recipient is named by the route). */
export type NewNotification = Omit<NewNotificationBody, 'login'>;

const COLUMNS = `id, subject, text, icon, image, link, use_router AS "useRouter",
  ${isoTimestamp('ins_date_time')} AS "insDateTime", ${isoTimestamp('read_date')} AS "readDate"`;

/** The bell shows the newest ones; older ones stay in the table. */
export const MAX_LISTED = 100;

export async function listNotifications(db: Queryable, tenantId: TenantId, userId: number): Promise<Notification[]> {
  return db.query<Notification & Record<string, unknown>>(
    `SELECT ${COLUMNS} FROM notifications
     WHERE tenant_id = $1 AND user_id = $2
     ORDER BY ins_date_time DESC, id DESC
     LIMIT ${MAX_LISTED}`,
    [tenantId, userId],
  );
}

export async function countUnread(db: Queryable, tenantId: TenantId, userId: number): Promise<number> {
  const [{ count }] = await db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM notifications WHERE tenant_id = $1 AND user_id = $2 AND read_date IS NULL',
    [tenantId, userId],
  );
  return count;
}

/** Marks one of the user's notifications read (keeps the first read date); null if not theirs. */
export async function markRead(
  db: Queryable,
  tenantId: TenantId,
  userId: number,
  id: number,
): Promise<Notification | null> {
  const [row] = await db.query<Notification & Record<string, unknown>>(
    `UPDATE notifications SET read_date = COALESCE(read_date, now())
     WHERE tenant_id = $1 AND user_id = $2 AND id = $3
     RETURNING ${COLUMNS}`,
    [tenantId, userId, id],
  );
  return row ?? null;
}

/** Returns how many were unread. */
export async function markAllRead(db: Queryable, tenantId: TenantId, userId: number): Promise<number> {
  const rows = await db.query(
    `UPDATE notifications SET read_date = now()
     WHERE tenant_id = $1 AND user_id = $2 AND read_date IS NULL RETURNING id`,
    [tenantId, userId],
  );
  return rows.length;
}

export async function insertNotification(
  db: Queryable,
  tenantId: TenantId,
  userId: number,
  notification: NewNotification,
): Promise<Notification> {
  const [row] = await db.query<Notification & Record<string, unknown>>(
    `INSERT INTO notifications (tenant_id, user_id, subject, text, icon, image, link, use_router)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     RETURNING ${COLUMNS}`,
    [
      tenantId,
      userId,
      notification.subject,
      notification.text,
      notification.icon ?? null,
      notification.image ?? null,
      notification.link ?? null,
      notification.useRouter ?? false,
    ],
  );
  return row;
}

/** The active user of the tenant with this login (the recipient of a notification sent by login). */
export async function findRecipient(db: Queryable, tenantId: TenantId, login: string): Promise<number | null> {
  const [row] = await db.query<{ id: number }>(
    "SELECT id FROM users WHERE tenant_id = $1 AND lower(login) = lower($2) AND blocked = 'N'",
    [tenantId, login],
  );
  return row?.id ?? null;
}
