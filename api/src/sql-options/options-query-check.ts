/**
 * Whether a manager's SQL options text (spec 002 §3: a SELECT field's options may come from a
 * query) may run. The text is parsed by PostgreSQL's own parser (libpg-query) and its tree is
 * walked against allow-lists: one SELECT, one lookup view, plain expressions, a few pure
 * functions. Anything not listed is refused, so what PostgreSQL adds later stays out until
 * someone reads it and lists it. The same check runs when the field is saved and every time
 * the query runs (run-options-query.ts).
 */
import { parse } from 'libpg-query';
import { SQL_OPTION_VIEWS } from '@portal/contracts/catalogue';
import { CATALOGUE_MESSAGES } from '@portal/contracts/messages';

/** The views of migration 080: reference data, and tenant data filtered by `portal.tenant_id`. */
export const LOOKUP_VIEWS = SQL_OPTION_VIEWS;
const VIEWS = new Set<string>(LOOKUP_VIEWS);

/** Expression nodes that compute from a row's values and nothing else. */
const NODES = new Set([
  'SelectStmt',
  'ResTarget',
  'ColumnRef',
  'String',
  'Integer',
  'Float',
  'Boolean',
  'A_Const',
  'A_Star',
  'A_Expr',
  'BoolExpr',
  'NullTest',
  'BooleanTest',
  'CoalesceExpr',
  'CaseExpr',
  'CaseWhen',
  'SortBy',
  'RangeVar',
  'Alias',
  'List',
  'TypeCast',
  'TypeName',
  'FuncCall',
]);

/** Pure, cheap text and number functions: none writes, sleeps, reads files or grows a value without bound. */
const FUNCTIONS = new Set([
  'lower',
  'upper',
  'initcap',
  'trim',
  'btrim',
  'ltrim',
  'rtrim',
  'concat',
  'concat_ws',
  'substr',
  'substring',
  'left',
  'right',
  'length',
  'char_length',
  'replace',
  'to_char',
  'round',
  'abs',
]);

const OPERATORS = new Set(['=', '<>', '!=', '<', '>', '<=', '>=', '||', '~~', '~~*', '!~~', '!~~*', '+', '-']);
const EXPRESSION_KINDS = new Set([
  'AEXPR_OP',
  'AEXPR_IN',
  'AEXPR_LIKE',
  'AEXPR_ILIKE',
  'AEXPR_BETWEEN',
  'AEXPR_NOT_BETWEEN',
  'AEXPR_NULLIF',
  'AEXPR_DISTINCT',
  'AEXPR_NOT_DISTINCT',
]);
const CAST_TYPES = new Set(['text', 'varchar', 'bpchar', 'int2', 'int4', 'int8', 'numeric', 'date', 'bool']);

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;
/** Names in the tree are lists of `{String: {sval}}`. */
const namesOf = (list: unknown): string[] =>
  Array.isArray(list) ? list.map((item) => String((item as { String?: { sval?: string } }).String?.sval ?? '')) : [];

class Refusal extends Error {}
const refuse = (message: string): never => {
  throw new Refusal(message);
};

function checkNode(type: string, node: Json, seen: { views: number }): void {
  if (!NODES.has(type)) refuse(CATALOGUE_MESSAGES.sqlConstruct(type));
  switch (type) {
    case 'SelectStmt':
      if (node.withClause) refuse(CATALOGUE_MESSAGES.sqlConstruct('WITH'));
      if (node.intoClause) refuse(CATALOGUE_MESSAGES.sqlConstruct('INTO'));
      if (node.lockingClause) refuse(CATALOGUE_MESSAGES.sqlConstruct('FOR UPDATE/SHARE'));
      if (node.windowClause) refuse(CATALOGUE_MESSAGES.sqlConstruct('WINDOW'));
      if (node.op !== 'SETOP_NONE') refuse(CATALOGUE_MESSAGES.sqlConstruct(String(node.op).replace('SETOP_', '')));
      break;
    case 'RangeVar': {
      const name = String(node.relname ?? '');
      const qualified = [node.catalogname, node.schemaname, name].filter(Boolean).join('.');
      if (node.catalogname || node.schemaname || !VIEWS.has(name)) {
        refuse(CATALOGUE_MESSAGES.sqlView(qualified, LOOKUP_VIEWS.join(', ')));
      }
      seen.views += 1;
      if (seen.views > 1) refuse(CATALOGUE_MESSAGES.sqlOneView);
      break;
    }
    case 'FuncCall': {
      const names = namesOf(node.funcname);
      const name = names.join('.');
      const plain = names.length === 1 || (names.length === 2 && names[0] === 'pg_catalog');
      if (!plain || !FUNCTIONS.has(names[names.length - 1])) refuse(CATALOGUE_MESSAGES.sqlFunction(name));
      if (node.over || node.agg_filter || node.agg_order || node.agg_star || node.func_variadic) {
        refuse(CATALOGUE_MESSAGES.sqlFunction(name));
      }
      break;
    }
    case 'A_Expr': {
      const names = namesOf(node.name);
      if (!EXPRESSION_KINDS.has(String(node.kind))) refuse(CATALOGUE_MESSAGES.sqlConstruct(String(node.kind)));
      if (node.kind === 'AEXPR_OP' && (names.length !== 1 || !OPERATORS.has(names[0]))) {
        refuse(CATALOGUE_MESSAGES.sqlConstruct(`operatore ${names.join('.')}`));
      }
      break;
    }
    case 'TypeCast': {
      const names = namesOf((node.typeName as Json | undefined)?.names);
      const plain = names.length === 1 || (names.length === 2 && names[0] === 'pg_catalog');
      if (!plain || !CAST_TYPES.has(names[names.length - 1])) {
        refuse(CATALOGUE_MESSAGES.sqlConstruct(`conversione a ${names.join('.')}`));
      }
      break;
    }
  }
}

/** Node types are the keys that start with a capital letter; the rest are a node's properties. */
function walk(value: unknown, seen: { views: number }): void {
  if (Array.isArray(value)) {
    for (const item of value) walk(item, seen);
    return;
  }
  if (!isObject(value)) return;
  for (const [key, child] of Object.entries(value)) {
    if (/^[A-Z]/.test(key) && isObject(child)) checkNode(key, child, seen);
    walk(child, seen);
  }
}

/**
 * The longest text any expression may compute, in characters. PGlite has no statement timer, so
 * the cost of a query is bounded before it runs: one view (a few thousand rows at most), no
 * joins or subqueries, and no expression that can grow past this (a nested replace() doubling a
 * text at each level took 10 s and 4 GB on the probe's run).
 */
export const MAX_VALUE_CHARS = 4096;
/** Nodes in the query's tree: a text made of thousands of expressions is refused unread. */
const MAX_NODES = 2000;
/** Every column of the lookup views is at most this long (varchar(500) is the longest). */
const COLUMN_CHARS = 512;
/** A number, a date or a boolean written as text. */
const SCALAR_CHARS = 64;
/** Case mapping can lengthen a text (ß -> SS): counted generously. */
const CASE_MAPPING_FACTOR = 3;

/** The longest text `node` can compute, by the rules of each allowed construct (cf. FUNCTIONS). */
function longest(node: unknown): number {
  if (Array.isArray(node)) return node.reduce((max: number, item) => Math.max(max, longest(item)), 0);
  if (!isObject(node)) return 0;
  const [type, body] = Object.entries(node)[0] ?? [];
  if (!isObject(body)) return 0;
  const args = Array.isArray(body.args) ? body.args : [];
  const sum = (items: unknown[]) => items.reduce((total: number, item) => total + longest(item), 0);
  switch (type) {
    case 'ColumnRef':
      return COLUMN_CHARS;
    case 'A_Const':
      return isObject(body.sval) ? String(body.sval.sval ?? '').length : SCALAR_CHARS;
    case 'TypeCast':
      return Math.max(longest(body.arg), SCALAR_CHARS);
    case 'ResTarget':
      return longest(body.val);
    case 'SortBy':
      return longest(body.node);
    case 'CoalesceExpr':
      return longest(body.args);
    case 'CaseExpr':
      return Math.max(longest(body.args), longest(body.defresult));
    case 'CaseWhen':
      return longest(body.result);
    case 'A_Expr': {
      const names = namesOf(body.name);
      if (body.kind === 'AEXPR_OP' && names[0] === '||') return longest(body.lexpr) + longest(body.rexpr);
      if (body.kind === 'AEXPR_NULLIF') return longest(body.lexpr);
      return SCALAR_CHARS;
    }
    case 'FuncCall': {
      const names = namesOf(body.funcname);
      switch (names[names.length - 1]) {
        case 'lower':
        case 'upper':
        case 'initcap':
          return longest(args[0]) * CASE_MAPPING_FACTOR;
        case 'trim':
        case 'btrim':
        case 'ltrim':
        case 'rtrim':
        case 'substr':
        case 'substring':
        case 'left':
        case 'right':
          return longest(args[0]);
        case 'concat':
          return sum(args);
        case 'concat_ws':
          return sum(args) + longest(args[0]) * Math.max(0, args.length - 2);
        case 'replace':
          // Every character may be replaced by the whole replacement.
          return longest(args[0]) * Math.max(1, longest(args[2]));
        default:
          return SCALAR_CHARS;
      }
    }
    default:
      return SCALAR_CHARS;
  }
}

/** Refuses a query one of whose expressions could compute a text past MAX_VALUE_CHARS, anywhere in it. */
function checkSizes(select: Json): void {
  const expressions = [
    select.targetList,
    select.whereClause,
    select.sortClause,
    select.groupClause,
    select.havingClause,
  ];
  const check = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(check);
    if (!isObject(node)) return;
    if (longest(node) > MAX_VALUE_CHARS) refuse(CATALOGUE_MESSAGES.sqlValueTooLong(MAX_VALUE_CHARS));
    for (const child of Object.values(node)) check(child);
  };
  for (const expression of expressions) check(expression);
}

function countNodes(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((total: number, item) => total + countNodes(item), 0);
  if (!isObject(value)) return 0;
  return 1 + Object.values(value).reduce((total: number, child) => total + countNodes(child), 0);
}

export type OptionsQueryCheck = { ok: true; statement: string } | { ok: false; problem: string };

/** Whether the query may run and, when it may, its one statement without a trailing `;`. */
export async function checkOptionsQuery(sql: string): Promise<OptionsQueryCheck> {
  const no = (problem: string) => ({ ok: false, problem }) as const;
  if (!/^\s*select\s/i.test(sql)) return no(CATALOGUE_MESSAGES.sqlSelect);
  let tree: { stmts?: { stmt?: Json; stmt_location?: number; stmt_len?: number }[] };
  try {
    tree = await parse(sql);
  } catch (error) {
    return no(CATALOGUE_MESSAGES.sqlSyntax(error instanceof Error ? error.message : String(error)));
  }
  const statements = tree.stmts ?? [];
  if (statements.length !== 1 || !isObject(statements[0].stmt?.SelectStmt)) return no(CATALOGUE_MESSAGES.sqlSingle);
  try {
    if (countNodes(statements[0].stmt) > MAX_NODES) refuse(CATALOGUE_MESSAGES.sqlTooComplex);
    walk(statements[0].stmt, { views: 0 });
    checkSizes(statements[0].stmt.SelectStmt as Json);
  } catch (error) {
    if (error instanceof Refusal) return no(error.message);
    throw error;
  }
  // The parser counts in UTF-8 bytes; a length of 0 means "to the end".
  const bytes = Buffer.from(sql, 'utf8');
  const start = statements[0].stmt_location ?? 0;
  const length = statements[0].stmt_len || bytes.length - start;
  return { ok: true, statement: bytes.subarray(start, start + length).toString('utf8') };
}
