import type { Queryable } from './database.ts';
import type { TenantId } from './tenant-id.ts';

/**
 * The tables whose rows carry an optimistic lock (`version`), and the columns that name a row
 * in a tenant. A closed list: its names go into the SQL as they are.
 */
const VERSIONED_ROWS = {
  contents: ['id'],
  fields: ['field_code'],
  form_fields: ['field_code', 'field_form'],
  forms: ['form_code'],
  processings: ['id'],
  products: ['id'],
  users: ['id'],
} as const;

type VersionedTable = keyof typeof VERSIONED_ROWS;
type ValuesOf<Columns extends readonly string[]> = { [I in keyof Columns]: string | number };
/** One value for each column that names a row of the table, in the list's order. */
type RowKey<T extends VersionedTable> = ValuesOf<(typeof VERSIONED_ROWS)[T]>;

/**
 * A row's current version, or `null` when the tenant has no such row: what an update refused at
 * a version tells its caller (gone, or saved by someone else meanwhile).
 */
export async function rowVersion<T extends VersionedTable>(
  db: Queryable,
  table: T,
  tenantId: TenantId,
  ...key: RowKey<T>
): Promise<number | null> {
  const columns = VERSIONED_ROWS[table].map((column, index) => `${column} = $${index + 2}`).join(' AND ');
  const [row] = await db.query<{ version: number }>(
    `SELECT version FROM ${table} WHERE tenant_id = $1 AND ${columns}`,
    [tenantId, ...(key as Array<string | number>)],
  );
  return row?.version ?? null;
}

/** The ordered tables (their `ord` column) whose rows are reordered one by one at their version. */
type OrderedTable = 'contents' | 'services';

/** Moves a row to an order at its version: `false` when no row has this id and version. */
export async function orderAtVersion(
  db: Queryable,
  table: OrderedTable,
  tenantId: TenantId,
  item: { id: number; version: number; order: number },
): Promise<boolean> {
  const updated = await db.query(
    `UPDATE ${table} SET ord = $4, version = version + 1, updated_at = now()
     WHERE tenant_id = $1 AND id = $2 AND version = $3 RETURNING id`,
    [tenantId, item.id, item.version, item.order],
  );
  return updated.length > 0;
}
