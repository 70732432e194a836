import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { test } from '@playwright/test';
import { REPO_ROOT } from '../../scripts/lib/layout.ts';
import { run } from '../../scripts/lib/run.ts';
import { DEMO_PASSWORD, signIn, startTestPlatform, type TestPlatform } from '../support/platform.ts';

/**
 * A fourth remote, as a team outside the repository's three ships it (issue 47): registered by
 * a platform administrator, built with the platform's preset, uploaded and released with its
 * own token, shown by the portal within its prefix — and nothing more.
 */
const exec = promisify(execFile);
const NAME = 'remote-reports';
const COPY = path.join(REPO_ROOT, `.e2e-${NAME}`);

let platform: TestPlatform;
let dist = '';
test.beforeAll(async ({ browser }) => {
  platform = await startTestPlatform(browser);
  await rm(COPY, { recursive: true, force: true });
  await cp(path.join(REPO_ROOT, 'e2e/fixtures', NAME), COPY, { recursive: true });
  await run('npx', ['rspack', 'build'], { cwd: COPY, quiet: true });
  dist = path.join(COPY, 'dist');
});
test.afterAll(async () => {
  await platform?.close();
  await rm(COPY, { recursive: true, force: true });
});

/** Runs one of the root's npm commands; its output, or its error output on a refusal. */
async function npmRun(args: string[], env: NodeJS.ProcessEnv): Promise<{ ok: boolean; output: string }> {
  try {
    const { stdout } = await exec('npm', ['run', '--silent', ...args], {
      cwd: REPO_ROOT,
      env: { ...process.env, API_URL: platform.urls.api, ...env },
    });
    return { ok: true, output: stdout };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

test('a registered team releases a fourth remote with its own token; the portal shows it within its prefix', async () => {
  test.setTimeout(120_000);
  const admin = { PORTAL_USER: 'admin', PORTAL_PASSWORD: DEMO_PASSWORD };
  const refused = await npmRun(['remote:add', '--', NAME, '--team', 'report', '--prefix', '/reports'], {
    PORTAL_USER: 'gestore',
    PORTAL_PASSWORD: DEMO_PASSWORD,
  });
  assert.equal(refused.ok, false, 'only a platform administrator registers a remote');

  const added = await npmRun(
    ['remote:add', '--', NAME, '--team', 'report', '--prefix', '/reports', '--section', 'Report'],
    admin,
  );
  assert.ok(added.ok, added.output);
  const token = added.output.trim().split('\n').at(-1)!;
  assert.match(token, /^[A-Za-z0-9_-]{20,}$/);

  // Its token checks its build against the deployed portal, then releases it, and nothing else.
  const team = { PORTAL_TEAM_TOKEN: token };
  const checked = await npmRun(['remote:check', '--', NAME, '--dist', dist], team);
  assert.ok(checked.ok, checked.output);
  assert.match(checked.output, /la build è compatibile con il portale/);
  // Given its contribution's source, the check names the route the host would leave out.
  const contribution = path.join(COPY, 'src/app/contribution.ts');
  const outside = await npmRun(['remote:check', '--', NAME, '--dist', dist, '--contribution', contribution], team);
  assert.equal(outside.ok, false);
  assert.match(outside.output, /contribuzione, percorso \/fuori-prefisso: fuori da \/reports/);
  const released = await npmRun(['remote:release', '--', NAME, '--dist', dist], team);
  assert.ok(released.ok, released.output);
  assert.match(released.output, new RegExp(`${NAME} pubblicato e attivo: versione \\d{8}T\\d{6}-[0-9a-f]{8}`));
  const otherRemote = await npmRun(['remote:release', '--', 'remote-admin', '--dist', dist], team);
  assert.equal(otherRemote.ok, false);
  assert.match(otherRemote.output, /Il token di rilascio non vale per remote-admin/);

  // A build made against React 18 is refused by the portal, naming the module.
  const react18 = await mkdtemp(path.join(os.tmpdir(), 'portal-react18-'));
  try {
    await cp(dist, react18, { recursive: true });
    const manifestFile = path.join(react18, 'mf-manifest.json');
    const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as {
      shared: Array<{ name: string; requiredVersion?: string; version?: string }>;
    };
    for (const shared of manifest.shared) {
      if (shared.name.startsWith('react')) Object.assign(shared, { requiredVersion: '^18.0.0', version: '18.3.1' });
    }
    await writeFile(manifestFile, JSON.stringify(manifest));
    const refusedCheck = await npmRun(['remote:check', '--', NAME, '--dist', react18], team);
    assert.equal(refusedCheck.ok, false);
    assert.match(refusedCheck.output, /react[\w/-]*: l'host fornisce 19\.\d+\.\d+, remote_reports richiede \^18\.0\.0/);
    const old = await npmRun(['remote:release', '--', NAME, '--dist', react18], team);
    assert.equal(old.ok, false);
    assert.match(old.output, /react[\w/-]*: l'host fornisce 19\.\d+\.\d+, remote_reports richiede \^18\.0\.0/);
  } finally {
    await rm(react18, { recursive: true, force: true });
  }

  // The stable address answers the version just released.
  const stable = await fetch(`${platform.urls.api}/api/platform/remotes/${NAME}/current/mf-manifest.json`);
  assert.equal(stable.status, 200);
  assert.match(stable.headers.get('x-remote-version') ?? '', /^\d{8}T\d{6}-[0-9a-f]{8}$/);
  assert.equal(((await stable.json()) as { name: string }).name, 'remote_reports');

  // In the portal: its navigation entry and its page with live data, beside the other remotes.
  const { context, page } = await platform.newPage();
  try {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await signIn(page, 'cliente');
    await page.getByRole('link', { name: 'Report della squadra' }).first().click();
    await page.waitForURL('**/reports');
    await page.getByRole('heading', { name: 'Report della squadra' }).waitFor();
    await page.getByText('Tenant', { exact: true }).waitFor();
    assert.ok(await page.getByRole('cell', { name: /Alfa/ }).first().isVisible());
    assert.ok(
      warnings.some((text) => text.includes('percorso /fuori-prefisso: fuori da /reports')),
      warnings.join('\n'),
    );
    // The route it contributed outside its prefix is not the portal's.
    await page.goto('/fuori-prefisso');
    await page.getByText('404').first().waitFor();
    assert.equal(await page.getByRole('heading', { name: 'Report della squadra' }).count(), 0);
  } finally {
    await context.close();
  }
});
