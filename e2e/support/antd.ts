/** Driving antd as a user does, in Chromium: selects, edit-screen panels, buttons, drags. */
import assert from 'node:assert/strict';
import type { Locator, Page } from '@playwright/test';

/** Picks an option of an antd select (opened by its label) by its text; `search` types first. */
export async function choose(page: Page, label: string, option: string, search?: string) {
  const input = page.getByLabel(label, { exact: true });
  const select = page.locator('.ant-select').filter({ has: input });
  // A click during the dropdown's opening animation can miss: check the choice shows, else retry.
  for (let attempt = 1; ; attempt++) {
    await input.click();
    // Long lists are virtual: only the options in view exist, so a searchable select is narrowed.
    if (search) await page.keyboard.type(search);
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: option })
      .first()
      .click();
    try {
      await select.filter({ hasText: option }).waitFor({ timeout: 3_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
}

/**
 * Types in a lookup (autocomplete) and picks the suggestion whose text starts with `option`.
 * With `picked` (what the screen shows once the choice is taken), a click the dropdown's
 * opening animation missed is tried again, as `choose` does.
 */
export async function lookUp(page: Page, label: string, text: string, option: string, picked?: Locator) {
  const input = page.getByLabel(label, { exact: true });
  for (let attempt = 1; ; attempt++) {
    await input.fill(text);
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: option })
      .first()
      .click();
    if (!picked) return;
    try {
      await picked.waitFor({ timeout: 3_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** Opens a panel of an edit screen (the drawer is fixed from 1280 px, a menu button below). */
export async function openPanel(page: Page, title: string) {
  const toggle = page.getByRole('button', { name: 'Pannelli' });
  if (await toggle.isVisible()) await toggle.click();
  await page
    .getByRole('menuitem')
    .filter({ has: page.getByText(title, { exact: true }) })
    .click();
  await page.getByRole('region', { name: title }).waitFor();
}

/** Waits for Crea or Salva to be enabled (the form is valid). */
export async function enabled(page: Page, name: 'Crea' | 'Salva') {
  await page.waitForFunction((label) => {
    const button = [...document.querySelectorAll('button')].find((element) => element.textContent === label);
    return button !== undefined && !button.disabled;
  }, name);
}

/** Drags by the handle with the mouse: press, move in small steps (the library needs them), release. */
export async function dragBelow(page: Page, handle: Locator, target: Locator) {
  const from = await handle.boundingBox();
  const to = await target.boundingBox();
  assert.ok(from && to);
  const x = from.x + from.width / 2;
  const y = from.y + from.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + 10, { steps: 5 }); // past the library's drag threshold
  await page.mouse.move(x, to.y + to.height * 0.9, { steps: 20 });
  await page.waitForTimeout(300); // let the drop animation target settle
  await page.mouse.up();
}

/**
 * Clicks a navigating item of a menu in a popover. The popover zooms in: on a loaded machine a
 * click can land while the item still moves (pressed on one spot, released on another), and
 * antd sees no click. Such a click is repeated while the page has not moved on.
 */
export async function clickMenuLink(page: Page, name: string) {
  const item = page.getByRole('menuitem', { name });
  const before = page.url();
  for (let attempt = 1; ; attempt++) {
    await item.click();
    try {
      await page.waitForURL((url) => url.href !== before, { timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt === 3 || !(await item.isVisible())) throw error;
    }
  }
}

/**
 * Where a table's row action is: its right edge, where the table's visible part ends (a wide
 * table scrolls inside it) and whether it is the element found at its centre (not under
 * another column).
 */
export async function actionPlace(button: Locator) {
  await button.waitFor();
  return button.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const visible = element.closest('.ant-table-content')?.getBoundingClientRect();
    const atCentre = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return {
      right: box.right,
      visibleRight: Math.min(visible?.right ?? innerWidth, innerWidth),
      text: element.textContent ?? '',
      onTop: Boolean(atCentre && element.contains(atCentre)),
    };
  });
}

/** Fails unless the row action is whole in view and on top. */
export async function assertActionInView(button: Locator, where: string) {
  const action = await actionPlace(button);
  assert.ok(
    action.right <= action.visibleRight,
    `${where}: '${action.text}' finisce a ${action.right} px, la tabella si vede fino a ${action.visibleRight}`,
  );
  assert.ok(action.onTop, `${where}: '${action.text}' è coperto`);
}

/** Fails when the page's list table scrolls sideways: every column fits the screen whole. */
export async function assertTableFits(page: Page) {
  const overflow = await page
    .locator('.portal-list-page .ant-table-content')
    .evaluate((node) => node.scrollWidth - node.clientWidth);
  assert.ok(overflow <= 0, `la tabella scorre di ${overflow} px`);
}
