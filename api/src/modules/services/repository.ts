/**
 * The services (spec 002 §3): SQL only. Reads return rows or `null`; writes say whether they
 * happened. Rules live in ./service.ts.
 */
import type { PageOf } from '@portal/contracts/api/schema';
import type { Service } from '@portal/contracts/api/services';
import { pgCode } from '../../catalogue-rules.ts';
import type { TenantId } from '../../db/tenant-id.ts';
import type { Queryable } from '../../db/database.ts';
import { findPage, type PageRequest, searchTerms } from '../../db/paging.ts';
import { orderAtVersion } from '../../db/row-version.ts';

export type { Service };

export interface ServiceValues {
  name: string;
  description: string;
  icon: string;
  alwaysVisible: boolean;
}

const SERVICE_COLUMNS = `s.id, s.name, s.description, s.icon, s.always_visible AS "alwaysVisible", s.ord AS "order",
  (SELECT count(*)::int FROM lines l WHERE l.tenant_id = s.tenant_id AND l.service_id = s.id) AS "lineCount",
  s.version`;

type ServiceRow = Service & Record<string, unknown>;

export function listServices(db: Queryable, tenantId: TenantId, query: PageRequest): Promise<PageOf<Service>> {
  return findPage(
    db,
    {
      select: SERVICE_COLUMNS,
      from: 'services s',
      where: `s.tenant_id = $1 AND ($2 = '' OR s.name ILIKE $3 OR s.description ILIKE $3)`,
      orderBy: 's.ord, s.id',
      params: [tenantId, ...searchTerms(query.search)],
    },
    query,
    (row: Service) => row,
  );
}

export async function findService(db: Queryable, tenantId: TenantId, id: number): Promise<Service | null> {
  const [row] = await db.query<ServiceRow>(
    `SELECT ${SERVICE_COLUMNS} FROM services s WHERE s.tenant_id = $1 AND s.id = $2`,
    [tenantId, id],
  );
  return row ?? null;
}

export async function serviceVersions(
  db: Queryable,
  tenantId: TenantId,
  ids: readonly number[],
): Promise<Map<number, number>> {
  const rows = await db.query<{ id: number; version: number }>(
    `SELECT id, version FROM services WHERE tenant_id = $1 AND id = ANY($2::int[])`,
    [tenantId, ids],
  );
  return new Map(rows.map((row) => [row.id, row.version]));
}

export async function isServiceNameFree(db: Queryable, tenantId: TenantId, name: string): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM services WHERE tenant_id = $1 AND upper(name) = upper($2)`, [
    tenantId,
    name.trim(),
  ]);
  return rows.length === 0;
}

/** A new service goes after the last one, `step` further; `null` when the name is taken meanwhile. */
export async function insertService(
  db: Queryable,
  tenantId: TenantId,
  values: ServiceValues,
  step: number,
): Promise<number | null> {
  try {
    const [{ id }] = await db.query<{ id: number }>(
      `INSERT INTO services (tenant_id, name, description, icon, always_visible, ord)
       VALUES ($1, $2, $3, $4, $5, (SELECT COALESCE(max(ord), 0) + $6 FROM services WHERE tenant_id = $1))
       RETURNING id`,
      [tenantId, values.name, values.description, values.icon, values.alwaysVisible, step],
    );
    return id;
  } catch (error) {
    if (pgCode(error) === '23505') return null;
    throw error;
  }
}

/** `false` when no service has this id and version. The name stays as it is (locked once created). */
export async function updateServiceVersion(
  db: Queryable,
  tenantId: TenantId,
  id: number,
  version: number,
  values: Omit<ServiceValues, 'name'>,
): Promise<boolean> {
  const updated = await db.query(
    `UPDATE services SET description = $4, icon = $5, always_visible = $6, version = version + 1, updated_at = now()
     WHERE tenant_id = $1 AND id = $2 AND version = $3 RETURNING id`,
    [tenantId, id, version, values.description, values.icon, values.alwaysVisible],
  );
  return updated.length > 0;
}

/** `false` when no service has this id and version. */
export function updateServiceOrder(
  db: Queryable,
  tenantId: TenantId,
  item: { id: number; version: number; order: number },
): Promise<boolean> {
  return orderAtVersion(db, 'services', tenantId, item);
}

/** `false` when lines joined it meanwhile (the foreign key refuses) or it is not the tenant's. */
export async function deleteServiceRow(db: Queryable, tenantId: TenantId, id: number): Promise<boolean> {
  try {
    const deleted = await db.query(`DELETE FROM services WHERE tenant_id = $1 AND id = $2 RETURNING id`, [
      tenantId,
      id,
    ]);
    return deleted.length > 0;
  } catch (error) {
    if (pgCode(error) === '23503') return false;
    throw error;
  }
}
