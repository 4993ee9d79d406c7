/**
 * The Chromium the browser-based audits drive (budget, a11y): Debian's headless shell through Playwright
 * (chromium.ts), started on use, since Playwright costs other commands start-up time.
 */
import type { Browser } from '@playwright/test';
import { chromiumFlags, testChromiumPath } from './chromium.ts';

export async function launchBrowser(executablePath = testChromiumPath): Promise<Browser> {
  const { chromium } = await import('@playwright/test');
  return chromium.launch({ executablePath, args: chromiumFlags });
}
