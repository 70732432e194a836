import type { Queryable } from '../db/database.ts';
import type { TenantId } from './tenant-id.ts';
import { containsPattern, type PageQuery } from './users.ts';

/** Field definition as the client sees it (spec 002 §3). */
export interface Field {
  fieldCode: string;
  name: string;
  description: string;
  type: string;
  length: number | null;
  minimum: number | null;
  maximum: number | null;
  validator: string | null;
  icon: string;
  minimumDate: string | null;
  maximumDate: string | null;
  selectValue: string | null;
  physicalPersonField: string | null;
  legalPersonField: string | null;
  subjectField: boolean;
  sqlOptions: string | null;
  requestCode: string | null;
  productId: number | null;
  priceChange: boolean;
  prodottoDescription: string | null;
  defaultValue: string | null;
  toolTipInfo: string | null;
  productIdDerivedRequest: number | null;
  requestCodeOrFieldCode: string | null;
  isAlertDismissed: boolean;
}

export const FIELD_COLUMNS = `field_code AS "fieldCode", name, description, type, length,
  minimum, maximum, validator, icon,
  minimum_date AS "minimumDate", maximum_date AS "maximumDate", select_value AS "selectValue",
  physical_person_field AS "physicalPersonField", legal_person_field AS "legalPersonField",
  subject_field AS "subjectField", sql_options AS "sqlOptions", request_code AS "requestCode",
  product_id AS "productId", price_change AS "priceChange", prodotto_description AS "prodottoDescription",
  default_value AS "defaultValue", tool_tip_info AS "toolTipInfo",
  product_id_derived_request AS "productIdDerivedRequest",
  request_code_or_field_code AS "requestCodeOrFieldCode", is_alert_dismissed AS "isAlertDismissed"`;

type FieldRow = Omit<Field, 'minimum' | 'maximum'> & { minimum: string | null; maximum: string | null };

/** numeric comes back as text from both drivers (no float rounding on the way). */
export function toField(row: FieldRow): Field {
  return {
    ...row,
    minimum: row.minimum === null ? null : Number(row.minimum),
    maximum: row.maximum === null ? null : Number(row.maximum),
  };
}

export async function listFields(
  db: Queryable,
  tenantId: TenantId,
  query: PageQuery,
): Promise<{ content: Field[]; totalElements: number }> {
  const search = query.search?.trim() ?? '';
  const where = `tenant_id = $1 AND ($2 = '' OR field_code ILIKE $3 OR name ILIKE $3 OR description ILIKE $3)`;
  const params = [tenantId, search, containsPattern(search)];
  const [{ total }] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM fields WHERE ${where}`,
    params,
  );
  const rows = await db.query<FieldRow & Record<string, unknown>>(
    `SELECT ${FIELD_COLUMNS} FROM fields WHERE ${where} ORDER BY field_code LIMIT $4 OFFSET $5`,
    [...params, query.size, query.page * query.size],
  );
  return { content: rows.map(toField), totalElements: total };
}
