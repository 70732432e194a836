import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { format, resolveConfig } from 'prettier';
import { MIRROR_DIR, endpointMirrors } from './endpoint-mirror.ts';
import { ROUTE_TABLE_FILE, routeTable } from './route-table.ts';

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
