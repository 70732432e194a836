import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { format, resolveConfig } from 'prettier';
import { MIRROR_DIR, endpointMirrors } from './endpoint-mirror.ts';

test("the browser's copy of the descriptors is the descriptors' (npm run generate:endpoints)", async () => {
  const mirrors = endpointMirrors();
  assert.deepEqual(readdirSync(MIRROR_DIR).sort(), [...mirrors.keys()].sort());
  for (const [file, text] of mirrors) {
    const filePath = path.join(MIRROR_DIR, file);
    const expected = await format(text, { ...(await resolveConfig(filePath)), filepath: filePath });
    assert.equal(readFileSync(filePath, 'utf8'), expected, `${file} is stale: npm run generate:endpoints`);
  }
});
