/**
 * How every test and audit starts Chromium here: Debian's builds, no downloads, no background traffic. Used by
 * the audits beside it, the browser suite (tests/e2e) and playwright.config.ts; it sits with the audits
 * because cli/ may not import tests/.
 */
import { existsSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Chromium itself: what Lighthouse measures with (a visitor's browser) and what prints PDFs. */
export const chromiumPath = process.env.CHROME_PATH || DEBIAN_CHROMIUM;

/**
 * The browser suite's and the browser-based audits' Chromium (a11y, budget): Chromium's headless shell, the
 * same Blink and V8 without the desktop browser around them, and what Playwright itself runs headless tests in.
 * On this 2-core machine it did the same 464 browser tests in 296 s against 512 s, and `audit a11y`'s 678 scans
 * in 112 s against 173 s. Where it is not installed (Ubuntu has no package of it), Chromium itself: the same
 * checks, slower. `CHROME_HEADLESS_SHELL_PATH` names another build; `CHROME_PATH` alone means that build for all.
 */
export const testChromiumPath = chooseTestChromium(process.env, existsSync);

/** The tests' Chromium for a set of environment variables, where `exists` says which files there are. */
export function chooseTestChromium(
  env: { CHROME_PATH?: string; CHROME_HEADLESS_SHELL_PATH?: string },
  exists: (file: string) => boolean,
): string {
  if (env.CHROME_HEADLESS_SHELL_PATH) return env.CHROME_HEADLESS_SHELL_PATH;
  if (env.CHROME_PATH) return env.CHROME_PATH;
  return exists(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : DEBIAN_CHROMIUM;
}

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
