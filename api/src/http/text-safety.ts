/**
 * Input PostgreSQL cannot store, refused at the door for every route: a NUL (U+0000, which
 * PostgreSQL rejects in text: a 500 otherwise), a lone UTF-16 surrogate (which would be stored
 * silently as U+FFFD), a number that is not finite. One rule over the body, the query and the
 * path parameters.
 */

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isStorableText = (text: string): boolean => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

/**
 * How deep a request's JSON may nest. No contract nests deeper than a few levels; the checks
 * below walk at most this deep, so a deeper value is refused whole rather than read in part.
 */
export const MAX_NESTING = 32;

/** Whether `value` nests deeper than MAX_NESTING (arrays and objects alike). */
export function nestsTooDeep(value: unknown, depth = 0): boolean {
  if (value === null || typeof value !== 'object') return false;
  if (depth >= MAX_NESTING) return true;
  for (const item of Array.isArray(value) ? value : Object.values(value)) {
    if (nestsTooDeep(item, depth + 1)) return true;
  }
  return false;
}

/** The path of the first value (or key) that is not storable text, or null; `''` is the value itself. */
export function unstorableTextAt(value: unknown): string | null {
  return firstAt(value, (item) => typeof item === 'string' && !isStorableText(item), true);
}

/**
 * The path of the first number that is not finite, or null: "1e400" in a query string (or in
 * JSON) is Infinity, which the schemas' integer check lets through and no column can hold.
 */
export function nonFiniteNumberAt(value: unknown): string | null {
  return firstAt(value, (item) => typeof item === 'number' && !Number.isFinite(item), false);
}

function firstAt(value: unknown, bad: (item: unknown) => boolean, keys: boolean, path = '', depth = 0): string | null {
  if (bad(value)) return path;
  if (value === null || typeof value !== 'object' || depth > MAX_NESTING) return null;
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  for (const [key, item] of entries) {
    const at = path ? `${path}.${key}` : key;
    if (keys && bad(key)) return at;
    const found = firstAt(item, bad, keys, at, depth + 1);
    if (found !== null) return found;
  }
  return null;
}
