import assert from 'node:assert/strict';
import { test, type Locator, type Page } from '@playwright/test';
import { productSelection, toSummary } from '../support/ordering.ts';
import { signIn, startTestPlatform, type TestPlatform } from '../support/platform.ts';

let platform: TestPlatform;
test.beforeAll(async ({ browser }) => {
  platform = await startTestPlatform(browser);
});
test.afterAll(async () => platform?.close());

const PHONE = { width: 390, height: 844 };

/** Fails when the page scrolls sideways: on a phone everything fits its width. */
async function assertFitsWidth(page: Page, where: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  assert.ok(overflow <= 0, `${where}: la pagina scorre di lato di ${overflow} px`);
}

/** Fails when an amount ('1.379,50 €') inside `scope` is broken over two lines. */
async function assertAmountsWhole(scope: Locator, where: string) {
  const broken = await scope.evaluate((root) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/\d[\d.]*,\d{2}\s?€/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => rect.top));
        if (lines.size > 1) found.push(match[0]);
      }
    }
    return found;
  });
  assert.deepEqual(broken, [], `${where}: importi spezzati su due righe`);
}

test.describe('the main journey on a phone, 390×844 (issue 46)', () => {
  test('search, product selection, request and its report read well without scrolling sideways', async () => {
    const { context, page } = await platform.newPage();
    await page.setViewportSize(PHONE);
    await signIn(page, 'admin');
    await assertFitsWidth(page, '/portal');
    await assertAmountsWhole(page.locator('body'), '/portal');

    const drawer = await productSelection(page);
    const choose = drawer.getByRole('button', { name: 'Scegli Visure ordinarie' });
    await choose.waitFor();
    // Product selection takes the whole phone: at 50% its lines wrapped digit by digit.
    const box = await drawer.boundingBox();
    assert.ok(box && box.width >= PHONE.width - 1, `il pannello è largo ${box?.width} px`);
    await assertFitsWidth(page, 'selezione prodotto');
    await assertAmountsWhole(drawer, 'selezione prodotto');

    await choose.click();
    await page.waitForURL(/\/line\/detail\/\d+/);
    await page.getByRole('radiogroup', { name: 'Prodotti della linea' }).waitFor();
    await assertFitsWidth(page, 'pagina della linea');
    await assertAmountsWhole(page.locator('body'), 'pagina della linea');

    await toSummary(page);
    await assertFitsWidth(page, 'riepilogo');
    await assertAmountsWhole(page.locator('body'), 'riepilogo');

    await page.getByRole('button', { name: 'Conferma', exact: true }).click();
    await page
      .getByText(/^Richiesta n\. \d+ salvata/)
      .first()
      .waitFor();
    await assertFitsWidth(page, 'richiesta salvata');
    await assertAmountsWhole(page.locator('body'), 'richiesta salvata');
    await context.close();
  });
});
