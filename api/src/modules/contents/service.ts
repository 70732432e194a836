/**
 * The rules of a content (spec 002 §2.5, §2.6, §4): required texts, new ones last, the
 * optimistic lock (one stale version cancels a whole reorder), removal only without products,
 * one link per product. Returns results or throws domain errors; the SQL is the repository's.
 */
import type { ContentInput, NewContentInput } from '@portal/contracts/api/contents';
import { CATALOGUE_MESSAGES, badRequest, notFound, stale } from '../../catalogue-rules.ts';
import { productExists, type ProductSummary } from '../products/reads.ts';
import type { TenantId } from '../../db/tenant-id.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { conflict } from '../../domain-error.ts';
import {
  contentVersion,
  deleteContentProduct,
  deleteContentRow,
  findContent,
  insertContent,
  insertContentProduct,
  productsNotInContent,
  productsOfContent,
  updateContentOrder,
  updateContentVersion,
  type Content,
} from './repository.ts';
import { requiredText } from '../../text-rules.ts';

/** A new content goes after the last one, leaving room to insert between two. */
const ORDER_STEP = 10;

export async function getContent(db: Queryable, tenantId: TenantId, id: number): Promise<Content> {
  const content = await findContent(db, tenantId, id);
  if (!content) throw notFound();
  return content;
}

const texts = (input: NewContentInput) => ({
  description: requiredText(input.description, 'description'),
  icon: requiredText(input.icon, 'icon'),
});

export async function createContent(db: Queryable, tenantId: TenantId, input: NewContentInput): Promise<Content> {
  const id = await insertContent(db, tenantId, texts(input), ORDER_STEP);
  return getContent(db, tenantId, id);
}

/** 404 when the content is not the tenant's, 409 with the current version when someone saved in between. */
async function versionRefused(db: Queryable, tenantId: TenantId, id: number) {
  const current = await contentVersion(db, tenantId, id);
  return current === null ? notFound() : stale(current);
}

export async function updateContent(db: Queryable, tenantId: TenantId, input: ContentInput): Promise<Content> {
  if (!(await updateContentVersion(db, tenantId, input.id, input.version, texts(input)))) {
    throw await versionRefused(db, tenantId, input.id);
  }
  return getContent(db, tenantId, input.id);
}

export async function deleteContent(db: Queryable, tenantId: TenantId, id: number): Promise<void> {
  const content = await getContent(db, tenantId, id);
  const inUse = () => conflict(CATALOGUE_MESSAGES.contentHasProducts, { productCount: content.productCount });
  if (content.hasProducts || !(await deleteContentRow(db, tenantId, id))) throw inUse();
}

/** Saves a new order for several contents at once, in one transaction: a stale version cancels it all. */
export async function reorderContents(
  db: Database,
  tenantId: TenantId,
  items: Array<{ id: number; order: number; version: number }>,
): Promise<Content[]> {
  if (items.length === 0) throw badRequest(CATALOGUE_MESSAGES.emptyList);
  await db.transaction(async (tx) => {
    for (const item of items) {
      if (!(await updateContentOrder(tx, tenantId, item))) throw await versionRefused(tx, tenantId, item.id);
    }
  });
  const result: Content[] = [];
  for (const item of items) result.push(await getContent(db, tenantId, item.id));
  return result;
}

export async function contentProducts(db: Queryable, tenantId: TenantId, id: number): Promise<ProductSummary[]> {
  await getContent(db, tenantId, id);
  return productsOfContent(db, tenantId, id);
}

export async function productsToAdd(
  db: Queryable,
  tenantId: TenantId,
  id: number,
  search = '',
): Promise<ProductSummary[]> {
  await getContent(db, tenantId, id);
  return productsNotInContent(db, tenantId, id, search);
}

export async function addProductToContent(
  db: Queryable,
  tenantId: TenantId,
  id: number,
  productId: number,
): Promise<ProductSummary[]> {
  await getContent(db, tenantId, id);
  if (!(await productExists(db, tenantId, productId))) throw notFound();
  if (!(await insertContentProduct(db, tenantId, id, productId))) {
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
  if (!(await deleteContentProduct(db, tenantId, id, productId))) throw notFound();
  return productsOfContent(db, tenantId, id);
}

// The module's reads, for its routes: a route imports its service only.
export { allContents, listContents } from './repository.ts';
