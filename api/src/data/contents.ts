import type { Content as ContractContent, NewContentInput } from '@portal/contracts/api/contents';
import type { PageOf } from '@portal/contracts/api/schema';
import type { Database, Queryable } from '../db/database.ts';
import { conflict } from '../domain-error.ts';
import { CATALOGUE_MESSAGES, notFound, pgCode, requiredText, staleOrMissing } from './catalogue.ts';
import {
  MAX_PRODUCT_SUGGESTIONS,
  PRODUCT_SUMMARY_COLUMNS,
  PRODUCT_SUMMARY_FROM,
  type ProductSummary,
} from './products.ts';
import type { TenantId } from './tenant-id.ts';
import { containsPattern, findPage, type PageRequest } from '../db/paging.ts';

/** Content (spec 002 §3): a grouping of products with an icon. */
export type Content = ContractContent;

/** What POST and PUT accept (the version is required by PUT's schema). */
export type ContentInput = NewContentInput;

/** A new content goes after the last one, leaving room to insert between two. */
const ORDER_STEP = 10;

const CONTENT_COLUMNS = `c.id, c.description, c.icon, c.ord AS "order",
  (SELECT count(*)::int FROM content_products cp WHERE cp.content_id = c.id) AS "productCount",
  c.version`;

type ContentRow = Omit<Content, 'hasProducts' | 'contentProduct'>;

function toContent(row: ContentRow): Content {
  return { ...row, hasProducts: row.productCount > 0 };
}

export async function listContents(db: Queryable, tenantId: TenantId, query: PageRequest): Promise<PageOf<Content>> {
  const search = query.search?.trim() ?? '';
  const where = `c.tenant_id = $1 AND ($2 = '' OR c.description ILIKE $3)`;
  const params = [tenantId, search, containsPattern(search)];
  return findPage(
    db,
    { select: CONTENT_COLUMNS, from: 'contents c', where, orderBy: 'c.ord, c.id', params },
    query,
    toContent,
  );
}

export async function availableContents(db: Queryable, tenantId: TenantId): Promise<Content[]> {
  const rows = await db.query<ContentRow & Record<string, unknown>>(
    `SELECT ${CONTENT_COLUMNS} FROM contents c WHERE c.tenant_id = $1 ORDER BY c.ord, c.id`,
    [tenantId],
  );
  return rows.map(toContent);
}

export async function getContent(db: Queryable, tenantId: TenantId, id: number): Promise<Content> {
  const rows = await db.query<ContentRow & Record<string, unknown>>(
    `SELECT ${CONTENT_COLUMNS} FROM contents c WHERE c.tenant_id = $1 AND c.id = $2`,
    [tenantId, id],
  );
  if (rows.length === 0) throw notFound();
  const links = await db.query<{ contentId: number; productId: number }>(
    `SELECT content_id AS "contentId", product_id AS "productId" FROM content_products
     WHERE tenant_id = $1 AND content_id = $2 ORDER BY product_id`,
    [tenantId, id],
  );
  return { ...toContent(rows[0]), contentProduct: links };
}

export async function createContent(db: Queryable, tenantId: TenantId, input: ContentInput): Promise<Content> {
  const [{ id }] = await db.query<{ id: number }>(
    `INSERT INTO contents (tenant_id, description, icon, ord)
     VALUES ($1, $2, $3, (SELECT COALESCE(max(ord), 0) + $4 FROM contents WHERE tenant_id = $1))
     RETURNING id`,
    [tenantId, requiredText(input.description, 'description'), requiredText(input.icon, 'icon'), ORDER_STEP],
  );
  return getContent(db, tenantId, id);
}

export async function updateContent(db: Queryable, tenantId: TenantId, input: ContentInput): Promise<Content> {
  const description = requiredText(input.description, 'description');
  const icon = requiredText(input.icon, 'icon');
  const updated = await db.query(
    `UPDATE contents SET description = $4, icon = $5, version = version + 1, updated_at = now()
     WHERE tenant_id = $1 AND id = $2 AND version = $3 RETURNING id`,
    [tenantId, input.id, input.version, description, icon],
  );
  if (updated.length === 0) {
    await staleOrMissing(db, `SELECT version FROM contents WHERE tenant_id = $1 AND id = $2`, [tenantId, input.id]);
  }
  return getContent(db, tenantId, input.id!);
}

export async function deleteContent(db: Queryable, tenantId: TenantId, id: number): Promise<void> {
  const content = await getContent(db, tenantId, id);
  const inUse = () => conflict(CATALOGUE_MESSAGES.contentHasProducts, { productCount: content.productCount });
  if (content.hasProducts) throw inUse();
  try {
    await db.query(`DELETE FROM contents WHERE tenant_id = $1 AND id = $2`, [tenantId, id]);
  } catch (error) {
    if (pgCode(error) === '23503') throw inUse();
    throw error;
  }
}

/** Saves a new order for several contents at once; a stale version cancels the whole save. */
export async function reorderContents(
  db: Database,
  tenantId: TenantId,
  items: Array<{ id: number; order: number; version: number }>,
): Promise<Content[]> {
  await db.transaction(async (tx) => {
    for (const item of items) {
      const updated = await tx.query(
        `UPDATE contents SET ord = $4, version = version + 1, updated_at = now()
         WHERE tenant_id = $1 AND id = $2 AND version = $3 RETURNING id`,
        [tenantId, item.id, item.version, item.order],
      );
      if (updated.length === 0) {
        await staleOrMissing(tx, `SELECT version FROM contents WHERE tenant_id = $1 AND id = $2`, [tenantId, item.id]);
      }
    }
  });
  const result: Content[] = [];
  for (const item of items) result.push(await getContent(db, tenantId, item.id));
  return result;
}

export async function productsOfContent(db: Queryable, tenantId: TenantId, id: number): Promise<ProductSummary[]> {
  await getContent(db, tenantId, id);
  return db.query<ProductSummary & Record<string, unknown>>(
    `SELECT ${PRODUCT_SUMMARY_COLUMNS} FROM content_products cp JOIN ${PRODUCT_SUMMARY_FROM} ON p.id = cp.product_id
     WHERE cp.tenant_id = $1 AND cp.content_id = $2 AND p.tenant_id = $1
     ORDER BY p.product_code`,
    [tenantId, id],
  );
}

export async function productsNotInContent(
  db: Queryable,
  tenantId: TenantId,
  id: number,
  search = '',
): Promise<ProductSummary[]> {
  await getContent(db, tenantId, id);
  const text = search.trim();
  return db.query<ProductSummary & Record<string, unknown>>(
    `SELECT ${PRODUCT_SUMMARY_COLUMNS} FROM ${PRODUCT_SUMMARY_FROM}
     WHERE p.tenant_id = $1
       AND NOT EXISTS (SELECT 1 FROM content_products cp WHERE cp.content_id = $2 AND cp.product_id = p.id)
       AND ($3 = '' OR p.product_code ILIKE $4 OR p.full_product_code ILIKE $4 OR p.description ILIKE $4)
     ORDER BY p.product_code LIMIT $5`,
    [tenantId, id, text, containsPattern(text), MAX_PRODUCT_SUGGESTIONS],
  );
}

export async function addProductToContent(
  db: Queryable,
  tenantId: TenantId,
  id: number,
  productId: number,
): Promise<ProductSummary[]> {
  await getContent(db, tenantId, id);
  const product = await db.query(`SELECT 1 FROM products WHERE tenant_id = $1 AND id = $2`, [tenantId, productId]);
  if (product.length === 0) throw notFound();
  // ON CONFLICT DO NOTHING: a link that already exists inserts nothing, whatever the race.
  const inserted = await db.query(
    `INSERT INTO content_products (tenant_id, content_id, product_id) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING RETURNING product_id`,
    [tenantId, id, productId],
  );
  if (inserted.length === 0) {
    throw conflict(CATALOGUE_MESSAGES.productAlreadyInContent, { field: 'productId' });
  }
  return productsOfContent(db, tenantId, id);
}

export async function removeProductFromContent(
  db: Queryable,
  tenantId: TenantId,
  id: number,
  productId: number,
): Promise<ProductSummary[]> {
  await getContent(db, tenantId, id);
  const deleted = await db.query(
    `DELETE FROM content_products WHERE tenant_id = $1 AND content_id = $2 AND product_id = $3 RETURNING product_id`,
    [tenantId, id, productId],
  );
  if (deleted.length === 0) throw notFound();
  return productsOfContent(db, tenantId, id);
}
