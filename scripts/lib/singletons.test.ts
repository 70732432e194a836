import assert from 'node:assert/strict';
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { SHARED_SINGLETONS } from '@portal/contracts/platform';
import { packageDir, packageOf } from '../../remote-kit/src/preset/versions.ts';
import { REPO_ROOT } from './layout.ts';

/** The packages the host lends: one copy, or the host would lend one and use another. */
const LENT = [...new Set([...SHARED_SINGLETONS.map(packageOf), 'react-router-dom', 'react-router'])].filter(
  (pkg) => !pkg.startsWith('@portal/'),
);
const WORKSPACES = ['host', 'shared-auth', 'shared-ui', 'remote-customer', 'remote-admin', 'remote-permissions'];

test('every package the host lends is installed once: each app and library resolves the same copy', () => {
  for (const pkg of LENT) {
    assert.ok(packageDir(path.join(REPO_ROOT, 'host'), pkg), `host: ${pkg} non installato`);
    const copies = new Set(
      WORKSPACES.map((workspace) => packageDir(path.join(REPO_ROOT, workspace), pkg))
        .filter((found) => found !== undefined)
        .map((found) => realpathSync(found)),
    );
    // Two copies once gave the host two axios: shared-auth's client on one, the one lent to the remotes the other.
    assert.equal(copies.size, 1, `${pkg}: ${[...copies].join(', ')}`);
  }
});
