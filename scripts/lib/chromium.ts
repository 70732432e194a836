import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's Chromium, as root, with the machine's closed network in mind (DESIGN.md). The one
 * launcher of the e2e tests and the bench. `launch()` gives each browser a fresh temporary
 * profile, and each context on top of it an empty cache and cookie jar.
 */
export function chromiumAvailable(): boolean {
  return existsSync(CHROMIUM_PATH);
}

/** How the e2e runner (playwright.config.ts) and the bench launch it. */
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: CHROMIUM_PATH,
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export async function launchChromium(): Promise<Browser> {
  if (!chromiumAvailable()) {
    throw new Error(
      `Chromium non trovato in ${CHROMIUM_PATH}. Installalo con: apt-get update && apt-get install -y chromium`,
    );
  }
  return chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
}
