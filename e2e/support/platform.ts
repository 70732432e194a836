import { existsSync } from 'node:fs';
import { cp, mkdtemp, rename, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { REMOTE_APPS, REPO_ROOT, type Ports } from '../../scripts/lib/layout.ts';
import { startPlatform, type Platform } from '../../scripts/lib/platform.ts';
import { publish, registerRelease } from '../../scripts/lib/releases.ts';
import { startPostgres } from '../../scripts/lib/postgres.ts';
import { run } from '../../scripts/lib/run.ts';
import { DEMO_PASSWORD } from '@portal/api/demo-data';
import { seedFingerprint } from '@portal/api/demo-data';

export { DEMO_PASSWORD };

/**
 * Test ports: a running `npm start` (3000, 4200-4203) is never disturbed. E2E_PORT_BASE moves
 * the whole set (API at base, host at base+100, remotes after it) so two runs can share a machine.
 */
const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 5300);
export const TEST_PORTS: Ports = {
  api: PORT_BASE,
  host: PORT_BASE + 100,
  remotes: {
    'remote-customer': PORT_BASE + 101,
    'remote-admin': PORT_BASE + 102,
    'remote-permissions': PORT_BASE + 103,
  },
};

export interface TestPlatform extends Platform {
  dataDir: string;
  releasesDir: string;
  /**
   * A fresh context and page on the portal. `bypassCSP`: for a test that points the page at an
   * address the portal's CSP does not list (an API instance's own port, not the host's proxy).
   */
  newPage(options?: { bypassCSP?: boolean }): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

/**
 * A fresh data folder, already migrated and seeded: seeding costs about 8 s per start, so the
 * first run makes a template per seed fingerprint in the temp folder and each run copies it.
 */
async function seededDataDir(): Promise<string> {
  const template = path.join(os.tmpdir(), `portal-e2e-seeded-${await seedFingerprint()}`);
  if (!existsSync(template)) {
    const partial = `${template}.${process.pid}`;
    await rm(partial, { recursive: true, force: true });
    await run('npx', ['tsx', path.join(REPO_ROOT, 'api/src/seed/cli.ts'), partial], { quiet: true });
    // Another run may have made it meanwhile: theirs is as good as ours.
    await rename(partial, template).catch(() => rm(partial, { recursive: true, force: true }));
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-e2e-data-'));
  await cp(template, dataDir, { recursive: true });
  return dataDir;
}

/**
 * The built platform (`npm test` builds it first) on a fresh database and releases folder:
 * each remote's current build is published as its first release. Pages open in the runner's
 * browser (its `browser` fixture), so a failed test keeps their trace.
 */
export async function startTestPlatform(
  browser: Browser,
  options: {
    apiEnv?: NodeJS.ProcessEnv;
    /** Several API instances behind nginx, on a private PostgreSQL server started for the run. */
    apiInstances?: number;
  } = {},
): Promise<TestPlatform> {
  const dataDir = await seededDataDir();
  const releasesDir = await mkdtemp(path.join(os.tmpdir(), 'portal-e2e-releases-'));
  // Its own folder under the temp root: the server's user must reach it (mkdtemp makes 0700 ones).
  const postgresDir =
    (options.apiInstances ?? 1) > 1 ? await mkdtemp(path.join(os.tmpdir(), 'portal-e2e-postgres-')) : null;
  const postgres = postgresDir ? await startPostgres({ dataDir: postgresDir, port: TEST_PORTS.api + 40 }) : null;
  const databaseUrl = postgres?.url;
  let platform: Platform;
  try {
    // E2E_REMOTES=remote-admin,... limits the published remotes (debugging one remote alone).
    const only = process.env.E2E_REMOTES?.split(',');
    for (const app of REMOTE_APPS.filter((name) => !only || only.includes(name))) {
      const version = await publish(app, path.join(REPO_ROOT, app, 'dist'), releasesDir);
      await registerRelease(app, version, { dataDir, releasesDir, databaseUrl });
    }
    platform = await startPlatform({
      ports: TEST_PORTS,
      dataDir,
      releasesDir,
      databaseUrl,
      apiInstances: options.apiInstances,
      apiEnv: { RATE_LIMIT_MAX: '100000', LOG_LEVEL: 'warn', ...options.apiEnv },
    });
  } catch (error) {
    await postgres?.stop();
    throw error;
  }
  return {
    ...platform,
    dataDir,
    releasesDir,
    async newPage(options = {}) {
      const context = await browser.newContext({ baseURL: platform.urls.host, locale: 'it-IT', ...options });
      return { context, page: await context.newPage() };
    },
    async close() {
      await platform.stop();
      await postgres?.stop();
      if (postgresDir) await rm(postgresDir, { recursive: true, force: true });
      await rm(dataDir, { recursive: true, force: true });
      await rm(releasesDir, { recursive: true, force: true });
    },
  };
}

/** Signs in through the form and waits for the page it leads to. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  if (!page.url().includes('/sign-in')) await page.goto('/sign-in');
  await page.getByLabel('Nome utente').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'), { timeout: 15_000 });
}

/**
 * Runs `action` and waits for the full page load it leads to (the impersonation flow reloads
 * the page after a delay). A marker on `window` survives client-side navigation but not a
 * load, so this cannot mistake the old page for the new one, and the test never acts on a
 * page that is about to go away.
 */
export async function untilPageReloads(page: Page, action: () => Promise<void>): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __beforeReload: true }));
  await action();
  await page.waitForFunction(() => !('__beforeReload' in window) && document.readyState === 'complete', undefined, {
    timeout: 15_000,
  });
}

export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}
