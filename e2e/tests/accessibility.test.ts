import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test, type Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { DEMO_PASSWORD, signIn, startTestPlatform, type TestPlatform } from '../support/platform.ts';
import { ALFA, productSelection, SEARCH_PLACEHOLDER } from '../support/ordering.ts';

/**
 * Accessibility (issue 18): axe on the shell and a list and an edit page of each remote, the
 * wizard and the requests list: no serious or critical violation of WCAG 2.1 A/AA.
 */
let platform: TestPlatform;
test.beforeAll(async ({ browser }) => {
  platform = await startTestPlatform(browser);
});
test.afterAll(async () => platform?.close());

async function seriousViolations(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${where}: ${violation.id} (${violation.impact}) ×${violation.nodes.length}: ${violation.nodes
          .slice(0, 3)
          .map((node) => `${node.target.join(' ')} ${JSON.stringify(node.any[0]?.data ?? '')}`)
          .join(' | ')}`,
    );
}

test.describe('accessibility: no serious or critical axe violation', () => {
  test('sign-in, portal, search results, the customer area and the wizard', async () => {
    const { context, page } = await platform.newPage();
    const found: string[] = [];
    await page.goto('/sign-in');
    await page.getByLabel('Nome utente').waitFor();
    // The splash fades out, then leaves the page: checked half-faded, its text fails the contrast.
    await page.locator('#splash').waitFor({ state: 'detached' });
    found.push(...(await seriousViolations(page, '/sign-in')));
    await signIn(page, 'cliente');
    await page.getByText(/^Benvenuto, /).waitFor();
    found.push(...(await seriousViolations(page, '/portal')));

    const drawer = await productSelection(page);
    await drawer.getByRole('button', { name: 'Scegli Visure ordinarie' }).waitFor();
    found.push(...(await seriousViolations(page, 'product selection')));
    await drawer.getByRole('button', { name: 'Scegli Visure ordinarie' }).click();
    await page.locator('[data-field-code="CF_PIVA"]').waitFor();
    found.push(...(await seriousViolations(page, '/line/detail (wizard)')));

    await page.goto('/service-list');
    await page.getByRole('heading', { name: 'Servizi' }).first().waitFor();
    found.push(...(await seriousViolations(page, '/service-list')));
    await page.goto('/requests');
    await page.getByRole('heading', { name: 'Le mie richieste' }).waitFor();
    found.push(...(await seriousViolations(page, '/requests')));
    await context.close();
    assert.deepEqual(found, []);
  });

  test('catalogue administration and permission management, lists and edit pages', async () => {
    const { context, page } = await platform.newPage();
    const found: string[] = [];
    await signIn(page, 'admin');
    for (const [path, ready] of [
      ['/fields', 'Campi'],
      ['/forms', 'Form'],
      ['/services', 'Servizi'],
      ['/products', 'Prodotti'],
      ['/permission-management', 'Gestione permessi'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { name: ready }).first().waitFor();
      await page.locator('.ant-table-row, .ant-card').first().waitFor();
      found.push(...(await seriousViolations(page, path)));
    }
    await page.goto('/fields');
    await page.locator('.ant-table-row').first().getByRole('button').first().click();
    await page.waitForURL(/\/field\//);
    await page.getByRole('button', { name: /Salva/ }).first().waitFor();
    found.push(...(await seriousViolations(page, '/field/{code}')));
    await context.close();
    assert.deepEqual(found, []);
  });
});

/**
 * Every screen the remotes contribute, from the generated table (`docs/screens.md`, which a
 * test keeps in step with the contributions): those without a parameter, and each edit screen
 * on a new record. The host's own pages are added by hand.
 */
function everyScreen(): string[] {
  const table = readFileSync(new URL('../../docs/screens.md', import.meta.url), 'utf8');
  const paths = [...table.matchAll(/^\| `(\/[^`]*)` \|/gm)].map((match) => match[1]);
  const screens = paths.flatMap((path) => {
    if (!path.includes(':')) return [path];
    // An edit screen opens on a new record ('/field/new'); a record's own pages are covered above.
    const [, base, param] = /^(\/[a-z-]+)\/:([a-zA-Z]+)$/.exec(path) ?? [];
    return base && param && param !== 'code' ? [`${base}/new`] : [];
  });
  return ['/portal', '/schedule', '/change-password', ...screens];
}

/** Who sees a screen the demo 'admin' does not: approvals are the approvers' (a user flag). */
const SEEN_BY: Record<string, string> = { '/approvals': 'approvatore' };

test('axe over every screen: no serious or critical violation on any route (issue 46)', async () => {
  test.setTimeout(300_000);
  const screens = everyScreen();
  assert.ok(screens.length >= 35, `${screens.length} schermate`);
  const found: string[] = [];
  for (const user of new Set(screens.map((path) => SEEN_BY[path] ?? 'admin'))) {
    const { context, page } = await platform.newPage();
    await signIn(page, user);
    for (const path of screens.filter((screen) => (SEEN_BY[screen] ?? 'admin') === user)) {
      await page.goto(path);
      await page.locator('#portal-content').waitFor();
      await page.waitForLoadState('networkidle');
      // The screen itself, not a guard's page instead.
      assert.equal(new URL(page.url()).pathname, path, `${path}: rimandato altrove`);
      await page.locator('.ant-skeleton').first().waitFor({ state: 'detached' });
      found.push(...(await seriousViolations(page, path)));
    }
    await context.close();
  }
  assert.deepEqual(found, []);
});

/**
 * Presses Tab (at most `limit` times) until the focused element is the one named `name`:
 * what a keyboard user does to reach it. Fails when it cannot be reached.
 */
async function tabTo(page: Page, name: RegExp, limit = 80): Promise<void> {
  for (let press = 0; press < limit; press++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element) return '';
      const labelled = element.getAttribute('aria-labelledby');
      const byLabel = labelled ? document.getElementById(labelled)?.textContent : null;
      return (element.getAttribute('aria-label') ?? byLabel ?? element.textContent ?? '').trim();
    });
    if (name.test(focused)) return;
  }
  throw new Error(`${name} not reached with Tab`);
}

test('the ordering flow with the keyboard alone: search, product selection, form, confirm', async () => {
  const { context, page } = await platform.newPage();
  await page.goto('/sign-in');
  await page.getByLabel('Nome utente').focus();
  await page.keyboard.type('cliente');
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await page.getByText(/^Benvenuto, /).waitFor();

  await page.getByPlaceholder(SEARCH_PLACEHOLDER).focus();
  await page.keyboard.type(ALFA.partitaIva);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Selezione prodotto' });
  await drawer.getByRole('button', { name: 'Scegli Visure ordinarie' }).waitFor();
  await tabTo(page, /^Scegli Visure ordinarie$/);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/line\/detail\/\d+/);

  const code = page.locator('[data-field-code="CF_PIVA"] input');
  await code.waitFor();
  // The first Tab of the page offers the way past the top bar and the navigation (issue 46).
  await page.reload();
  await code.waitFor();
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Vai al contenuto');
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'portal-content');
  assert.ok(!page.url().includes('#'), 'the address keeps no fragment');
  await tabTo(page, /^Avanti$/);
  await page.keyboard.press('Enter');
  await page.getByText('Riepilogo').waitFor();
  await tabTo(page, /^Conferma$/);
  await page.keyboard.press('Enter');
  await page.getByText(/^Richiesta n\. \d+ salvata$/).waitFor();
  await context.close();
});
