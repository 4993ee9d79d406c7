import { defineConfig } from '@playwright/test';
import { SCREENS } from './lib/accessibility.ts';
import { chromiumFlags, chromiumPath } from './lib/chromium.ts';

const PORT = Number(process.env.E2E_PORT ?? 4321);
export const baseURL = `http://localhost:${PORT}`;

/**
 * Browser tests drive the built, pre-rendered site (run `npm run build` first) in Debian's Chromium, served
 * by the same server as `npm start`, with a throwaway inbox database.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  // The json report feeds the summary line of `npm test` (scripts/test-summary.mjs).
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  timeout: 30_000,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // A page controlled by the service worker sends its requests through it, where page.route() cannot see
    // them; the offline suite (offline.spec.ts) turns the worker on for itself.
    serviceWorkers: 'block',
    launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
  },
  // A test tagged @desktop or @phone runs in that project only (a check that does not depend on the screen,
  // or that exists at one width), so no test is listed as skipped.
  projects: [
    { name: 'desktop', use: { ...SCREENS.desktop }, grepInvert: /@phone/ },
    { name: 'mobile', use: { ...SCREENS.phone }, grepInvert: /@desktop/ },
  ],
  webServer: {
    command: `node cli/index.ts serve --port ${PORT}`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    env: { INBOX_DB: 'test-results/e2e-inbox.sqlite', INBOX_RATE_LIMIT: '1000' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
