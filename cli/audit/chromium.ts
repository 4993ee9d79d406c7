/**
 * How every test and audit starts Chromium here: Debian's build, no downloads, no background traffic. Used by
 * the audits beside it, the browser suite (tests/e2e) and playwright.config.ts; it sits with the audits
 * because cli/ may not import tests/.
 */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

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
