import type { Page } from '@playwright/test';
import { anchorCompany } from '@portal/api/demo-data';

export const SEARCH_PLACEHOLDER = 'Denominazione, Codice fiscale o P. IVA';
/** The seeded company every ordering test starts from. */
export const ALFA = anchorCompany('alfa');

/** A subject searched by its code in the header's search bar: the product selection it opens. */
export async function productSelection(page: Page, code: string = ALFA.partitaIva) {
  const input = page.getByPlaceholder(SEARCH_PLACEHOLDER);
  await input.fill(code);
  await input.press('Enter');
  return page.getByRole('dialog', { name: 'Selezione prodotto' });
}

/**
 * As the signed-in user: the anchor company searched by VAT number, a line chosen in product
 * selection (by keyword, when given, as a user looking for it would).
 */
export async function openLine(page: Page, lineName: string, keyword?: string) {
  const drawer = await productSelection(page);
  if (keyword) await drawer.getByPlaceholder('Cerca per parola chiave').fill(keyword);
  await drawer.getByRole('button', { name: `Scegli ${lineName}` }).click();
  await page.waitForURL(/\/line\/detail\/\d+/);
}

/** The company's code in the form (the search fills it; the group needs one), then 'Avanti' to the summary. */
export async function toSummary(page: Page) {
  const code = page.locator('[data-field-code="CF_PIVA"] input');
  await code.waitFor();
  if (!(await code.inputValue())) await code.fill(ALFA.partitaIva);
  await page.getByRole('button', { name: 'Avanti' }).click();
  await page.getByText('Riepilogo').waitFor();
}

/** 'Avanti', then 'Conferma': the request saved. */
export async function confirmRequest(page: Page) {
  await page.getByRole('button', { name: 'Avanti' }).click();
  await page.getByText('Riepilogo').waitFor();
  await page.getByRole('button', { name: 'Conferma', exact: true }).click();
  await page.getByText(/^Richiesta n\. \d+ salvata$/).waitFor();
}
