/**
 * The 'Attività' record (migrations/130_activity.sql): what changed in a record, field by field,
 * who changed it and when. SQL and the diff; the hooks that call it are plugins/activity.ts.
 */
import type { ActivityAction, ActivityEntity } from '@portal/contracts/activity';
import type { ActivityEntry, ActivityQuery } from '@portal/contracts/api/activity';
import type { PageOf } from '@portal/contracts/api/schema';
import type { TenantId } from '../db/tenant-id.ts';
import type { Queryable } from '../db/database.ts';
import { findPage, isoTimestamp, searchTerms } from '../db/paging.ts';

export type FieldChanges = Record<string, { before: unknown; after: unknown }>;
type Snapshot = Record<string, unknown> | null;

/** Bookkeeping, not content: a save always changes them. */
const IGNORED = new Set([
  'version',
  'updatedAt',
  'createdAt',
  'lastAccessDate',
  'productCount',
  'lineCount',
  'clientCount',
  'productCount',
  'users',
]);
/** Long values (an icon's data, a form's example) are kept as their length. */
const MAX_TEXT = 300;

function shown(value: unknown): unknown {
  if (typeof value === 'string' && value.length > MAX_TEXT) return `${value.slice(0, 60)}… (${value.length} caratteri)`;
  if (value !== null && typeof value === 'object') {
    const text = JSON.stringify(value);
    if (text.length > MAX_TEXT * 4) return `(${text.length} caratteri)`;
  }
  return value ?? null;
}

const empty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** The fields whose values differ between two snapshots of a record (a creation: every filled one). */
export function fieldChanges(before: Snapshot, after: Snapshot): FieldChanges {
  const changes: FieldChanges = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (IGNORED.has(key)) continue;
    const old = before?.[key];
    const now = after?.[key];
    if (JSON.stringify(old ?? null) === JSON.stringify(now ?? null)) continue;
    if (empty(old) && empty(now)) continue;
    changes[key] = { before: shown(old), after: shown(now) };
  }
  return changes;
}

export interface ActivityRecord {
  tenantId: TenantId;
  actorId: number | null;
  entity: ActivityEntity;
  entityKey: string;
  entityLabel: string;
  action: ActivityAction;
  changes: FieldChanges;
}

export async function writeActivity(db: Queryable, record: ActivityRecord): Promise<void> {
  await db.query(
    `INSERT INTO activity_log (tenant_id, actor_id, entity, entity_key, entity_label, action, changes)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb)`,
    [
      record.tenantId,
      record.actorId,
      record.entity,
      record.entityKey.slice(0, 200),
      record.entityLabel.slice(0, 300),
      record.action,
      JSON.stringify(record.changes),
    ],
  );
}

/** Newest first; `from`/`to` are days in Rome, both included. */
export function listActivity(db: Queryable, tenantId: TenantId, query: ActivityQuery): Promise<PageOf<ActivityEntry>> {
  return findPage(
    db,
    {
      select: `a.id::int AS id, ${isoTimestamp('a.created_at')} AS at, a.actor_id AS "actorId",
        COALESCE(u.name || ' ' || u.last_name, '') AS "actorName", a.entity, a.entity_key AS "entityKey",
        a.entity_label AS "entityLabel", a.action, a.changes`,
      from: 'activity_log a LEFT JOIN users u ON u.id = a.actor_id',
      where: `a.tenant_id = $1 AND ($2::text IS NULL OR a.entity = $2) AND ($3::text IS NULL OR a.entity_key = $3)
        AND ($4::text IS NULL OR a.action = $4)
        AND ($5::date IS NULL OR a.created_at >= ($5::date::timestamp AT TIME ZONE 'Europe/Rome'))
        AND ($6::date IS NULL OR a.created_at < (($6::date + 1)::timestamp AT TIME ZONE 'Europe/Rome'))
        AND ($7 = '' OR a.entity_label ILIKE $8 OR a.entity_key ILIKE $8 OR u.name ILIKE $8 OR u.last_name ILIKE $8
             OR u.login ILIKE $8)`,
      orderBy: 'a.created_at DESC, a.id DESC',
      params: [
        tenantId,
        query.entity ?? null,
        query.entityKey ?? null,
        query.action ?? null,
        query.from ?? null,
        query.to ?? null,
        ...searchTerms(query.search),
      ],
    },
    query,
    (row: ActivityEntry) => row,
  );
}
