import type { PageOf } from '@portal/contracts/api/schema';
import type { Queryable, Row } from './database.ts';

/** A timestamptz column as the contracts' DateTime text, exactly as `Date.toISOString()` writes it. */
export function isoTimestamp(column: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** What a paged list asks for; the route's schema fills the defaults, callers may omit them. */
export interface PageRequest {
  page?: number;
  size?: number;
  search?: string;
}

export const DEFAULT_PAGE_SIZE = 20;

/** Escapes LIKE wildcards so a search for "50%" finds "50%", not everything. */
export function containsPattern(search: string): string {
  return `%${escapeLike(search)}%`;
}

/**
 * A list's search as two SQL parameters: the trimmed text ('' for none, which the lists read as
 * "no search") and its contains-pattern.
 */
export function searchTerms(search: string | undefined): [text: string, pattern: string] {
  const text = search?.trim() ?? '';
  return [text, containsPattern(text)];
}

/** `text%`, wildcards in the text escaped. */
export function prefixPattern(text: string): string {
  return `${escapeLike(text)}%`;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The parts of a paged SELECT; `where` and `orderBy` may use `$1…$n` of `params`. */
export interface PagedSelect {
  select: string;
  from: string;
  where: string;
  orderBy: string;
  /** After FROM … WHERE, for a list of aggregated rows. */
  groupBy?: string;
  params: readonly unknown[];
  /** Parameters only ORDER BY uses, numbered after `params` (the counting query leaves them out). */
  orderParams?: readonly unknown[];
  /**
   * The row's key (`r.id`), for lists that grow without bound (a client's 100.000 requests): the
   * total is counted on its own and the page's keys are read in index order before their columns,
   * so no query computes every column of every row to return twenty.
   */
  key?: string;
  /**
   * The row's key (`id`), for wide rows of which many match (a search for "S.R.L." finds half
   * the registry): the total and the order are worked out on the keys alone and only the page's
   * rows are read whole (the company search took 3.3 ms instead of 6). `from` is read twice, in
   * two scopes: its aliases stay valid.
   */
  windowKey?: string;
  /**
   * With `windowKey`, what the keys are read from when `where` and `orderBy` need only part of
   * `from` (its main table, under the same alias): the joins then serve the page's rows alone.
   */
  windowFrom?: string;
  /**
   * With `windowKey`, a condition on `from` that makes the key unique (`f.tenant_id = $1` for a
   * code unique per tenant); it also tells the planner the scope of `from`'s joins.
   */
  windowScope?: string;
}

/**
 * One query per page: `count(*) OVER ()` gives the total beside the rows. Only a page past the
 * end (no row to carry the total) costs a second, counting query.
 */
export async function findPage<R, T>(
  db: Queryable,
  query: PagedSelect,
  request: PageRequest,
  map: (row: R) => T,
): Promise<PageOf<T>> {
  const size = request.size ?? DEFAULT_PAGE_SIZE;
  const page = request.page ?? 0;
  const orderParams = query.orderParams ?? [];
  const n = query.params.length + orderParams.length;
  const group = query.groupBy ? ` GROUP BY ${query.groupBy}` : '';
  if (query.key) return findKeyedPage(db, { ...query, key: query.key }, size, page, map);
  const rows = await db.query<Row & { __total: number }>(
    query.windowKey
      ? `SELECT ${query.select}, listed."__total"
         FROM ${query.from} JOIN (SELECT ${query.windowKey} AS "__key", count(*) OVER ()::int AS "__total"
                                  FROM ${query.windowFrom ?? query.from} WHERE ${query.where}
                                  ORDER BY ${query.orderBy} LIMIT $${n + 1} OFFSET $${n + 2}) listed
           ON ${query.windowKey} = listed."__key"${query.windowScope ? ` AND ${query.windowScope}` : ''}
         ORDER BY ${query.orderBy}`
      : `SELECT ${query.select}, count(*) OVER ()::int AS "__total"
         FROM ${query.from} WHERE ${query.where}${group}
         ORDER BY ${query.orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...query.params, ...orderParams, size, page * size],
  );
  let total = rows.length > 0 ? rows[0].__total : 0;
  if (rows.length === 0 && page > 0) {
    const [counted] = await db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM (SELECT 1 FROM ${query.from} WHERE ${query.where}${group}) listed`,
      query.params,
    );
    total = counted.total;
  }
  return { content: rows.map((row) => map(withoutTotal(row))), totalElements: total };
}

/**
 * The row without its `__total` column, the last one of the SELECT. Deleting an object's last
 * property takes it back to the shape it had before that property, which costs nothing; the copy
 * `{ __total, ...row }` made was a second object of every column for every row (about 20 of the
 * 227 KB a fields-list request allocated).
 */
function withoutTotal<R>(row: Row & { __total?: number }): R {
  delete row.__total;
  return row as unknown as R;
}

/** `findPage` for a list with a key: a count, then the page's keys, then their rows. */
async function findKeyedPage<R, T>(
  db: Queryable,
  query: PagedSelect & { key: string },
  size: number,
  page: number,
  map: (row: R) => T,
): Promise<PageOf<T>> {
  const [{ total }] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM ${query.from} WHERE ${query.where}`,
    query.params,
  );
  if (total <= page * size) return { content: [], totalElements: total };
  const orderParams = query.orderParams ?? [];
  const n = query.params.length + orderParams.length;
  const rows = await db.query<Row>(
    `SELECT ${query.select} FROM ${query.from}
     WHERE ${query.key} IN (SELECT ${query.key} FROM ${query.from} WHERE ${query.where}
                            ORDER BY ${query.orderBy} LIMIT $${n + 1} OFFSET $${n + 2})
     ORDER BY ${query.orderBy}`,
    [...query.params, ...orderParams, size, page * size],
  );
  return { content: rows.map((row) => map(row as unknown as R)), totalElements: total };
}
