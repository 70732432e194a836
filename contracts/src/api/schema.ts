/**
 * The building blocks of every API contract: TypeBox schemas are JSON Schema (what Fastify
 * validates and documents) and TypeScript types (`Static<typeof X>`, what the clients import)
 * at once, so a contract is written once.
 *
 * Nullable values and string enums are written as `type: [t, 'null']` and `enum` rather than
 * TypeBox unions: the API's Italian validation messages name the `type` and `enum` keywords.
 */
import type { Static, TObject, TProperties, TSchema, TUnsafe } from 'typebox';
// One by one, never TypeBox's `Type` namespace: see `Type` below.
import * as builders from 'typebox/type';

export type { Static, TSchema };

/**
 * `{ type: 'object' }` whose every property is `value`, as TypeBox's own Record writes it for
 * string keys (TypeBox drops a key schema's limits there too). Written here because TypeBox's
 * Record pulls its whole key-mapping machinery, about 10 KB of a page's first load.
 */
function StringRecord<V extends TSchema>(_key: TSchema, value: V, options: SchemaOptions = {}) {
  return builders.Unsafe<Record<string, Static<V>>>({
    type: 'object',
    patternProperties: { '^.*$': value },
    ...options,
  });
}

/**
 * The builders the contracts use, imported one by one: TypeBox's `Type` namespace holds all of
 * them, about 19 KB (gzip) in every client that reads a contract, against about 3 KB for these.
 */
export const Type = {
  Array: builders.Array,
  Boolean: builders.Boolean,
  Integer: builders.Integer,
  Literal: builders.Literal,
  Null: builders.Null,
  Number: builders.Number,
  Object: builders.Object,
  Optional: builders.Optional,
  Record: StringRecord,
  String: builders.String,
  Union: builders.Union,
  Unknown: builders.Unknown,
  Unsafe: builders.Unsafe,
};

type SchemaOptions = Record<string, unknown>;

/** `T | null`, as `{ type: [t, 'null'] }` (an enum gets `null` among its values too). */
export function Nullable<T extends TSchema>(schema: T, options: SchemaOptions = {}): TUnsafe<Static<T> | null> {
  const plain = { ...(schema as unknown as { type: string; enum?: unknown[] } & SchemaOptions) };
  return Type.Unsafe<Static<T> | null>({
    ...plain,
    type: [plain.type, 'null'],
    ...(plain.enum ? { enum: [...plain.enum, null] } : {}),
    ...options,
  });
}

/** One of the given strings, as `{ type: 'string', enum }`. */
export function StringEnum<const T extends readonly string[]>(
  values: T,
  options: SchemaOptions = {},
): TUnsafe<T[number]> {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}

/** Nullable text, the most common shape of the catalogue. */
export const NullableText = (options: SchemaOptions = {}) => Nullable(Type.String(), options);
export const NullableInteger = (options: SchemaOptions = {}) => Nullable(Type.Integer(), options);

/** Largest PostgreSQL `integer`: ids and versions beyond it are not ids. */
export const MAX_INT = 2_147_483_647;

/** A database id in a path, a query or a body. */
export const Id = (options: SchemaOptions = {}) => Type.Integer({ minimum: 1, maximum: MAX_INT, ...options });

/** The optimistic-lock version a client sends back. */
export const Version = () => Type.Integer({ minimum: 1, maximum: MAX_INT });

/** `{ error: true, message, context }`: every 4xx and 5xx answer. */
export const ErrorEnvelope = Type.Object(
  { error: Type.Literal(true), message: Type.String(), context: Type.Unknown() },
  { $id: 'ErrorEnvelope', description: 'Risposta di errore: messaggio in italiano, dettagli facoltativi' },
);

/** `{ error: false, message, context }` around a route's own answer. */
export function Envelope<T extends TSchema>(context: T) {
  return Type.Object({ error: Type.Boolean(), message: Nullable(Type.String()), context });
}

export interface EnvelopeOf<T> {
  error: boolean;
  message: string | null;
  context: T;
}

/** A page of a paged list (`count(*) OVER ()` gives totalElements in the same query). */
export function Page<T extends TSchema>(item: T) {
  return Type.Object({ content: Type.Array(item), totalElements: Type.Integer() });
}

export interface PageOf<T> {
  content: T[];
  totalElements: number;
}

const PAGE = { minimum: 0, maximum: 1_000_000, default: 0, description: 'Pagina, da 0' };
const SIZE = { minimum: 1, maximum: 100, default: 20, description: 'Elementi per pagina (1-100)' };

/** `page` and `size` of every paged list. */
export const PagingProperties = {
  page: Type.Optional(Type.Integer(PAGE)),
  size: Type.Optional(Type.Integer(SIZE)),
};

/** A free-text filter, trimmed and matched case-insensitively by the server. */
export const SearchText = (maxLength = 200) =>
  Type.String({
    maxLength,
    default: '',
    description: 'Testo da cercare (senza distinzione tra maiuscole e minuscole)',
  });

const pagingQueryProperties = { ...PagingProperties, search: Type.Optional(SearchText()) };

/** Query of a paged list: page, size, search and the list's own filters. */
export function PagingQuery(): TObject<typeof pagingQueryProperties>;
export function PagingQuery<P extends TProperties>(extra: P): TObject<typeof pagingQueryProperties & P>;
export function PagingQuery(extra: TProperties = {}) {
  return Type.Object({ ...pagingQueryProperties, ...extra }, { additionalProperties: false });
}

/** `?search=` alone. */
export const SearchQuery = (maxLength = 200) =>
  Type.Object({ search: Type.Optional(SearchText(maxLength)) }, { additionalProperties: false });

/** `{ available }` of the code-availability checks. */
export const Availability = Type.Object({ available: Type.Boolean() });

/** `{ value, label }` of an option list. */
export const ValueLabel = Type.Object({ value: Type.String(), label: Type.String() });
export type ValueLabel = Static<typeof ValueLabel>;

/** Answer of a call that returns nothing but its message. */
export const NullContext = Type.Null();

/**
 * Years a day or month filter may name: the database's calendar starts at year 1 (a year 0000
 * was a 500), and a filter over centuries would make the months' queries build thousands of
 * months for nothing.
 */
const YEAR = '(19|2\\d)\\d{2}';

/** A calendar day `aaaa-mm-gg` of a filter, from 1900 to 2999. */
export const Day = (options: SchemaOptions = {}) =>
  Type.String({ format: 'date', pattern: `^${YEAR}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$`, ...options });

/** A month `aaaa-mm` of a filter, from 1900 to 2999. */
export const Month = (options: SchemaOptions = {}) => Type.String({ pattern: `^${YEAR}-(0[1-9]|1[0-2])$`, ...options });

/** An instant on the wire: ISO 8601 text in UTC (`2026-11-24T10:00:00.000Z`). */
export const DateTime = (options: SchemaOptions = {}) => Type.String({ format: 'date-time', ...options });
