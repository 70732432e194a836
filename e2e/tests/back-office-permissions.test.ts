import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import { openLine, toSummary } from '../support/ordering.ts';
import { signIn, startTestPlatform, type TestPlatform } from '../support/platform.ts';

let platform: TestPlatform;
test.beforeAll(async ({ browser }) => {
  platform = await startTestPlatform(browser);
});
test.afterAll(async () => platform?.close());

test.describe('permission management (spec 002 §2.16)', () => {
  test('granting Portafoglio Indagini with a toggle shows the past-requests panel to that user', async () => {
    const customer = await platform.newPage();
    await signIn(customer.page, 'cliente');
    await openLine(customer.page, 'Visure ordinarie');
    await toSummary(customer.page);
    assert.equal(await customer.page.getByText('Richieste sul soggetto').count(), 0);

    const admin = await platform.newPage();
    await signIn(admin.page, 'admin');
    await admin.page.goto('/permission-management');
    await admin.page.getByPlaceholder('Cerca utente').fill('cliente');
    const toggle = admin.page.getByRole('switch', { name: 'Portafoglio Indagini: Marco Rossi' }).first();
    await toggle.waitFor();
    assert.equal(await toggle.getAttribute('aria-checked'), 'false');
    const save = admin.page.getByRole('button', { name: 'Salva' });
    assert.equal(await save.isDisabled(), true);
    await toggle.click();
    await save.click();
    await admin.page.getByText('Permessi aggiornati').waitFor();
    assert.equal(await toggle.getAttribute('aria-checked'), 'true');
    assert.equal(await save.isDisabled(), true);

    // The audit names who granted what to whom.
    await admin.page.getByRole('button', { name: 'Registro modifiche' }).click();
    const audit = admin.page.getByRole('dialog', { name: 'Registro modifiche dei permessi' });
    const entry = audit.getByRole('row').filter({ hasText: 'Marco Rossi' }).first();
    await entry.getByText('Assegnato').waitFor();
    await entry.getByText('Portafoglio Indagini').waitFor();
    await entry.getByText('Alessandro Conti').waitFor();

    // The customer's next page has the permission: the panel beside the summary.
    await customer.page.reload();
    await toSummary(customer.page);
    await customer.page.getByText('Richieste sul soggetto').waitFor();
    await admin.context.close();
    await customer.context.close();
  });
});
