import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';

export { DEMO_PASSWORD } from '@portal/api/demo-data';
import { DEMO_PASSWORD } from '@portal/api/demo-data';
export { launchChromium as launchBrowser } from '../lib/chromium.ts';

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface JsEntry {
  url: string;
  origin: string;
  gzipBytes: number;
}

function isJs(response: Response): boolean {
  const type = response.headers()['content-type'] ?? '';
  return new URL(response.url()).pathname.endsWith('.js') || type.includes('javascript');
}

/**
 * Every JS response of a page, gzipped again here at level 9: the static servers may not
 * compress, and a fixed level makes the figure comparable between runs.
 */
export class JsMeter {
  private readonly responses: Response[] = [];

  constructor(page: Page) {
    // Bodies are read later, in `entries()`, so measuring adds no work to a timed load.
    page.on('response', (response) => {
      if (isJs(response) && response.status() === 200) this.responses.push(response);
    });
  }

  /** How many responses so far: a mark to measure from. */
  mark(): number {
    return this.responses.length;
  }

  /** Resolves once a response since `from` matches (its URL's origin known before its body). */
  async waitFor(matches: (entry: Pick<JsEntry, 'url' | 'origin'>) => boolean, from = 0, timeoutMs = 30_000) {
    const deadline = performance.now() + timeoutMs;
    const found = () =>
      this.responses.slice(from).some((response) => {
        const url = response.url();
        return matches({ url, origin: new URL(url).origin });
      });
    while (!found()) {
      if (performance.now() > deadline) throw new Error(`Nessun file JS atteso entro ${timeoutMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async entries(from = 0): Promise<JsEntry[]> {
    const entries = await Promise.all(
      this.responses.slice(from).map(async (response) => ({
        url: response.url(),
        origin: new URL(response.url()).origin,
        gzipBytes: gzipSync(await response.body(), { level: 9 }).length,
      })),
    );
    return entries;
  }
}

export const sumBytes = (entries: JsEntry[]) => entries.reduce((sum, entry) => sum + entry.gzipBytes, 0);

/**
 * Resolves once no request has been in flight for `quietMs`. Client-side navigations have no
 * load event, so "the route has loaded" means the network went quiet.
 */
export function trackQuiet(page: Page) {
  let inFlight = 0;
  let lastChange = performance.now();
  const change = (delta: number) => {
    inFlight += delta;
    lastChange = performance.now();
  };
  page.on('request', (request) => {
    // A live channel stays open for good and is not part of loading a page.
    if (!['websocket', 'eventsource'].includes(request.resourceType())) change(1);
  });
  const done = (request: { resourceType(): string }) => {
    if (!['websocket', 'eventsource'].includes(request.resourceType())) change(-1);
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async (quietMs = 750, timeoutMs = 30_000) => {
    const deadline = performance.now() + timeoutMs;
    while (performance.now() < deadline) {
      if (inFlight <= 0 && performance.now() - lastChange >= quietMs) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`La rete non si è fermata entro ${timeoutMs / 1000} s`);
  };
}

export interface MeteredPage {
  context: BrowserContext;
  page: Page;
  meter: JsMeter;
  quiet: ReturnType<typeof trackQuiet>;
}

/** Uncaught errors of every page the bench opened: a figure from a broken page means little. */
export const pageErrors = new Set<string>();

export async function openPage(
  browser: Browser,
  baseURL: string,
  options: { storageState?: StorageState; initScript?: string } = {},
): Promise<MeteredPage> {
  const context = await browser.newContext({ baseURL, locale: 'it-IT', storageState: options.storageState });
  if (options.initScript) await context.addInitScript(options.initScript);
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.add(error.message));
  return { context, page, meter: new JsMeter(page), quiet: trackQuiet(page) };
}

export async function signIn(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Nome utente').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
}

declare global {
  interface Window {
    __benchRendered?: number;
  }
}

/**
 * Marks, in the page's own clock (ms since navigation start), the moment "Benvenuto" enters
 * the document. A MutationObserver sees it at once; polling from here would add its period.
 * Kept as text: tsx would wrap a function's inner helpers in `__name()`, unknown in the page.
 */
const MARK_WELCOME = `
  const observer = new MutationObserver(() => {
    if (window.__benchRendered === undefined && document.body?.textContent?.includes('Benvenuto')) {
      window.__benchRendered = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
`;

/**
 * One cold load of `/portal` in a new context (empty cache) signed in by the refresh cookie
 * of `state`. Refresh tokens are single-use, so the context's rotated cookie jar is returned
 * for the next run.
 */
export async function timeColdPortal(
  browser: Browser,
  baseURL: string,
  state: StorageState,
): Promise<{ ms: number; js: JsEntry[]; state: StorageState }> {
  const { context, page, meter } = await openPage(browser, baseURL, { storageState: state, initScript: MARK_WELCOME });
  try {
    await page.goto('/portal');
    await page.waitForFunction(() => window.__benchRendered !== undefined, null, { timeout: 30_000 });
    const ms = await page.evaluate(() => window.__benchRendered!);
    const js = await meter.entries();
    return { ms, js, state: await context.storageState() };
  } finally {
    await context.close();
  }
}

/**
 * Largest Contentful Paint of one cold load of `route` (new context, empty cache) signed in by
 * the refresh cookie of `state`, from Chromium's performance timeline: the last LCP entry once
 * the network is quiet (Chromium stops reporting at the first input, which never comes here).
 */
export async function coldLcp(
  browser: Browser,
  baseURL: string,
  state: StorageState,
  route: string,
): Promise<{ ms: number; state: StorageState }> {
  const { context, page, quiet } = await openPage(browser, baseURL, { storageState: state });
  try {
    await page.goto(route);
    await quiet();
    const ms = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve(entries[entries.length - 1]?.startTime ?? Number.NaN);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
          setTimeout(() => resolve(Number.NaN), 5_000);
        }),
    );
    return { ms, state: await context.storageState() };
  } finally {
    await context.close();
  }
}

/** What a bench's trace holds (BENCH_TRACE): the main thread's work, with its JS samples. */
export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
];
