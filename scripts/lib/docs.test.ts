/**
 * The documentation holds (issue 44): the README's demo users are the seeded ones, and every
 * file and every API route the READMEs and docs name exists.
 */
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { allEndpoints } from '@portal/contracts/api/all-endpoints';
import { endpointKey } from '@portal/contracts/api/endpoint';
import { DEMO_USERS } from '@portal/api/demo-data';
import { REPO_ROOT } from './layout.ts';

/** The documents a newcomer reads: the README, every package's, and docs/ (the generated table aside). */
function documents(): string[] {
  const packages = readdirSync(REPO_ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(REPO_ROOT, entry.name, 'README.md')))
    .map((entry) => `${entry.name}/README.md`);
  const docs = readdirSync(path.join(REPO_ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md') && file !== 'api-routes.md')
    .map((file) => `docs/${file}`);
  return ['README.md', ...packages, ...docs];
}

const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');
/** Every `code span` of a document. */
const codeSpans = (text: string) => [...text.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]);

const TOP_FOLDERS = new Set(
  readdirSync(REPO_ROOT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
    .map((entry) => entry.name),
);

/**
 * A repository path: names (no placeholders, globs or URLs) under a top folder, or, in a
 * package's README, under one of the package's own folders (`src/…`, `test/…`).
 */
function isRepoPath(span: string, base: string): boolean {
  if (!/^[\w.-]+(\/[\w.@-]+)+\/?$/.test(span)) return false;
  const first = span.split('/')[0];
  if (TOP_FOLDERS.has(first)) return true;
  return base !== '.' && !first.includes('.') && existsSync(path.join(REPO_ROOT, base, first));
}

test("the README's demo users are the seeded users", () => {
  const readme = read('README.md');
  const rows = [...readme.matchAll(/^\| `([a-z]+)` \|/gm)].map((match) => match[1]);
  assert.deepEqual(rows.sort(), DEMO_USERS.map((user) => user.login).sort());
});

test('every file or folder the documents name exists', () => {
  const missing: string[] = [];
  let named = 0;
  for (const file of documents()) {
    const base = path.dirname(file);
    for (const span of codeSpans(read(file)).filter((span) => isRepoPath(span, base))) {
      // What `npm run build` writes (`api/dist/server.js`) is not in a clone: it is built.
      if (span.split('/').includes('dist')) continue;
      named += 1;
      // A package's README may name its own files from its folder.
      if (!existsSync(path.join(REPO_ROOT, span)) && !existsSync(path.join(REPO_ROOT, base, span))) {
        missing.push(`${file}: ${span}`);
      }
    }
  }
  assert.deepEqual(missing, []);
  assert.ok(named > 50, `paths named: ${named}`);
});

test('every API route the documents name is an endpoint of the API', () => {
  const routes = new Set(allEndpoints().map(({ endpoint }) => endpointKey(endpoint)));
  routes.add('GET /api/ws');
  const unknown: string[] = [];
  for (const file of documents()) {
    for (const match of read(file).matchAll(/\b(GET|POST|PUT|DELETE) (\/api\/[\w/{}:.-]*)/g)) {
      const route = `${match[1]} ${match[2].replace(/\{(\w+)\}/g, ':$1').replace(/\/$/, '')}`;
      // `/api/docs` is the OpenAPI description itself.
      if (!routes.has(route) && !route.includes('/api/docs')) unknown.push(`${file}: ${route}`);
    }
  }
  assert.deepEqual(unknown, []);
});
