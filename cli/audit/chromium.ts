/**
 * How every test and audit starts Chromium here: Debian's builds, no downloads, no background traffic. Used by
 * the audits beside it, the browser suite (tests/e2e) and playwright.config.ts; it sits with the audits
 * because cli/ may not import tests/.
 */
import { existsSync } from 'node:fs';

/** Chromium itself: what Lighthouse measures with (a visitor's browser) and what prints PDFs. */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser suite's and the browser-based audits' Chromium (a11y, budget): Chromium's headless shell, the
 * same Blink and V8 without the desktop browser around them, and what Playwright itself runs headless tests in.
 * On this 2-core machine it did the same 464 browser tests in 296 s against 512 s, and `audit a11y`'s 678 scans
 * in 112 s against 173 s. Where it is not installed (Ubuntu has no package of it), Chromium itself: the same
 * checks, slower. `CHROME_HEADLESS_SHELL_PATH` names another build; `CHROME_PATH` alone means that build for all.
 */
export const testChromiumPath =
  process.env.CHROME_HEADLESS_SHELL_PATH ??
  (process.env.CHROME_PATH === undefined && existsSync(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : chromiumPath);

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
