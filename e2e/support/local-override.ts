import type { Page } from '@playwright/test';
import { choose } from './antd.ts';

/**
 * A platform administrator points their own browser at a local build of `remote` ('Build
 * locale nel tuo browser' on /remote-health); resolves once the reloaded page's banner names it.
 */
export async function useLocalBuild(page: Page, remote: string, url: string): Promise<void> {
  await page.goto('/remote-health');
  const card = page.locator('.ant-card').filter({ hasText: 'Build locale nel tuo browser' });
  await choose(page, 'Remote da sostituire', remote);
  await card.getByLabel('Indirizzo del mf-manifest.json').fill(url);
  await card.getByRole('button', { name: 'Usa la build locale' }).click();
  await page.getByTestId('local-override-banner').filter({ hasText: url }).waitFor();
}
