import type { Queryable } from '../db/database.ts';
import {
  DEFAULT_MAXIMUM_DATE,
  EXTRA_FIELDS,
  SEED_ACCESSORY_PRODUCTS,
  SEED_CATEGORIES,
  SEED_CONTENTS,
  SEED_FORMS,
  MORE_SEED_PRODUCTS,
  SEED_PRODUCTS as FIRST_SEED_PRODUCTS,
  type SeedProduct,
} from './catalogue-data.ts';
import { SEED_FIELDS, type SeedField } from './data.ts';
import { seedServices } from './services.ts';
import { servicesOf } from './services-data.ts';

/** The seed's monitoring products: a year of monitoring each. */
const MONITORING_PRODUCTS = ['MON001', 'MON002', 'MON003'];

export interface CatalogueTenant {
  tenantId: number;
  /** Position in SEED_TENANTS: the second tenant gets small differences. */
  index: number;
  /** Fields only this tenant has (seed-data.ts); they join the free-request form. */
  tenantFields: SeedField[];
}

/**
 * The catalogue of one tenant (spec 002 §2.1-§2.6): fields of every type, forms with their
 * field links, contents with icons, product categories and products linked to contents.
 * One bulk statement per table: PGlite pays per round trip.
 */
export async function seedCatalogue(tx: Queryable, tenant: CatalogueTenant): Promise<void> {
  const { tenantId, index } = tenant;
  const fields = [...SEED_FIELDS, ...EXTRA_FIELDS, ...tenant.tenantFields].map((field) =>
    field.type === 'DATE' ? { ...field, maximumDate: field.maximumDate ?? DEFAULT_MAXIMUM_DATE } : field,
  );
  const pick = <K extends keyof SeedField>(key: K) => fields.map((field) => field[key] ?? null);
  await tx.query(
    `INSERT INTO fields (tenant_id, field_code, name, description, type, length, minimum, maximum, validator, icon,
       minimum_date, maximum_date, select_value, physical_person_field, legal_person_field, subject_field,
       sql_options, price_change, default_value, tool_tip_info)
     SELECT $1, f.code, f.name, f.description, f.type, f.length, f.minimum, f.maximum, f.validator,
       COALESCE(f.icon, 'mat_outline:bookmark'), f.minimum_date, f.maximum_date, f.select_value, f.physical_person_field,
       f.legal_person_field, COALESCE(f.subject_field, false), f.sql_options, COALESCE(f.price_change, false),
       f.default_value, f.tool_tip_info
     FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::int[], $7::numeric[], $8::numeric[], $9::text[],
       $10::text[], $11::date[], $12::date[], $13::text[], $14::text[], $15::text[], $16::bool[], $17::text[],
       $18::bool[], $19::text[], $20::text[])
       AS f(code, name, description, type, length, minimum, maximum, validator, icon, minimum_date, maximum_date,
         select_value, physical_person_field, legal_person_field, subject_field, sql_options, price_change,
         default_value, tool_tip_info)`,
    [
      tenantId,
      pick('fieldCode'),
      pick('name'),
      pick('description'),
      pick('type'),
      pick('length'),
      pick('minimum'),
      pick('maximum'),
      pick('validator'),
      pick('icon'),
      pick('minimumDate'),
      pick('maximumDate'),
      pick('selectValue'),
      pick('physicalPersonField'),
      pick('legalPersonField'),
      pick('subjectField'),
      pick('sqlOptions'),
      pick('priceChange'),
      pick('defaultValue'),
      pick('toolTipInfo'),
    ],
  );

  await tx.query(
    `INSERT INTO forms (tenant_id, form_code, description, validatore)
     SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[])`,
    [
      tenantId,
      SEED_FORMS.map((form) => form.formCode),
      SEED_FORMS.map((form) => form.description),
      SEED_FORMS.map((form) => form.validatore ?? null),
    ],
  );

  const links = SEED_FORMS.flatMap((form) =>
    form.links
      .flatMap((link) =>
        link.field === '{TENANT}' ? tenant.tenantFields.map((field) => ({ ...link, field: field.fieldCode })) : [link],
      )
      .map((link, position) => ({ form: form.formCode, order: position + 1, ...link })),
  );
  await tx.query(
    `INSERT INTO form_fields (tenant_id, field_form, field_code, obligatory, subject_type, ord, dimension, new_riga, grp)
     SELECT $1, * FROM unnest($2::text[], $3::text[], $4::bool[], $5::text[], $6::int[], $7::int[], $8::bool[], $9::int[])`,
    [
      tenantId,
      links.map((link) => link.form),
      links.map((link) => link.field),
      links.map((link) => link.obligatory ?? false),
      links.map((link) => link.subjectType ?? 'ANY'),
      links.map((link) => link.order),
      links.map((link) => link.dimension ?? 2),
      links.map((link) => link.newRiga ?? false),
      links.map((link) => link.group ?? 0),
    ],
  );

  const contents = await tx.query<{ id: number; description: string }>(
    `INSERT INTO contents (tenant_id, description, icon, ord)
     SELECT $1, description, icon, ord * 10 FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS c(description, icon, ord)
     RETURNING id, description`,
    [tenantId, SEED_CONTENTS.map((content) => content.description), SEED_CONTENTS.map((content) => content.icon)],
  );
  const contentId = new Map(contents.map((row) => [row.description, row.id]));

  await tx.query(
    `INSERT INTO product_categories (tenant_id, prod_cat_code, description, product_type)
     SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[])`,
    [
      tenantId,
      SEED_CATEGORIES.map((category) => category.code),
      SEED_CATEGORIES.map((category) => category.description),
      SEED_CATEGORIES.map((category) => category.productType),
    ],
  );

  const SEED_PRODUCTS = productsOf(index);
  // The second tenant suspends one more product, so the two catalogues are not identical.
  const suspended = (product: SeedProduct) => Boolean(product.suspended) || (index === 1 && product.code === 'REP003');
  const products = await tx.query<{ id: number; code: string }>(
    `INSERT INTO products (tenant_id, product_code, full_product_code, description, descr_estratto_conto,
       product_category_id, evas_days, form_code, flag_suspended, configuration_status, persona_fisica,
       persona_giuridica, default_price)
     SELECT $1, p.code, pc.prod_cat_code || '.' || p.code, p.description, p.description, pc.id, p.evas_days, p.form,
       p.suspended, p.status, p.pf, p.pg, p.price
     FROM unnest($2::text[], $3::text[], $4::text[], $5::int[], $6::text[], $7::text[], $8::text[], $9::bool[],
       $10::bool[], $11::numeric[]) AS p(code, description, category, evas_days, form, suspended, status, pf, pg, price)
     JOIN product_categories pc ON pc.tenant_id = $1 AND pc.prod_cat_code = p.category
     RETURNING id, product_code AS code`,
    [
      tenantId,
      SEED_PRODUCTS.map((product) => product.code),
      SEED_PRODUCTS.map((product) => product.description),
      SEED_PRODUCTS.map((product) => product.category),
      SEED_PRODUCTS.map((product) => product.evasDays),
      SEED_PRODUCTS.map((product) => product.form),
      SEED_PRODUCTS.map((product) => (suspended(product) ? 'S' : 'N')),
      SEED_PRODUCTS.map((product) => (suspended(product) ? 'R' : (product.status ?? 'G'))),
      SEED_PRODUCTS.map((product) => product.pf ?? false),
      SEED_PRODUCTS.map((product) => product.pg ?? true),
      SEED_PRODUCTS.map((product) => product.price),
    ],
  );
  const productId = new Map(products.map((row) => [row.code, row.id]));
  await seedProductFlags(tx, tenantId, SEED_PRODUCTS, productId);
  // The monitoring products put a subject under monitoring for a year (migrations/160).
  await tx.query(`UPDATE products SET monitoring_months = 12 WHERE tenant_id = $1 AND product_code = ANY($2::text[])`, [
    tenantId,
    MONITORING_PRODUCTS,
  ]);

  const contentLinks = SEED_PRODUCTS.flatMap((product) =>
    product.contents.map((content) => [contentId.get(content)!, productId.get(product.code)!] as const),
  );
  await tx.query(
    `INSERT INTO content_products (tenant_id, content_id, product_id) SELECT $1, * FROM unnest($2::int[], $3::int[])`,
    [tenantId, contentLinks.map((link) => link[0]), contentLinks.map((link) => link[1])],
  );

  const accessory = Object.entries(SEED_ACCESSORY_PRODUCTS);
  await tx.query(
    `UPDATE fields f SET product_id = a.product_id, prodotto_description = p.description
     FROM unnest($2::text[], $3::int[]) AS a(field_code, product_id) JOIN products p ON p.id = a.product_id
     WHERE f.tenant_id = $1 AND f.field_code = a.field_code`,
    [tenantId, accessory.map(([field]) => field), accessory.map(([, product]) => productId.get(product)!)],
  );
  await seedServices(tx, { tenantId, index, productId });
}

/** Every seeded product: the first list and the compact rest. */
const ALL_SEED_PRODUCTS: SeedProduct[] = [...FIRST_SEED_PRODUCTS, ...MORE_SEED_PRODUCTS];

/**
 * A tenant's products. The first tenant has every one; another only what its own, smaller
 * catalogue sells (servicesOf), the accessory products its fields charge and the products its
 * urgent ones are variants of — at its own list prices (OTHER_TENANT_MARKUP).
 */
export function productsOf(tenantIndex: number): SeedProduct[] {
  if (tenantIndex === 0) return ALL_SEED_PRODUCTS;
  const sold = new Set(servicesOf(tenantIndex).flatMap((service) => service.lines.flatMap((line) => line.products)));
  Object.values(SEED_ACCESSORY_PRODUCTS).forEach((code) => sold.add(code));
  for (const product of ALL_SEED_PRODUCTS) if (product.urgentOf && sold.has(product.code)) sold.add(product.urgentOf);
  return ALL_SEED_PRODUCTS.filter((product) => sold.has(product.code)).map((product) => ({
    ...product,
    price: otherTenantPrice(product.price),
  }));
}

/** Another tenant lists its prices 10% higher, rounded up to the ten cents. */
export const OTHER_TENANT_MARKUP_PERCENT = 10;

/** The price in euro, worked in whole cents: 6.50 → 7.20, 14 → 15.40. */
function otherTenantPrice(euro: number): number {
  const cents = Math.round(euro * 100);
  // cents × (100 + markup) is in hundredths of a cent: a thousand of them make ten cents.
  const tens = Math.ceil((cents * (100 + OTHER_TENANT_MARKUP_PERCENT)) / 1000);
  return (tens * 10) / 100;
}

/** The search, massive-upload, result-PDF and urgent-variant properties of the seeded products. */
async function seedProductFlags(
  tx: Queryable,
  tenantId: number,
  products: SeedProduct[],
  productId: Map<string, number>,
): Promise<void> {
  const flagged = products.filter(
    (product) => product.search || product.massive || product.esitoPdf || product.urgentOf,
  );
  await tx.query(
    `UPDATE products p SET search = f.search, nuova_ricerca = f.nuova, enable_massive_upload = f.massive,
       massive_upload_split = f.split, esito_pdf = f.esito, urgent = f.parent IS NOT NULL, parent_id = f.parent
     FROM unnest($2::int[], $3::bool[], $4::bool[], $5::bool[], $6::bool[], $7::bool[], $8::int[])
       AS f(id, search, nuova, massive, split, esito, parent)
     WHERE p.tenant_id = $1 AND p.id = f.id`,
    [
      tenantId,
      flagged.map((product) => productId.get(product.code)!),
      flagged.map((product) => product.search ?? false),
      flagged.map((product) => product.nuovaRicerca ?? false),
      flagged.map((product) => product.massive ?? false),
      flagged.map((product) => product.split ?? false),
      flagged.map((product) => product.esitoPdf ?? false),
      flagged.map((product) => (product.urgentOf ? productId.get(product.urgentOf)! : null)),
    ],
  );
}
