/**
 * The contents and their product links (spec 002 §3): SQL only. Reads return rows or `null`;
 * writes say whether they happened. Rules live in ./service.ts.
 */
import type { Content } from '@portal/contracts/api/contents';
import type { PageOf } from '@portal/contracts/api/schema';
import { pgCode } from '../../catalogue-rules.ts';
import {
  PRODUCT_SUMMARY_COLUMNS,
  PRODUCT_SUMMARY_FROM,
  suggestProducts,
  type ProductSummary,
} from '../products/reads.ts';
import type { TenantId } from '../../db/tenant-id.ts';
import type { Queryable } from '../../db/database.ts';
import { findPage, type PageRequest, searchTerms } from '../../db/paging.ts';
import { orderAtVersion, rowVersion } from '../../db/row-version.ts';

export type { Content };

const CONTENT_COLUMNS = `c.id, c.description, c.icon, c.ord AS "order",
  (SELECT count(*)::int FROM content_products cp WHERE cp.content_id = c.id) AS "productCount",
  c.version`;

type ContentRow = Omit<Content, 'hasProducts' | 'contentProduct'>;

function toContent(row: ContentRow): Content {
  return { ...row, hasProducts: row.productCount > 0 };
}

export function listContents(db: Queryable, tenantId: TenantId, query: PageRequest): Promise<PageOf<Content>> {
  return findPage(
    db,
    {
      select: CONTENT_COLUMNS,
      from: 'contents c',
      where: `c.tenant_id = $1 AND ($2 = '' OR c.description ILIKE $3)`,
      orderBy: 'c.ord, c.id',
      params: [tenantId, ...searchTerms(query.search)],
    },
    query,
    toContent,
  );
}

export async function allContents(db: Queryable, tenantId: TenantId): Promise<Content[]> {
  const rows = await db.query<ContentRow & Record<string, unknown>>(
    `SELECT ${CONTENT_COLUMNS} FROM contents c WHERE c.tenant_id = $1 ORDER BY c.ord, c.id`,
    [tenantId],
  );
  return rows.map(toContent);
}

/** The content with its product links, or `null` when it is not the tenant's. */
export async function findContent(db: Queryable, tenantId: TenantId, id: number): Promise<Content | null> {
  const [row] = await db.query<ContentRow & Record<string, unknown>>(
    `SELECT ${CONTENT_COLUMNS} FROM contents c WHERE c.tenant_id = $1 AND c.id = $2`,
    [tenantId, id],
  );
  if (!row) return null;
  const links = await db.query<{ contentId: number; productId: number }>(
    `SELECT content_id AS "contentId", product_id AS "productId" FROM content_products
     WHERE tenant_id = $1 AND content_id = $2 ORDER BY product_id`,
    [tenantId, id],
  );
  return { ...toContent(row), contentProduct: links };
}

/** A new content goes after the last one, `step` further. */
export async function insertContent(
  db: Queryable,
  tenantId: TenantId,
  values: { description: string; icon: string },
  step: number,
): Promise<number> {
  const [{ id }] = await db.query<{ id: number }>(
    `INSERT INTO contents (tenant_id, description, icon, ord)
     VALUES ($1, $2, $3, (SELECT COALESCE(max(ord), 0) + $4 FROM contents WHERE tenant_id = $1))
     RETURNING id`,
    [tenantId, values.description, values.icon, step],
  );
  return id;
}

/** `false` when no content has this id and version. */
export async function updateContentVersion(
  db: Queryable,
  tenantId: TenantId,
  id: number,
  version: number,
  values: { description: string; icon: string },
): Promise<boolean> {
  const updated = await db.query(
    `UPDATE contents SET description = $4, icon = $5, version = version + 1, updated_at = now()
     WHERE tenant_id = $1 AND id = $2 AND version = $3 RETURNING id`,
    [tenantId, id, version, values.description, values.icon],
  );
  return updated.length > 0;
}

/** `false` when no content has this id and version. */
export function updateContentOrder(
  db: Queryable,
  tenantId: TenantId,
  item: { id: number; version: number; order: number },
): Promise<boolean> {
  return orderAtVersion(db, 'contents', tenantId, item);
}

export function contentVersion(db: Queryable, tenantId: TenantId, id: number): Promise<number | null> {
  return rowVersion(db, 'contents', tenantId, id);
}

/** `false` when a product was linked meanwhile (the foreign key refuses). */
export async function deleteContentRow(db: Queryable, tenantId: TenantId, id: number): Promise<boolean> {
  try {
    await db.query(`DELETE FROM contents WHERE tenant_id = $1 AND id = $2`, [tenantId, id]);
    return true;
  } catch (error) {
    if (pgCode(error) === '23503') return false;
    throw error;
  }
}

export function productsOfContent(db: Queryable, tenantId: TenantId, id: number): Promise<ProductSummary[]> {
  return db.query<ProductSummary & Record<string, unknown>>(
    `SELECT ${PRODUCT_SUMMARY_COLUMNS} FROM content_products cp JOIN ${PRODUCT_SUMMARY_FROM} ON p.id = cp.product_id
     WHERE cp.tenant_id = $1 AND cp.content_id = $2 AND p.tenant_id = $1
     ORDER BY p.product_code`,
    [tenantId, id],
  );
}

/** At most MAX_PRODUCT_SUGGESTIONS products not linked to the content, matching the text. */
export function productsNotInContent(
  db: Queryable,
  tenantId: TenantId,
  id: number,
  search = '',
): Promise<ProductSummary[]> {
  const condition = 'NOT EXISTS (SELECT 1 FROM content_products cp WHERE cp.content_id = $6 AND cp.product_id = p.id)';
  return suggestProducts(db, tenantId, search, { besides: { condition, id } });
}

/** `false` when the link exists already (ON CONFLICT: whatever the race). */
export async function insertContentProduct(
  db: Queryable,
  tenantId: TenantId,
  id: number,
  productId: number,
): Promise<boolean> {
  const inserted = await db.query(
    `INSERT INTO content_products (tenant_id, content_id, product_id) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING RETURNING product_id`,
    [tenantId, id, productId],
  );
  return inserted.length > 0;
}

/** `false` when there was no such link. */
export async function deleteContentProduct(
  db: Queryable,
  tenantId: TenantId,
  id: number,
  productId: number,
): Promise<boolean> {
  const deleted = await db.query(
    `DELETE FROM content_products WHERE tenant_id = $1 AND content_id = $2 AND product_id = $3 RETURNING product_id`,
    [tenantId, id, productId],
  );
  return deleted.length > 0;
}
