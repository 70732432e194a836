import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { format, resolveConfig } from 'prettier';
import { MIRROR_DIR, endpointMirrors } from './endpoint-mirror.ts';
import { ROUTE_TABLE_FILE, routeTable } from './route-table.ts';
import { SCREEN_TABLE_FILE, screenTable } from './screen-table.ts';
import { REPO_ROOT } from './layout.ts';
import { PORTAL_ROUTE_SEGMENTS } from '../../contracts/src/remote-registry.ts';

async function formatted(filePath: string, text: string): Promise<string> {
  return format(text, { ...(await resolveConfig(filePath)), filepath: filePath });
}

test("the browser's copy of the descriptors is the descriptors' (npm run generate:endpoints)", async () => {
  const mirrors = endpointMirrors();
  assert.deepEqual(readdirSync(MIRROR_DIR).sort(), [...mirrors.keys()].sort());
  for (const [file, text] of mirrors) {
    const filePath = path.join(MIRROR_DIR, file);
    const expected = await formatted(filePath, text);
    assert.equal(readFileSync(filePath, 'utf8'), expected, `${file} is stale: npm run generate:endpoints`);
  }
});

test('docs/api-routes.md lists every endpoint as its descriptor says (npm run generate:endpoints)', () => {
  // Markdown is not Prettier's (.prettierignore): the table is compared as written.
  assert.equal(
    readFileSync(ROUTE_TABLE_FILE, 'utf8'),
    routeTable(),
    'docs/api-routes.md is stale: npm run generate:endpoints',
  );
});

test("docs/screens.md lists every screen as the remotes' contributions say (npm run generate:endpoints)", async () => {
  const table = await screenTable();
  assert.equal(readFileSync(SCREEN_TABLE_FILE, 'utf8'), table, 'docs/screens.md is stale: npm run generate:endpoints');
  // Every page the table names is a file of the remote.
  for (const [, file] of table.matchAll(/\| `([^`]+\.tsx)` \|/g)) {
    assert.ok(existsSync(path.join(REPO_ROOT, file)), `${file} does not exist`);
  }
});

test("no registered remote may take a prefix the portal's own pages use (PORTAL_ROUTE_SEGMENTS)", async () => {
  const table = await screenTable();
  const remotes = [...table.matchAll(/^\| \x60\/([^\x60/]+)/gm)].map(([, segment]) => segment);
  const host = readdirSync(path.join(REPO_ROOT, 'host/src/app'))
    .filter((file) => file.endsWith('.tsx'))
    .flatMap((file) => [
      ...readFileSync(path.join(REPO_ROOT, 'host/src/app', file), 'utf8').matchAll(/path="([^"/*]+)/g),
    ])
    .map(([, segment]) => segment);
  assert.ok(remotes.length > 30 && host.length > 10, `${remotes.length} remote routes, ${host.length} host routes`);
  for (const segment of new Set([...remotes, ...host])) {
    assert.ok(
      (PORTAL_ROUTE_SEGMENTS as readonly string[]).includes(segment),
      `${segment} missing from PORTAL_ROUTE_SEGMENTS`,
    );
  }
});
