import { mkdtemp, mkdir, cp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_APPS, REPO_ROOT } from '../lib/layout.ts';
import { startPlatform } from '../lib/platform.ts';
import { publish, registerRelease } from '../lib/releases.ts';
import { launchBrowser } from './browser.ts';
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'dbg-data-'));
const releasesDir = await mkdtemp(path.join(os.tmpdir(), 'dbg-rel-'));
for (const app of REMOTE_APPS) {
  await mkdir(path.join(releasesDir, app), { recursive: true });
  try {
    const v = await publish(app, path.join(REPO_ROOT, app, 'dist'), releasesDir);
    await registerRelease(app, v, { dataDir });
  } catch (e) {
    console.log('skip', app);
  }
}
const p = await startPlatform({
  ports: {
    api: 3300,
    host: 4300,
    remotes: { 'remote-customer': 4301, 'remote-admin': 4302, 'remote-permissions': 4303 },
  },
  dataDir,
  releasesDir,
  apiEnv: { LOG_LEVEL: 'warn' },
  hostDistDir: '/tmp/fedhost',
});
const b = await launchBrowser();
const c = await b.newContext({ baseURL: p.urls.host });
const page = await c.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text()));
page.on('pageerror', (e) => console.log('pageerror', e.stack));

await page.goto('/sign-in');
await page.waitForTimeout(5000);
await page.screenshot({ path: '/tmp/benchdbg/signin.png' });
console.log((await page.content()).slice(0, 3000));
await b.close();
await p.stop();
