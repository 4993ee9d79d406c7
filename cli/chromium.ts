/**
 * How every test, audit and printed report starts Chromium here, and the screens the site is checked on: Debian's
 * builds, no downloads, no background traffic. Shared by design by the audits (cli/audit/), the ROI report's PDF
 * (cli/output/pdf.ts), the browser suites and playwright.config.ts; in cli/ because cli/ may not import tests/.
 */
import type { Browser } from '@playwright/test';
import { existsSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Chromium itself: what Lighthouse measures with (a visitor's browser) and what prints PDFs. */
export const chromiumPath = process.env.CHROME_PATH || DEBIAN_CHROMIUM;

/**
 * The browser suite's and the browser-based audits' Chromium: Debian's headless shell, the same Blink and V8
 * without the desktop browser (the browser tests took 296 s in it, 512 s in Chromium), else Chromium itself
 * (Ubuntu has no shell package). `CHROME_HEADLESS_SHELL_PATH` names another; `CHROME_PATH` alone one for all.
 */
export function chooseTestChromium(
  env: { CHROME_PATH?: string; CHROME_HEADLESS_SHELL_PATH?: string },
  exists: (file: string) => boolean,
): string {
  if (env.CHROME_HEADLESS_SHELL_PATH) return env.CHROME_HEADLESS_SHELL_PATH;
  if (env.CHROME_PATH) return env.CHROME_PATH;
  return exists(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : DEBIAN_CHROMIUM;
}
export const testChromiumPath = chooseTestChromium(process.env, existsSync);

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** The tests' Chromium through Playwright, loaded on use: Playwright costs other commands start-up time. */
export async function launchBrowser(executablePath = testChromiumPath): Promise<Browser> {
  const { chromium } = await import('@playwright/test');
  return chromium.launch({ executablePath, args: chromiumFlags });
}

/** A laptop, and a phone the size of an iPhone 12–15 (the `mobile` project of the browser suite). */
export const SCREENS = {
  desktop: { viewport: { width: 1366, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
} as const;
