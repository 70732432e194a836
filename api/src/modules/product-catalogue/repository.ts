/** Product categories (spec 002 §3): SQL only. Reads return rows or `null`; writes say whether they happened. */
import type { ProductCategory } from '@portal/contracts/api/products';
import type { ProductType } from '@portal/contracts/catalogue';
import type { TenantId } from '../../db/tenant-id.ts';
import type { Queryable } from '../../db/database.ts';

const COLUMNS = `c.id, c.prod_cat_code AS "prodCatCode", c.description, c.product_type AS "productType",
  (SELECT count(*)::int FROM products p WHERE p.tenant_id = c.tenant_id AND p.product_category_id = c.id) AS "productCount"`;

export interface CategoryValues {
  prodCatCode: string;
  description: string;
  productType: ProductType;
}

export function listProductCategories(db: Queryable, tenantId: TenantId): Promise<ProductCategory[]> {
  return db.query<ProductCategory & Record<string, unknown>>(
    `SELECT ${COLUMNS} FROM product_categories c WHERE c.tenant_id = $1 ORDER BY c.description, c.id`,
    [tenantId],
  );
}

export async function findProductCategory(
  db: Queryable,
  tenantId: TenantId,
  id: number,
): Promise<ProductCategory | null> {
  const [row] = await db.query<ProductCategory & Record<string, unknown>>(
    `SELECT ${COLUMNS} FROM product_categories c WHERE c.tenant_id = $1 AND c.id = $2`,
    [tenantId, id],
  );
  return row ?? null;
}

/** True when no other category of the tenant has the code (any case). */
export async function isCategoryCodeFree(
  db: Queryable,
  tenantId: TenantId,
  code: string,
  exceptId: number | null,
): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM product_categories WHERE tenant_id = $1 AND upper(prod_cat_code) = upper($2) AND id IS DISTINCT FROM $3`,
    [tenantId, code, exceptId],
  );
  return rows.length === 0;
}

export async function insertProductCategory(
  db: Queryable,
  tenantId: TenantId,
  values: CategoryValues,
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO product_categories (tenant_id, prod_cat_code, description, product_type) VALUES ($1, $2, $3, $4)
     RETURNING id`,
    [tenantId, values.prodCatCode, values.description, values.productType],
  );
  return row.id;
}

export async function updateProductCategory(
  db: Queryable,
  tenantId: TenantId,
  id: number,
  values: CategoryValues,
): Promise<boolean> {
  // One statement: the full codes of its products ('VIS.VIS001') follow a new category code.
  const rows = await db.query(
    `WITH updated AS (
       UPDATE product_categories SET prod_cat_code = $3, description = $4, product_type = $5
       WHERE tenant_id = $1 AND id = $2 RETURNING id, prod_cat_code),
     renamed AS (
       UPDATE products p SET full_product_code = u.prod_cat_code || '.' || p.product_code
       FROM updated u WHERE p.tenant_id = $1 AND p.product_category_id = u.id)
     SELECT id FROM updated`,
    [tenantId, id, values.prodCatCode, values.description, values.productType],
  );
  return rows.length > 0;
}

/** Deletes a category no product uses (the check and the delete in one statement). */
export async function deleteUnusedProductCategory(db: Queryable, tenantId: TenantId, id: number): Promise<boolean> {
  const rows = await db.query(
    `DELETE FROM product_categories c WHERE c.tenant_id = $1 AND c.id = $2
       AND NOT EXISTS (SELECT 1 FROM products p WHERE p.tenant_id = c.tenant_id AND p.product_category_id = c.id)
     RETURNING id`,
    [tenantId, id],
  );
  return rows.length > 0;
}
