/**
 * The Chromium the browser-based audits drive (budget, a11y): Debian's build through Playwright, started
 * on use, since Playwright costs other commands start-up time.
 */
import type { Browser } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './chromium.ts';

export async function launchBrowser(executablePath = chromiumPath): Promise<Browser> {
  const { chromium } = await import('@playwright/test');
  return chromium.launch({ executablePath, args: chromiumFlags });
}
