import { LOOKUP_LIMIT, type CciaaOption, type PlaceOption } from '@portal/contracts/lookups';
import type { Queryable } from '../../db/database.ts';
import { containsPattern } from '../../db/paging.ts';

/** Comuni and foreign states whose name contains the text, those starting with it first. Reference data, not per tenant. */
export function searchPlaces(db: Queryable, search: string): Promise<PlaceOption[]> {
  const text = search.trim().toLowerCase();
  return db.query<PlaceOption & Record<string, unknown>>(
    `SELECT name AS c01, province AS c02, code AS c03 FROM places
     WHERE lower(name) LIKE $1
     ORDER BY lower(name) LIKE $2 DESC, is_foreign, is_capital DESC, name, province
     LIMIT $3`,
    [containsPattern(text), `${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`, LOOKUP_LIMIT],
  );
}

export async function findPlace(db: Queryable, code: string): Promise<PlaceOption | null> {
  const [row] = await db.query<PlaceOption & Record<string, unknown>>(
    'SELECT name AS c01, province AS c02, code AS c03 FROM places WHERE code = $1',
    [code.toUpperCase()],
  );
  return row ?? null;
}

/** Chambers of commerce, one per province: searched by province name or code. */
export function searchCciaa(db: Queryable, search: string): Promise<CciaaOption[]> {
  const text = search.trim().toLowerCase();
  return db.query<CciaaOption & Record<string, unknown>>(
    `SELECT name || ' (' || code || ')' AS c01, code AS key FROM provinces
     WHERE lower(name) LIKE $1 OR lower(code) = $2
     ORDER BY lower(code) = $2 DESC, name
     LIMIT $3`,
    [containsPattern(text), text, LOOKUP_LIMIT],
  );
}
