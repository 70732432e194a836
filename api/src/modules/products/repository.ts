/**
 * Products (spec 002 §3), their purchasable products, contents and files: SQL only. Reads
 * return rows or `null`; writes say whether they happened. Rules live in ./service.ts.
 */
import type { SubjectKind } from '@portal/contracts/subjects';
import type { Product, ProductListItem, ProductRef, ProductsQuery } from '@portal/contracts/api/products';
import type { ConfigurationStatus, ProductFileKind, ReportFamily } from '@portal/contracts/catalogue';
import type { PageOf } from '@portal/contracts/api/schema';
import type { TenantId } from '../../db/tenant-id.ts';
import type { Queryable } from '../../db/database.ts';
import { containsPattern, findPage, searchTerms } from '../../db/paging.ts';
import { rowVersion } from '../../db/row-version.ts';

const LIST_COLUMNS = `p.id, p.product_code AS "productCode", p.full_product_code AS "fullProductCode", p.description,
  pc.product_type AS "productType", pc.description AS "categoryDescription", p.evas_days AS "evasDays",
  p.flag_suspended AS "flagSuspended", p.configuration_status AS "configurationStatus",
  p.line_id AS "lineId", ln.name AS "lineName", ln.service_id AS "serviceId", s.name AS "serviceName"`;

const LIST_FROM = `products p
  LEFT JOIN product_categories pc ON pc.tenant_id = p.tenant_id AND pc.id = p.product_category_id
  LEFT JOIN lines ln ON ln.tenant_id = p.tenant_id AND ln.id = p.line_id
  LEFT JOIN services s ON s.tenant_id = ln.tenant_id AND s.id = ln.service_id`;

const FILE_NAME = (kind: ProductFileKind, subject: SubjectKind) =>
  `(SELECT f.file_name FROM product_files f WHERE f.tenant_id = p.tenant_id AND f.product_id = p.id
     AND f.kind = '${kind}' AND f.subject_type = '${subject}')`;

const REF = (alias: string) =>
  `json_build_object('id', ${alias}.id, 'productCode', ${alias}.product_code, 'description', ${alias}.description)`;

const DETAIL_COLUMNS = `${LIST_COLUMNS},
  p.descr_estratto_conto AS "descrEstrattoConto", p.note, p.parent_id AS "parentId",
  (SELECT ${REF('pp')} FROM products pp WHERE pp.tenant_id = p.tenant_id AND pp.id = p.parent_id) AS parent,
  COALESCE((SELECT json_agg(${REF('ch')} ORDER BY ch.product_code) FROM products ch
    WHERE ch.tenant_id = p.tenant_id AND ch.parent_id = p.id), '[]'::json) AS children,
  p.product_category_id AS "productCategoryId", p.form_code AS "formCode", p.report_url AS "reportUrl",
  p.style_url AS "styleUrl", p.report_family AS "reportFamily",
  COALESCE((SELECT json_agg(${REF('tp')} ORDER BY tp.product_code) FROM product_purchasables pu
    JOIN products tp ON tp.tenant_id = pu.tenant_id AND tp.id = pu.target_product_id
    WHERE pu.tenant_id = p.tenant_id AND pu.product_id = p.id), '[]'::json) AS "purchasableProducts",
  COALESCE((SELECT json_agg(cp.content_id ORDER BY cp.content_id) FROM content_products cp
    WHERE cp.tenant_id = p.tenant_id AND cp.product_id = p.id), '[]'::json) AS "contentIds",
  p.customer_vis AS "customerVis", p.search, p.nuova_ricerca AS "nuovaRicerca", p.esito_pdf AS "esitoPdf",
  p.nascondi_da_lista_richieste AS "nascondiDaListaRichieste", p.persona_fisica AS "personaFisica",
  p.persona_giuridica AS "personaGiuridica", p.enable_massive_upload AS "enableMassiveUpload",
  p.massive_upload_split AS "massiveUploadSplit", p.urgent, p.favorite, p.price_from_conf AS "priceFromConf",
  p.manual_debit AS "manualDebit", p.subject_to_vat AS "subjectToVAT", p.urgent_off_line_mail AS "urgentOffLineMail",
  COALESCE(pc.product_type IN ('ON', 'WS'), false) AS online, COALESCE(pc.product_type = 'OF', false) AS offline,
  to_char(p.default_price, 'FM99999990.00') AS "defaultPrice",
  ${FILE_NAME('demo', 'PF')} AS "demoFilePf", ${FILE_NAME('demo', 'PG')} AS "demoFilePg",
  ${FILE_NAME('sheet', 'PF')} AS "productFileSheetPf", ${FILE_NAME('sheet', 'PG')} AS "productFileSheetPg",
  p.version`;

/** Matches code, full code or description. */
const SEARCH = `($2 = '' OR p.product_code ILIKE $3 OR p.full_product_code ILIKE $3 OR p.description ILIKE $3)`;

export function listProducts(
  db: Queryable,
  tenantId: TenantId,
  query: ProductsQuery,
): Promise<PageOf<ProductListItem>> {
  return findPage(
    db,
    {
      select: LIST_COLUMNS,
      from: LIST_FROM,
      where: `p.tenant_id = $1 AND ${SEARCH}
        AND ($4::int IS NULL OR ln.service_id = $4) AND ($5::int IS NULL OR p.line_id = $5)
        AND ($6::text IS NULL OR pc.product_type = $6) AND ($7::int IS NULL OR p.product_category_id = $7)
        AND ($8::text IS NULL OR p.configuration_status = $8)`,
      orderBy: 'p.product_code, p.id',
      params: [
        tenantId,
        ...searchTerms(query.search),
        query.serviceId ?? null,
        query.lineId ?? null,
        query.productType ?? null,
        query.productCategoryId ?? null,
        query.configurationStatus ?? null,
      ],
    },
    query,
    (row: ProductListItem) => row,
  );
}

export async function findProduct(db: Queryable, tenantId: TenantId, id: number): Promise<Product | null> {
  const [row] = await db.query<Product & Record<string, unknown>>(
    `SELECT ${DETAIL_COLUMNS} FROM ${LIST_FROM} WHERE p.tenant_id = $1 AND p.id = $2`,
    [tenantId, id],
  );
  return row ?? null;
}

/** Products matching the text, by code, at most `limit`. */
export function searchProducts(
  db: Queryable,
  tenantId: TenantId,
  options: { search: string; excludeId?: number; parentsOnly?: boolean; limit: number },
): Promise<ProductRef[]> {
  const search = options.search.trim();
  return db.query<ProductRef & Record<string, unknown>>(
    `SELECT p.id, p.product_code AS "productCode", p.description FROM products p
     WHERE p.tenant_id = $1 AND ${SEARCH} AND ($4::int IS NULL OR p.id <> $4)
       AND ($5 = false OR p.parent_id IS NULL)
     ORDER BY p.product_code LIMIT $6`,
    [tenantId, search, containsPattern(search), options.excludeId ?? null, options.parentsOnly ?? false, options.limit],
  );
}

export function productsByIds(db: Queryable, tenantId: TenantId, ids: readonly number[]): Promise<ProductListItem[]> {
  return db.query<ProductListItem & Record<string, unknown>>(
    `SELECT ${LIST_COLUMNS} FROM ${LIST_FROM} WHERE p.tenant_id = $1 AND p.id = ANY($2::int[]) ORDER BY p.product_code`,
    [tenantId, ids],
  );
}

/** The parent and child links of a product, to check a new parent (spec 002 §5). */
export async function productFamily(
  db: Queryable,
  tenantId: TenantId,
  id: number,
): Promise<{ parentId: number | null; childCount: number } | null> {
  const [row] = await db.query<{ parentId: number | null; childCount: number }>(
    `SELECT p.parent_id AS "parentId",
       (SELECT count(*)::int FROM products c WHERE c.tenant_id = p.tenant_id AND c.parent_id = p.id) AS "childCount"
     FROM products p WHERE p.tenant_id = $1 AND p.id = $2`,
    [tenantId, id],
  );
  return row ?? null;
}

export async function isProductCodeFree(db: Queryable, tenantId: TenantId, code: string): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM products WHERE tenant_id = $1 AND upper(product_code) = upper($2)`, [
    tenantId,
    code,
  ]);
  return rows.length === 0;
}

/** How many of `ids` are rows of `table` for the tenant (products, contents). */
export async function countOwned(
  db: Queryable,
  tenantId: TenantId,
  table: 'products' | 'contents',
  ids: readonly number[],
): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM ${table} WHERE tenant_id = $1 AND id = ANY($2::int[])`,
    [tenantId, ids],
  );
  return row.count;
}

/** Every column a save writes (the code only on insert). */
export interface ProductValues {
  description: string;
  descrEstrattoConto: string;
  note: string | null;
  lineId: number;
  productCategoryId: number;
  categoryCode: string;
  evasDays: number;
  formCode: string | null;
  parentId: number | null;
  reportUrl: string | null;
  styleUrl: string | null;
  reportFamily: ReportFamily | null;
  customerVis: 'S' | 'N';
  flagSuspended: 'S' | 'N';
  configurationStatus: ConfigurationStatus;
  search: boolean;
  nuovaRicerca: boolean;
  esitoPdf: boolean;
  nascondiDaListaRichieste: boolean;
  personaFisica: boolean;
  personaGiuridica: boolean;
  enableMassiveUpload: boolean;
  massiveUploadSplit: boolean;
  urgent: boolean;
  favorite: boolean;
  priceFromConf: 'S' | 'N';
  manualDebit: 'S' | 'N';
  subjectToVAT: 'S' | 'N';
  urgentOffLineMail: 'S' | 'N';
  defaultPrice: string | null;
}

const VALUE_COLUMNS = [
  'description',
  'descr_estratto_conto',
  'note',
  'line_id',
  'product_category_id',
  'evas_days',
  'form_code',
  'parent_id',
  'report_url',
  'style_url',
  'report_family',
  'customer_vis',
  'flag_suspended',
  'configuration_status',
  'search',
  'nuova_ricerca',
  'esito_pdf',
  'nascondi_da_lista_richieste',
  'persona_fisica',
  'persona_giuridica',
  'enable_massive_upload',
  'massive_upload_split',
  'urgent',
  'favorite',
  'price_from_conf',
  'manual_debit',
  'subject_to_vat',
  'urgent_off_line_mail',
  'default_price',
] as const;

function valueParams(values: ProductValues): unknown[] {
  return [
    values.description,
    values.descrEstrattoConto,
    values.note,
    values.lineId,
    values.productCategoryId,
    values.evasDays,
    values.formCode,
    values.parentId,
    values.reportUrl,
    values.styleUrl,
    values.reportFamily,
    values.customerVis,
    values.flagSuspended,
    values.configurationStatus,
    values.search,
    values.nuovaRicerca,
    values.esitoPdf,
    values.nascondiDaListaRichieste,
    values.personaFisica,
    values.personaGiuridica,
    values.enableMassiveUpload,
    values.massiveUploadSplit,
    values.urgent,
    values.favorite,
    values.priceFromConf,
    values.manualDebit,
    values.subjectToVAT,
    values.urgentOffLineMail,
    values.defaultPrice,
  ];
}

/** The full code is the category's code and the product's: 'VIS.VIS001'. */
export async function insertProduct(
  db: Queryable,
  tenantId: TenantId,
  code: string,
  values: ProductValues,
): Promise<number> {
  const params = valueParams(values);
  const placeholders = params.map((_, index) => `$${index + 4}`).join(', ');
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO products (tenant_id, product_code, full_product_code, ${VALUE_COLUMNS.join(', ')})
     VALUES ($1, $2, $3, ${placeholders}) RETURNING id`,
    [tenantId, code, `${values.categoryCode}.${code}`, ...params],
  );
  return row.id;
}

/** Writes over the version read; false when the product is not the tenant's or someone saved first. */
export async function updateProductVersion(
  db: Queryable,
  tenantId: TenantId,
  id: number,
  version: number,
  values: ProductValues,
): Promise<boolean> {
  const params = valueParams(values);
  const assignments = VALUE_COLUMNS.map((column, index) => `${column} = $${index + 4}`).join(', ');
  const category = `$${VALUE_COLUMNS.indexOf('product_category_id') + 4}`;
  const rows = await db.query(
    `UPDATE products SET ${assignments},
       full_product_code = (SELECT prod_cat_code FROM product_categories WHERE tenant_id = $1 AND id = ${category}) || '.' || product_code,
       version = version + 1, updated_at = now()
     WHERE tenant_id = $1 AND id = $2 AND version = $3 RETURNING id`,
    [tenantId, id, version, ...params],
  );
  return rows.length > 0;
}

export function productVersion(db: Queryable, tenantId: TenantId, id: number): Promise<number | null> {
  return rowVersion(db, 'products', tenantId, id);
}

export async function setPurchasables(db: Queryable, tenantId: TenantId, id: number, targets: readonly number[]) {
  await db.query(`DELETE FROM product_purchasables WHERE tenant_id = $1 AND product_id = $2`, [tenantId, id]);
  await db.query(
    `INSERT INTO product_purchasables (tenant_id, product_id, target_product_id) SELECT $1, $2, unnest($3::int[])`,
    [tenantId, id, targets],
  );
}

export async function setProductContents(db: Queryable, tenantId: TenantId, id: number, contentIds: readonly number[]) {
  await db.query(
    `DELETE FROM content_products WHERE tenant_id = $1 AND product_id = $2 AND NOT (content_id = ANY($3::int[]))`,
    [tenantId, id, contentIds],
  );
  await db.query(
    `INSERT INTO content_products (tenant_id, content_id, product_id) SELECT $1, unnest($3::int[]), $2
     ON CONFLICT DO NOTHING`,
    [tenantId, id, contentIds],
  );
}

export interface StoredProductFile {
  fileName: string;
  contentType: string;
  size: number;
  data: Uint8Array;
}

export async function upsertProductFile(
  db: Queryable,
  tenantId: TenantId,
  target: { productId: number; kind: ProductFileKind; subject: SubjectKind },
  file: StoredProductFile,
  userId: number,
): Promise<void> {
  await db.query(
    `INSERT INTO product_files (tenant_id, product_id, kind, subject_type, file_name, content_type, size, data, uploaded_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (tenant_id, product_id, kind, subject_type) DO UPDATE SET file_name = EXCLUDED.file_name,
       content_type = EXCLUDED.content_type, size = EXCLUDED.size, data = EXCLUDED.data,
       uploaded_by = EXCLUDED.uploaded_by, uploaded_at = now()`,
    [
      tenantId,
      target.productId,
      target.kind,
      target.subject,
      file.fileName,
      file.contentType,
      file.size,
      file.data,
      userId,
    ],
  );
}

export async function findProductFile(
  db: Queryable,
  tenantId: TenantId,
  target: { productId: number; kind: ProductFileKind; subject: SubjectKind },
): Promise<StoredProductFile | null> {
  const [row] = await db.query<StoredProductFile & Record<string, unknown>>(
    `SELECT file_name AS "fileName", content_type AS "contentType", size, data FROM product_files
     WHERE tenant_id = $1 AND product_id = $2 AND kind = $3 AND subject_type = $4`,
    [tenantId, target.productId, target.kind, target.subject],
  );
  return row ?? null;
}

export async function deleteProductFile(
  db: Queryable,
  tenantId: TenantId,
  target: { productId: number; kind: ProductFileKind; subject: SubjectKind },
): Promise<boolean> {
  const rows = await db.query(
    `DELETE FROM product_files WHERE tenant_id = $1 AND product_id = $2 AND kind = $3 AND subject_type = $4 RETURNING 1`,
    [tenantId, target.productId, target.kind, target.subject],
  );
  return rows.length > 0;
}
