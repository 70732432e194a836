/**
 * Two API instances behind nginx on one PostgreSQL server (issue "deployment and scale-out"):
 * the portal works through nginx, and what one instance publishes reaches a page whose live
 * channel is held by the other. To make "another instance" certain rather than nginx's choice,
 * the page's HTTP calls go to the first instance and its live channels to the second.
 */
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test, type Page } from '@playwright/test';
import { readSheet, sheetLimitsFor } from '@portal/api/sheets';
import { apiGet, apiSignIn } from '../../scripts/lib/api-session.ts';
import { openLine } from '../support/ordering.ts';
import { signIn, startTestPlatform, type TestPlatform } from '../support/platform.ts';

let platform: TestPlatform;
let folder: string;
test.beforeAll(async ({ browser }) => {
  platform = await startTestPlatform(browser, { apiInstances: 2 });
  folder = await mkdtemp(path.join(os.tmpdir(), 'portal-e2e-scale-'));
});
test.afterAll(async () => {
  await platform?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

interface LiveFrame {
  type: string;
  notification?: { subject: string };
  check?: { id: string; state: string };
}

/**
 * Pins the page: every API call to the first instance, every live channel to the second (the
 * address the API answers is rewritten to it). Returns the messages the page's sockets receive.
 * The page must be opened with `bypassCSP`: the second instance's own port is an origin the
 * portal's CSP does not list (in production the socket goes through the host's proxy).
 */
async function pinInstances(page: Page): Promise<LiveFrame[]> {
  const [first, second] = platform.urls.instances;
  await page.route(/\/api\//, async (route) => {
    const url = new URL(route.request().url());
    const pinned = `${first}${url.pathname}${url.search}`;
    if (url.pathname !== '/api/ws-connection-url') return route.continue({ url: pinned });
    const response = await route.fetch({ url: pinned });
    const answer = (await response.json()) as { context: { url: string } };
    const socket = new URL(answer.context.url);
    socket.host = new URL(second).host;
    return route.fulfill({ response, json: { ...answer, context: { url: socket.toString() } } });
  });
  const frames: LiveFrame[] = [];
  page.on('websocket', (socket) => {
    assert.ok(socket.url().startsWith(second.replace('http', 'ws')), socket.url());
    socket.on('framereceived', ({ payload }) => frames.push(JSON.parse(String(payload)) as LiveFrame));
  });
  return frames;
}

async function until(frames: LiveFrame[], predicate: (frame: LiveFrame) => boolean): Promise<LiveFrame> {
  for (let waited = 0; waited < 20_000; waited += 100) {
    const found = frames.find(predicate);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no such live message among ${JSON.stringify(frames)}`);
}

test.describe('two API instances behind nginx on PostgreSQL', () => {
  test('through nginx: sign-in, the portal, the notifications channel', async () => {
    assert.equal(platform.urls.instances.length, 2);
    const { context, page } = await platform.newPage();
    // The channel's upgrade goes through the host's proxy and nginx. It is opened once its ticket
    // is answered, which may be after the unread count is drawn: the page's first one is awaited.
    const channel = page.waitForEvent('websocket', {
      predicate: (socket) => socket.url().startsWith(`${platform.urls.host.replace('http', 'ws')}/api/ws?ticket=`),
    });
    await signIn(page, 'cliente');
    await page.getByText(/^Benvenuto, /).waitFor();
    await page.waitForFunction(() => document.querySelector('[data-testid="unread-badge"] .portal-badge-count'));
    assert.ok(await channel);
    await context.close();
  });

  test("answers larger than nginx's buffer pass through whole", async () => {
    // nginx relays unbuffered through one 16 KB buffer (deploy/nginx/api.conf): answers of
    // several buffers must arrive byte for byte as the instance sends them.
    const [direct] = platform.urls.instances;
    const gestore = await apiSignIn(direct, 'gestore');
    for (const [route, headers] of [
      ['/api/docs/json', {}],
      ['/api/fields?page=0&size=50', gestore.headers],
    ] as const) {
      const [viaNginx, fromInstance] = await Promise.all(
        [platform.urls.api, direct].map(async (base) => {
          const response = await fetch(`${base}${route}`, { headers });
          assert.equal(response.status, 200, route);
          return Buffer.from(await response.arrayBuffer());
        }),
      );
      assert.ok(viaNginx.length > 16 * 1024, `${route}: ${viaNginx.length} bytes`);
      assert.ok(viaNginx.equals(fromInstance), route);
    }
  });

  test('signed in on one instance, a notification published on the other arrives live', async () => {
    const { context, page } = await platform.newPage({ bypassCSP: true });
    const frames = await pinInstances(page);
    await signIn(page, 'cliente');
    await until(frames, (frame) => frame.type === 'unread-count');
    // A manager's tool publishes through the first instance; the page's socket is on the second.
    const gestore = await apiSignIn(platform.urls.instances[0], 'gestore');
    const sent = await fetch(`${platform.urls.instances[0]}/api/notifications`, {
      method: 'POST',
      headers: gestore.headers,
      body: JSON.stringify({ login: 'cliente', subject: 'Da un’altra istanza', text: 'Arriva lo stesso.' }),
    });
    assert.equal(sent.status, 201);
    await until(frames, (frame) => frame.notification?.subject === 'Da un’altra istanza');
    await page.getByRole('button', { name: 'Notifiche' }).click();
    await page.getByRole('region', { name: 'Notifiche' }).getByText('Da un’altra istanza').waitFor();
    await context.close();
  });

  test("a batch check started on one instance reports to the page's channel on the other", async () => {
    const session = await apiSignIn(platform.urls.api, 'admin');
    const found = await apiGet<{ content: Array<{ partitaIva: string | null }> }>(
      platform.urls.api,
      session,
      '/api/subjects/companies?search=S.R.L.&size=30',
    );
    const codes = found.content.map((company) => company.partitaIva).filter((code): code is string => Boolean(code));

    const { context, page } = await platform.newPage({ bypassCSP: true });
    const frames = await pinInstances(page);
    await signIn(page, 'admin');
    await openLine(page, 'Visure ordinarie', 'ordinarie');
    await page.getByRole('radio', { name: /Visura ordinaria massiva/ }).click();
    await page.getByRole('tab', { name: 'Carica un file' }).click();
    const templateDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Scarica file di esempio' }).click();
    const { headers } = readSheet(
      'esempio.xlsx',
      await readFile((await (await templateDownload).path())!),
      sheetLimitsFor(100),
    );
    const column = headers.indexOf('Codice fiscale o partita IVA');
    const lines = [headers, ...codes.map((code) => headers.map((_, index) => (index === column ? code : '')))];
    const file = path.join(folder, 'lotto.csv');
    await writeFile(file, `${lines.map((cells) => cells.join(';')).join('\r\n')}\r\n`);

    await page.locator('input[type=file]').setInputFiles(file);
    // The check ran on the first instance; its end came through the second one's socket.
    const done = await until(frames, (frame) => frame.type === 'batch-check' && frame.check?.state === 'loaded');
    assert.ok(done.check?.id);
    await page.getByRole('button', { name: 'Invia il lotto' }).waitFor();
    await context.close();
  });
});
