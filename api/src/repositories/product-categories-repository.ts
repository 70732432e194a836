/** Product categories (spec 002 §3): SQL only. */
import type { ProductCategory } from '@portal/contracts/api/lines';
import type { TenantId } from '../data/tenant-id.ts';
import type { Queryable } from '../db/database.ts';

export function listProductCategories(db: Queryable, tenantId: TenantId): Promise<ProductCategory[]> {
  return db.query<ProductCategory & Record<string, unknown>>(
    `SELECT id, prod_cat_code AS "prodCatCode", description, product_type AS "productType"
     FROM product_categories WHERE tenant_id = $1 ORDER BY description, id`,
    [tenantId],
  );
}
