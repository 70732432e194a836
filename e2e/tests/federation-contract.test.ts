import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from '@playwright/test';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { CONTRACT_FILE, REMOTE_APPS, REMOTE_CONTRACT_VERSION } from '@portal/contracts/platform';
import { REPO_ROOT } from '../../scripts/lib/layout.ts';
import {
  assertFitsHost,
  readContractVersion,
  readHostSingletons,
  readManifest,
  sharedContractProblems,
} from '../../scripts/lib/federation-contract.ts';

const dist = (app: string) => path.join(REPO_ROOT, app, 'dist');

test.describe('the federation contract of the built apps', () => {
  test('every singleton of every remote is provided by the host in a version the remote requires', async () => {
    const host = await readHostSingletons(dist('host'));
    for (const app of REMOTE_APPS) {
      const remote = await readManifest(dist(app));
      const names = remote.shared.map((entry) => entry.name);
      for (const name of ['react', '@portal/shared-auth', '@portal/shared-ui']) {
        assert.ok(names.includes(name), `${app} condivide ${name}`);
      }
      for (const entry of remote.shared) {
        assert.equal(entry.singleton, true, `${app}: ${entry.name} è un singleton`);
        assert.match(entry.requiredVersion ?? '', /^\^\d+\.0\.0$/, `${app}: ${entry.name} dichiara ^major`);
      }
      assert.deepEqual(sharedContractProblems(host, remote), [], app);
    }
  });

  test('a remote built against another major of React than the host is refused, naming the package', async () => {
    const host = await readHostSingletons(dist('host'));
    const remote = await readManifest(dist('remote-admin'));
    const nextMajor = {
      ...remote,
      shared: remote.shared.map((entry) => (entry.name === 'react' ? { ...entry, requiredVersion: '^20.0.0' } : entry)),
    };
    const problems = sharedContractProblems(host, nextMajor);
    assert.equal(problems.length, 1);
    assert.match(problems[0], /^react: l'host fornisce 19\.\d+\.\d+, remote_admin richiede \^20\.0\.0$/);
    const missing = {
      ...remote,
      shared: [...remote.shared, { name: 'lodash', version: '', requiredVersion: '^4.0.0' }],
    };
    assert.deepEqual(sharedContractProblems(host, missing), ["lodash: l'host non lo fornisce"]);
  });

  test("every build names the contribution contract it was made against: the host's", async () => {
    for (const app of ['host', ...REMOTE_APPS]) {
      assert.equal(await readContractVersion(dist(app)), REMOTE_CONTRACT_VERSION, app);
    }
  });

  test('a remote built against another contribution contract is refused by the release check', async () => {
    const copy = await mkdtemp(path.join(os.tmpdir(), 'portal-e2e-contract-'));
    try {
      await cp(dist('remote-admin'), copy, { recursive: true });
      await assertFitsHost(copy, dist('host'));
      const next = REMOTE_CONTRACT_VERSION + 1;
      await writeFile(path.join(copy, CONTRACT_FILE), JSON.stringify({ name: 'remote_admin', contractVersion: next }));
      await assert.rejects(assertFitsHost(copy, dist('host')), (error: Error) => {
        assert.match(error.message, /^il remote non è compatibile con l'host:/);
        assert.match(
          error.message,
          new RegExp(`l'host usa la versione ${REMOTE_CONTRACT_VERSION}, il remote la ${next}`),
        );
        return true;
      });
    } finally {
      await rm(copy, { recursive: true, force: true });
    }
  });
});
