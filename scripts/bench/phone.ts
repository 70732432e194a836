/**
 * A first load on a mid-range phone (issue 48): Lighthouse's mobile throttling — Slow 4G (150 ms
 * round trip, 1.6 Mbps down, 750 kbps up) and a CPU 4× slower — in Chromium, cold cache, 390×844.
 * The figure is the largest contentful paint, as the page's own PerformanceObserver reports it
 * once the page has settled; median of `runs` fresh contexts per page.
 */
import type { Browser, Page } from 'playwright-core';
import { openPage, signIn, TRACE_CATEGORIES, type StorageState } from './browser.ts';

/** Lighthouse's "mobile" preset (simulated Slow 4G, Moto G power class CPU). */
export const PHONE_THROTTLING = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
} as const;

const PHONE_VIEWPORT = { width: 390, height: 844 };

/** Kept as text: tsx would wrap a function's helpers in `__name()`, unknown in the page. */
const LCP_OBSERVER = `
  new PerformanceObserver((list) => {
    const entries = list.getEntries();
    const last = entries[entries.length - 1];
    window.__benchLcp = last.startTime;
    const element = last.element;
    window.__benchLcpElement = element
      ? element.tagName.toLowerCase() + (element.className ? '.' + String(element.className).split(' ')[0] : '') +
        ' "' + (element.textContent || '').trim().slice(0, 40) + '" ' + Math.round(last.size) + ' px²'
      : '';
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

declare global {
  interface Window {
    __benchLcp?: number;
    __benchLcpElement?: string;
  }
}

async function throttle(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE_THROTTLING.latencyMs,
    downloadThroughput: PHONE_THROTTLING.downloadBytesPerSecond,
    uploadThroughput: PHONE_THROTTLING.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_THROTTLING.cpuSlowdown });
}

const traces = new Map<string, number>();
/** `-portal-0`, `-portal-1`…: one name per load of a page. */
function traceName(path: string): string {
  const page = path.split('/').filter(Boolean)[0] ?? 'root';
  const run = traces.get(page) ?? 0;
  traces.set(page, run + 1);
  return `-${page}-${run}`;
}

/**
 * One cold load of `path` on the throttled phone: its LCP in ms, once `ready` is visible, and the
 * session as it left it (a refresh token is used once: the next load needs the new one).
 */
async function lcpOf(
  browser: Browser,
  baseURL: string,
  path: string,
  ready: (page: Page) => Promise<unknown>,
  storageState?: StorageState,
): Promise<{ lcp: number; readyAt: number; state: StorageState }> {
  const { context, page, quiet } = await openPage(browser, baseURL, { storageState, initScript: LCP_OBSERVER });
  try {
    await page.setViewportSize(PHONE_VIEWPORT);
    await throttle(page);
    if (process.env.BENCH_WATERFALL) {
      const started = Date.now();
      page.on('requestfinished', (request) => {
        const timing = request.timing();
        const url = new URL(request.url());
        console.error(
          `${path}\t${Math.round(timing.startTime - started)}\t+${Math.round(timing.responseEnd)}\t${url.port}${url.pathname}`,
        );
      });
    }
    // BENCH_TRACE: a Chrome trace of each load, up to `ready` (/tmp/inp-portal-0.json…).
    const tracing = process.env.BENCH_TRACE ? page.context().browser() : null;
    await tracing?.startTracing(page, {
      path: `${process.env.BENCH_TRACE}${traceName(path)}.json`,
      categories: TRACE_CATEGORIES,
    });
    await page.goto(path, { timeout: 120_000 });
    await ready(page);
    await tracing?.stopTracing();
    const readyAt = await page.evaluate(() => performance.now());
    await quiet();
    // LCP stops at the first input; reading it after the page settled takes the final candidate.
    const lcp = await page.evaluate(() => window.__benchLcp ?? null);
    if (lcp === null) throw new Error(`Nessun LCP per ${path}`);
    if (process.env.BENCH_WATERFALL) {
      console.error(`${path}\tLCP ${Math.round(lcp)} ms: ${await page.evaluate(() => window.__benchLcpElement)}`);
    }
    return { lcp, readyAt, state: await context.storageState() };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export interface PhoneLoads {
  signIn: number;
  portal: number;
  /** When /portal's shortcuts from a remote (its contribution) are drawn. */
  portalTiles: number;
  lineDetail: number;
}

/**
 * LCP (ms, median of `runs`) of /sign-in, /portal and a line's page, signed in as the demo
 * customer; and when /portal's shortcuts from the remotes are drawn.
 */
export async function measurePhoneLoads(browser: Browser, baseURL: string, runs = 5): Promise<PhoneLoads> {
  const signed = await openPage(browser, baseURL);
  let state: StorageState;
  try {
    await signed.page.goto('/sign-in');
    await signIn(signed.page, 'cliente');
    await signed.page.getByText('Benvenuto').first().waitFor({ timeout: 30_000 });
    state = await signed.context.storageState();
  } finally {
    await signed.context.close();
  }
  const times = {
    signIn: [] as number[],
    portal: [] as number[],
    portalTiles: [] as number[],
    lineDetail: [] as number[],
  };
  const signedIn = async (path: string, ready: (page: Page) => Promise<unknown>) => {
    const load = await lcpOf(browser, baseURL, path, ready, state);
    state = load.state;
    return load;
  };
  for (let run = 0; run < runs; run++) {
    const signInLoad = await lcpOf(browser, baseURL, '/sign-in', (page) =>
      page.getByRole('button', { name: 'Accedi' }).waitFor({ timeout: 120_000 }),
    );
    times.signIn.push(signInLoad.lcp);
    // Ready once a remote's shortcut is drawn ('Le mie richieste', the customer area's).
    const portal = await signedIn('/portal', (page) =>
      page.locator('.ant-card').getByText('Le mie richieste').waitFor({ timeout: 120_000 }),
    );
    times.portal.push(portal.lcp);
    times.portalTiles.push(portal.readyAt);
    const line = await signedIn('/line/detail/1', (page) =>
      page.locator('[data-field-code]').first().waitFor({ timeout: 120_000 }),
    );
    times.lineDetail.push(line.lcp);
  }
  return {
    signIn: median(times.signIn),
    portal: median(times.portal),
    portalTiles: median(times.portalTiles),
    lineDetail: median(times.lineDetail),
  };
}
