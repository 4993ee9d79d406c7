import { defineConfig } from '@playwright/test';
import { SCREENS, chromiumFlags, testChromiumPath } from './cli/chromium.ts';
import type { EngineOptions } from './tests/engines/engine.ts';

const PORT = Number(process.env.E2E_PORT ?? 4321);
const WORKERS_PORT = Number(process.env.E2E_WORKERS_PORT ?? 4322);
export const baseURL = `http://localhost:${PORT}`;
const workersURL = `http://localhost:${WORKERS_PORT}`;

/**
 * Browser tests drive the built, pre-rendered site (run `npm run build` first) in Debian's Chromium, served
 * by the same server as `npm start`, with a throwaway inbox database. The form journeys (tagged @inbox) run
 * once more against the Cloudflare target: the same build and the Worker on workerd, with its inbox in a
 * throwaway local D1 (docs/decisions/0020-one-form-handler-two-hosts.md). Projects firefox and webkit run the visitor journeys of tests/engines
 * in Debian's Firefox ESR and WebKitGTK (tests/tools/ensure-tools.sh), each with a server of its own.
 */
export default defineConfig<object, EngineOptions>({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two workers, whatever says CI: Playwright's default is half the cores, one on CI's two, which left a core idle
  // while a browser waited on the network or a server.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: Boolean(process.env.CI),
  // A test that fails runs once more, with a trace (what recording every test's trace cost: 25-70 % of the
  // suite's time). One that passes then is counted as flaky in Playwright's summary and report, not hidden.
  retries: 1,
  // Each test's time and outcome in reports/playwright.json.
  // In GitHub Actions each failed test is also an annotation on its line (.github/workflows/ci.yml).
  reporter: [
    ['list'],
    ['json', { outputFile: 'reports/playwright.json' }],
    ...(process.env.GITHUB_ACTIONS === 'true' ? [['github'] as const] : []),
  ],
  timeout: 30_000,
  use: {
    baseURL,
    trace: 'on-first-retry',
    // A page controlled by the service worker sends its requests through it, where page.route() cannot see
    // them; the offline suite (offline.spec.ts) turns the worker on for itself.
    serviceWorkers: 'block',
    launchOptions: { executablePath: testChromiumPath, args: chromiumFlags },
  },
  projects: [
    // The visitor journeys in Firefox and WebKit from Debian's packages, which tests/engines/engine.ts drives
    // (no Playwright browser build). Each project's tests run in order in one worker, sharing its browser; listed
    // first so these two long runs start first and the short Chromium tests fill in around them (last, they ran
    // side by side after everything else and added their whole length to the run).
    // All three engines also run the impatient visitor (tests/engines/impatient.spec.ts), Chromium through the same
    // small driver; the check that the suite catches a planted defect (@plant) runs in Chromium alone.
    {
      name: 'firefox',
      testDir: 'tests/engines',
      fullyParallel: false,
      grepInvert: /@plant/,
      use: { engineName: 'firefox' },
    },
    {
      name: 'webkit',
      testDir: 'tests/engines',
      fullyParallel: false,
      grepInvert: /@plant/,
      use: { engineName: 'webkit' },
    },
    {
      name: 'chromium',
      testDir: 'tests/engines',
      testMatch: ['impatient.spec.ts', 'failures.spec.ts'],
      fullyParallel: false,
      use: { engineName: 'chromium' },
    },
    // A test runs once, at the desktop size, unless it is about the phone's (@phone): a check that sets its own width
    // where width matters (the impatient visitor and the audits read every page at a phone's size too) gained nothing
    // from a second run at the other size.
    { name: 'desktop', use: { ...SCREENS.desktop }, grepInvert: /@phone|@workers/, metadata: { target: 'node' } },
    { name: 'mobile', use: { ...SCREENS.phone }, grep: /@phone/, grepInvert: /@workers/, metadata: { target: 'node' } },
    // The Cloudflare target: the form journeys that reach the server (@inbox), and what only it serves (@workers);
    // not a journey whose server is a stand-in or that tests only the browser's side (@node).
    {
      name: 'workers',
      use: { ...SCREENS.desktop, baseURL: workersURL },
      grep: /@inbox|@workers/,
      grepInvert: /@phone|@node/,
      metadata: { target: 'cloudflare' },
    },
  ],
  webServer: [
    {
      command: `node cli/index.ts serve --port ${PORT}`,
      url: baseURL,
      reuseExistingServer: !process.env.CI,
      env: { INBOX_DB: 'test-results/e2e-inbox.sqlite', INBOX_RATE_LIMIT: '1000' },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: `node cli/index.ts serve --target cloudflare --port ${WORKERS_PORT}`,
      url: workersURL,
      reuseExistingServer: !process.env.CI,
      env: { INBOX_D1_STATE: 'test-results/e2e-d1', INBOX_RATE_LIMIT: '1000' },
      // wrangler bundles the Worker and starts workerd: seconds, more on a busy machine.
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
