import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { test } from '@playwright/test';
import { REPO_ROOT } from '../../scripts/lib/layout.ts';
import { createRemoteServer } from '../../scripts/lib/static-servers.ts';
import { clearVerdaccio } from '../../scripts/lib/verdaccio.ts';
import { useLocalBuild } from '../support/local-override.ts';
import { DEMO_PASSWORD, signIn, startTestPlatform, type TestPlatform } from '../support/platform.ts';

/**
 * A fourth remote, as a team outside the repository makes and ships it (issue 47): the kit
 * published to a registry of its own (`npm run kit`), the project scaffolded in a folder outside
 * the checkout (`npm create @portal/remote`), installed from that registry, tested, built and
 * checked against the deployed portal; registered by a platform administrator, released with
 * its own token, shown by the portal within its prefix — and nothing more; worked on locally
 * inside the deployed portal by one browser only.
 */
const exec = promisify(execFile);
const NAME = 'remote-reports';
// Not the kit's default port: a developer's own registry may be running there.
const REGISTRY = 'http://127.0.0.1:4875';

let platform: TestPlatform;
let team = '';
let project = '';
test.beforeAll(async ({ browser }) => {
  platform = await startTestPlatform(browser);
  await clearVerdaccio(REGISTRY);
  team = await mkdtemp(path.join(os.tmpdir(), 'portal-team-'));
  project = path.join(team, NAME);
});
test.afterAll(async () => {
  await command(REPO_ROOT, 'npm', ['run', 'kit', '--', '--registry', REGISTRY, '--stop']);
  await clearVerdaccio(REGISTRY);
  await platform?.close();
  await rm(team, { recursive: true, force: true });
});

/** Runs a command; its output, or its error output on a refusal. */
async function command(
  cwd: string,
  file: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<{ ok: boolean; output: string }> {
  try {
    const { stdout, stderr } = await exec(file, args, {
      cwd,
      env: { ...process.env, API_URL: platform.urls.api, ...env },
      maxBuffer: 16 * 1024 * 1024,
    });
    return { ok: true, output: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

/** A step that must succeed; its output. */
async function must(cwd: string, file: string, args: string[], env?: NodeJS.ProcessEnv): Promise<string> {
  const result = await command(cwd, file, args, env);
  assert.ok(result.ok, `${file} ${args.join(' ')}:\n${result.output}`);
  return result.output;
}

test('a team outside the repository makes, tests, checks and releases a fourth remote with the published kit; the portal shows it within its prefix', async () => {
  test.setTimeout(420_000);
  const portal = ['--portal', platform.urls.api];

  // The kit, published; the remote, scaffolded outside the checkout and installed from it.
  const kit = await must(REPO_ROOT, 'npm', ['run', 'kit', '--', '--registry', REGISTRY]);
  for (const pkg of ['contracts', 'shared-auth', 'shared-ui', 'remote-kit', 'create-remote']) {
    assert.match(kit, new RegExp(`@portal/${pkg}@\\d+\\.\\d+\\.\\d+ .* — (pubblicato|già pubblicato)`));
  }
  const created = performance.now();
  await must(team, 'npm', [
    'create',
    '--yes',
    '@portal/remote@latest',
    NAME,
    '--registry',
    REGISTRY,
    '--',
    '--name',
    NAME,
  ]);
  assert.equal(await readFile(path.join(project, '.npmrc'), 'utf8'), `@portal:registry=${REGISTRY}/\n`);
  await must(project, 'npm', ['install', '--no-audit', '--no-fund']);
  assert.match(await must(project, 'npm', ['test']), /1 passed/);
  await must(project, 'npm', ['run', 'typecheck']);

  // Registered by a platform administrator only.
  const refused = await command(
    REPO_ROOT,
    'npm',
    ['run', 'remote:add', '--', NAME, '--team', 'report', '--prefix', '/reports'],
    {
      PORTAL_USER: 'gestore',
      PORTAL_PASSWORD: DEMO_PASSWORD,
    },
  );
  assert.equal(refused.ok, false, 'only a platform administrator registers a remote');
  const added = await must(
    REPO_ROOT,
    'npm',
    ['run', '--silent', 'remote:add', '--', NAME, '--team', 'report', '--prefix', '/reports', '--section', 'Report'],
    { PORTAL_USER: 'admin', PORTAL_PASSWORD: DEMO_PASSWORD },
  );
  const token = added.trim().split('\n').at(-1)!;
  assert.match(token, /^[A-Za-z0-9_-]{20,}$/);
  const withToken = { PORTAL_TEAM_TOKEN: token };

  // Its token checks the build against the deployed portal.
  const checked = await must(project, 'npm', ['run', 'check', '--', ...portal], withToken);
  assert.match(checked, /remote-reports: la build è compatibile con il portale/);
  // A route outside the registered prefix is named by the check, and left out by the host.
  const contributionFile = path.join(project, 'src/app/contribution.ts');
  const contribution = await readFile(contributionFile, 'utf8');
  await writeFile(
    contributionFile,
    contribution.replace('routes: [', "routes: [\n    { path: 'fuori-prefisso', load: () => import('./home-page') },"),
  );
  const outside = await command(project, 'npm', ['run', 'check', '--', ...portal], withToken);
  assert.equal(outside.ok, false);
  assert.match(outside.output, /contribuzione, percorso \/fuori-prefisso: fuori da \/reports/);

  const released = await must(project, 'npm', ['run', 'release', '--', ...portal], withToken);
  assert.match(released, new RegExp(`${NAME} pubblicato e attivo: versione \\d{8}T\\d{6}-[0-9a-f]{8}`));
  const dist = path.join(project, 'dist');
  const otherRemote = await command(
    project,
    'npx',
    ['portal-remote', 'release', 'remote-admin', '--dist', dist, ...portal],
    withToken,
  );
  assert.equal(otherRemote.ok, false);
  assert.match(otherRemote.output, /Il token di rilascio non vale per remote-admin/);

  // A build made against React 18 is refused by the check and by the release, naming the module.
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
    const refusal = /react[\w/-]*: l'host fornisce 19\.\d+\.\d+, remote_reports richiede \^18\.0\.0/;
    const refusedCheck = await command(
      project,
      'npx',
      ['portal-remote', 'check', '--dist', react18, ...portal],
      withToken,
    );
    assert.equal(refusedCheck.ok, false);
    assert.match(refusedCheck.output, refusal);
    const old = await command(project, 'npx', ['portal-remote', 'release', '--dist', react18, ...portal], withToken);
    assert.equal(old.ok, false);
    assert.match(old.output, refusal);
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
    await page.getByRole('link', { name: 'Reports' }).first().click();
    await page.waitForURL('**/reports');
    await page.getByRole('heading', { name: 'Reports' }).waitFor();
    await page.getByText('Tenant', { exact: true }).waitFor();
    assert.ok(await page.getByRole('cell', { name: /Alfa/ }).first().isVisible());
    console.log(`Da npm create al remote nel portale: ${((performance.now() - created) / 1000).toFixed(0)} s`);
    assert.ok(
      warnings.some((text) => text.includes('percorso /fuori-prefisso: fuori da /reports')),
      warnings.join('\n'),
    );
    // The route it contributed outside its prefix is not the portal's.
    await page.goto('/fuori-prefisso');
    await page.getByText('404').first().waitFor();
    assert.equal(await page.getByRole('heading', { name: 'Reports' }).count(), 0);
  } finally {
    await context.close();
  }

  // Worked on locally: the team's build, served from the developer's machine, in one browser only.
  await writeFile(
    path.join(project, 'src/app/home-page.tsx'),
    (await readFile(path.join(project, 'src/app/home-page.tsx'), 'utf8')).replace(
      '<Typography.Title level={3}>Reports</Typography.Title>',
      '<Typography.Title level={3}>Reports in lavorazione</Typography.Title>',
    ),
  );
  await must(project, 'npm', ['run', 'build']);
  const local = createRemoteServer({ releasesDir: dist });
  const localPort = await local.listen({ port: 0, host: '127.0.0.1' });
  const developer = await platform.newPage();
  const colleague = await platform.newPage();
  try {
    await signIn(developer.page, 'admin');
    await useLocalBuild(developer.page, NAME, `http://127.0.0.1:${localPort}/mf-manifest.json`);
    await developer.page.goto('/reports');
    await developer.page.getByRole('heading', { name: 'Reports in lavorazione' }).waitFor();
    await signIn(colleague.page, 'admin');
    await colleague.page.goto('/reports');
    await colleague.page.getByRole('heading', { name: 'Reports', exact: true }).waitFor();
    assert.equal(await colleague.page.getByRole('heading', { name: 'Reports in lavorazione' }).count(), 0);
  } finally {
    await developer.context.close();
    await colleague.context.close();
    await local.close();
  }
});
