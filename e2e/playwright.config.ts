import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from '../scripts/lib/chromium.ts';

/**
 * Every file starts its own platform (API, host, remotes) on fixed test ports, so the files run
 * one after another in one worker. Debian's Chromium (no browser download); a failed test keeps
 * its trace, and the HTML report lands in playwright-report/ without opening a browser.
 */
export default defineConfig({
  testDir: 'tests',
  testMatch: '*.test.ts',
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  // The platform start (seeded database copy, four servers) is part of a file's first minute.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    launchOptions: CHROMIUM_LAUNCH_OPTIONS,
    locale: 'it-IT',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
