/**
 * What is left of endpoints written by hand (issue 44): `/api/…` path literals in client code
 * and in the API's routes, and typed response casts (`api.get<T>(…)`) in client code. An
 * endpoint is declared once, in @portal/contracts, and both sides go through its descriptor.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './layout.ts';

/**
 * Client code, without its tests: the shell, the remotes, the shared packages, and the remote
 * kit (its release tool calls the API for a team outside the repository).
 */
export const CLIENT_FOLDERS = [
  'host/src',
  'remote-customer/src',
  'remote-admin/src',
  'remote-permissions/src',
  'shared-auth/src',
  'shared-ui/src',
  'remote-kit/src',
];
/** The API's modules, where its routes are registered. */
export const API_ROUTE_FOLDERS = ['api/src/modules'];

/**
 * The page's first call, made by the host's entry before any shared code (and the contracts'
 * schemas) has loaded: its path is written out, and shared-auth's tests check it against the
 * refresh endpoint's descriptor.
 */
const FIRST_CALL_FILES = new Set(['shared-auth/src/startup-refresh.ts']);

/** The typed callers themselves (JSON and files), the one place that may name an answer's type. */
const CALLER_FILES = new Set([
  'shared-auth/src/http-client.ts',
  'shared-auth/src/endpoint-call.ts',
  'shared-auth/src/file-transfer.ts',
]);

const SOURCE = /\.(ts|tsx)$/;
/** A test beside its code (the remote kit's). */
const TEST = /\.test\.tsx?$/;
/** A string or template literal that starts with /api/. */
const API_LITERAL = /['"`]\/api\//g;
/** A call of the HTTP client that states the answer's type by hand. */
const RESPONSE_CAST = /\b(api|http)\.(get|post|put|delete|request)</g;

function sourceFiles(folder: string): string[] {
  const root = path.join(REPO_ROOT, folder);
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => SOURCE.test(file) && !TEST.test(file) && !file.includes('testing/') && !file.endsWith('.d.ts'))
    .map((file) => path.join(root, file));
}

export interface Occurrences {
  total: number;
  /** Per file, relative to the repository. */
  files: Record<string, number>;
}

export function countOccurrences(
  folders: readonly string[],
  pattern: RegExp,
  skipped: ReadonlySet<string> = new Set(),
): Occurrences {
  const files: Record<string, number> = {};
  let total = 0;
  for (const file of folders.flatMap(sourceFiles)) {
    if (skipped.has(path.relative(REPO_ROOT, file))) continue;
    const count = readFileSync(file, 'utf8').match(pattern)?.length ?? 0;
    if (count === 0) continue;
    files[path.relative(REPO_ROOT, file)] = count;
    total += count;
  }
  return { total, files };
}

export const clientApiLiterals = () => countOccurrences(CLIENT_FOLDERS, API_LITERAL, FIRST_CALL_FILES);
export const routeApiLiterals = () => countOccurrences(API_ROUTE_FOLDERS, API_LITERAL);
export const clientResponseCasts = () => countOccurrences(CLIENT_FOLDERS, RESPONSE_CAST, CALLER_FILES);

/**
 * A query key whose first segment is a bare word (`['requests', …]`) rather than an
 * endpointQueries key (`adminQueries.key(endpoint, input)`) or the app's namespace: host and
 * remotes share the page's one cache, so a bare root could meet another app's. A lookup's key
 * (`lookup={[…]}`) is a query key too.
 */
const BARE_QUERY_KEY = /(queryKey:|\ball:|keys? = |lookup=\{)\s*\[\s*['"`]/gi;
export const APP_FOLDERS = ['host/src', 'remote-customer/src', 'remote-admin/src', 'remote-permissions/src'];
export const bareQueryKeys = () => countOccurrences(APP_FOLDERS, BARE_QUERY_KEY);
