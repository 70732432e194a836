/**
 * What a user's browser loads first, in JS (gzip -9 of each response): `/sign-in` in a fresh
 * context, `/portal` after signing in as admin, and each remote's first route reached by a
 * client-side navigation from `/portal`. The bench prints it; the e2e suite checks it against
 * the budgets in `perf-budgets.json`. The files loaded are the same at every run (the sizes are
 * deterministic), unlike the times.
 */
import type { Browser } from 'playwright-core';
import { REMOTE_APPS, type Ports, type RemoteApp } from '../lib/layout.ts';
import { openPage, signIn, sumBytes, type JsEntry, type StorageState } from './browser.ts';

export const FIRST_ROUTE: Record<RemoteApp, string> = {
  'remote-customer': '/help-center',
  'remote-admin': '/fields',
  'remote-permissions': '/permission-management',
};

export interface FirstLoads {
  signIn: JsEntry[];
  /** After signing in, at the first render of 'Benvenuto' (sign-in's files included). */
  portalAtRender: JsEntry[];
  /** The same once the network is quiet. */
  portal: JsEntry[];
  afterSignIn: JsEntry[];
  /** Each remote's first route: everything the navigation loaded (the remote's and shared files). */
  routes: Partial<Record<RemoteApp, JsEntry[]>>;
  state: StorageState;
}

export async function measureFirstLoads(
  browser: Browser,
  baseURL: string,
  remotes: readonly RemoteApp[] = REMOTE_APPS,
): Promise<FirstLoads> {
  const first = await openPage(browser, baseURL);
  let loads: Omit<FirstLoads, 'routes'>;
  try {
    await first.page.goto('/sign-in');
    await first.page.getByRole('button', { name: 'Accedi' }).waitFor();
    await first.quiet();
    const signInJs = await first.meter.entries();
    const mark = first.meter.mark();
    await signIn(first.page, 'admin');
    await first.page.getByText('Benvenuto').first().waitFor({ timeout: 30_000 });
    const portalAtRender = await first.meter.entries();
    await first.quiet();
    loads = {
      signIn: signInJs,
      portalAtRender,
      portal: await first.meter.entries(),
      afterSignIn: await first.meter.entries(mark),
      state: await first.context.storageState(),
    };
  } finally {
    await first.context.close();
  }
  const routes: FirstLoads['routes'] = {};
  let state = loads.state;
  for (const app of remotes) {
    const { context, page, meter, quiet } = await openPage(browser, baseURL, { storageState: state });
    try {
      await page.goto('/portal');
      await page.getByText('Benvenuto').first().waitFor({ timeout: 30_000 });
      await quiet();
      const mark = meter.mark();
      // A click on the route's shortcut on /portal: a router navigation, no page load.
      const link = page.locator(`a[href="${FIRST_ROUTE[app]}"]`).filter({ visible: true }).first();
      if ((await link.count()) === 0) continue;
      await link.click();
      await page.waitForURL((url) => url.pathname === FIRST_ROUTE[app]);
      // The route's own code comes from the remote's origin. On a busy machine the main thread
      // can stay on the click's render for longer than `quiet`'s pause before any request
      // starts: the network looks quiet although nothing has loaded yet.
      await meter.waitFor((entry) => entry.origin !== new URL(baseURL).origin, mark);
      await quiet();
      routes[app] = await meter.entries(mark);
      state = await context.storageState();
    } finally {
      await context.close();
    }
  }
  return { ...loads, routes, state };
}

/** The files of a route that came from the remote's own server. */
export const fromRemote = (ports: Ports, app: RemoteApp) => (entry: JsEntry) =>
  entry.origin === `http://127.0.0.1:${ports.remotes[app]}`;

export { sumBytes };
