/** The rules of a product category: a unique code (any case), required texts, removal only when unused. */
import type { ProductCategory, ProductCategoryInput } from '@portal/contracts/api/products';
import { CATALOGUE_MESSAGES } from '@portal/contracts/messages';
import { normalizeCode, pgCode } from '../../catalogue-rules.ts';
import type { TenantId } from '../../db/tenant-id.ts';
import type { Queryable } from '../../db/database.ts';
import { conflict, notFound } from '../../domain-error.ts';
import {
  deleteUnusedProductCategory,
  findProductCategory,
  insertProductCategory,
  isCategoryCodeFree,
  updateProductCategory,
  type CategoryValues,
} from './repository.ts';
import { requiredText } from '../../text-rules.ts';

const codeTaken = () => conflict(CATALOGUE_MESSAGES.categoryCodeTaken, { field: 'prodCatCode' });

async function getCategory(db: Queryable, tenantId: TenantId, id: number): Promise<ProductCategory> {
  const category = await findProductCategory(db, tenantId, id);
  if (!category) throw notFound(CATALOGUE_MESSAGES.categoryNotFound);
  return category;
}

async function categoryValues(
  db: Queryable,
  tenantId: TenantId,
  id: number | null,
  input: ProductCategoryInput,
): Promise<CategoryValues> {
  const prodCatCode = normalizeCode(input.prodCatCode, 'prodCatCode');
  if (!(await isCategoryCodeFree(db, tenantId, prodCatCode, id))) throw codeTaken();
  return { prodCatCode, description: requiredText(input.description, 'description'), productType: input.productType };
}

/** A unique violation between the check and the write is the same taken code. */
async function guarded<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgCode(error) === '23505') throw codeTaken();
    throw error;
  }
}

export async function createCategory(db: Queryable, tenantId: TenantId, input: ProductCategoryInput) {
  const values = await categoryValues(db, tenantId, null, input);
  const id = await guarded(() => insertProductCategory(db, tenantId, values));
  return getCategory(db, tenantId, id);
}

export async function updateCategory(db: Queryable, tenantId: TenantId, id: number, input: ProductCategoryInput) {
  await getCategory(db, tenantId, id);
  const values = await categoryValues(db, tenantId, id, input);
  await guarded(() => updateProductCategory(db, tenantId, id, values));
  return getCategory(db, tenantId, id);
}

export async function deleteCategory(db: Queryable, tenantId: TenantId, id: number): Promise<void> {
  const category = await getCategory(db, tenantId, id);
  if (!(await deleteUnusedProductCategory(db, tenantId, id))) {
    throw conflict(CATALOGUE_MESSAGES.categoryInUse(category.productCount), { productCount: category.productCount });
  }
}

// The module's reads, for its routes: a route imports its service only.
export { listProductCategories } from './repository.ts';
