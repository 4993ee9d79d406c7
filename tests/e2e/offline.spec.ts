/**
 * The installable, offline site with its real service worker (docs/decisions/0010-offline-with-a-service-worker.md):
 * every route and download offline, the outbox for both forms (reload, browser restart, a 5xx during replay, twenty at
 * once), the update prompt after a rebuild, the install button and the manifest.
 */
import { chromium, expect, type BrowserContext, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, globSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { createServer } from '../../cli/server/app.ts';
import { errors } from '../../content/errors.ts';
import { forms } from '../../content/forms.ts';
import { pwa } from '../../content/pwa.ts';
import { site } from '../../content/site.ts';
import { FIELDS, type FormType } from '../../lib/forms.ts';
import { type OutboxMeta, RETRY_BASE_MS } from '../../lib/pwa/outbox.ts';
import { APPLE_TOUCH_ICON, MANIFEST_PATH, liveShortcuts } from '../../lib/pwa/manifest.ts';
import { dropCompressed } from '../../scripts/compress.ts';
import { liveRoutes } from '../../lib/routes.ts';
import { chromiumFlags, testChromiumPath } from '../../cli/chromium.ts';
import { INBOX_TAG, fillForm, formField, openForm, storedByEmail, test, toast, unique } from './formHelpers.ts';
import { controlledByWorker } from './helpers.ts';
import { escapeRegExp } from '../../lib/regexp.ts';
import { COMPRESSED_SUFFIX } from '../../lib/http.ts';

test.use({ serviceWorkers: 'allow' });

const DIST = 'dist/client';
const live = liveRoutes();
// The files a visitor downloads, not the build's compressed copies of them (scripts/compress.ts).
const downloads = globSync('downloads/**/*', { cwd: DIST }).filter(
  (file) => path.extname(file) !== '' && !file.endsWith(COMPRESSED_SUFFIX),
);
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const pending = (page: Page) => page.locator('[data-pwa="pending"]');

/** Open a form's page and wait until the service worker controls it, so a post can go to the outbox. */
async function openUnderWorker(page: Page, form: FormType) {
  await openForm(page, form);
  await controlledByWorker(page);
}

/**
 * Fill the form and send it offline: the outbox keeps it (the queued toast, one message pending, the form
 * emptied) and nothing reaches the inbox.
 */
async function sendOffline(context: BrowserContext, page: Page, form: FormType, email: string) {
  await fillForm(page, form, email);
  await context.setOffline(true);
  await page.getByRole('button', { name: forms[form].button.idle }).click();
  await expect(toast(page).filter({ hasText: pwa.outbox.queued.description! })).toBeVisible();
  await expect(pending(page)).toHaveText(pwa.status.pendingOne);
  await expect(formField(page, form, FIELDS[form].email.label)).toHaveValue('');
  expect(await storedByEmail(email)).toEqual([]);
}

/** The kept message went: the sent toast shows, nothing is pending, and the inbox has it once. */
async function expectDelivered(page: Page, email: string) {
  await expect(toast(page).filter({ hasText: pwa.outbox.sent.title })).toBeVisible();
  await expect(pending(page)).toHaveCount(0);
  await expect.poll(() => storedByEmail(email)).toHaveLength(1);
}

/** The outbox's queued messages' metadata (lib/pwa/outbox.ts), oldest first. */
function queued(page: Page): Promise<OutboxMeta[]> {
  return page.evaluate(
    () =>
      new Promise<OutboxMeta[]>((resolve, reject) => {
        const open = indexedDB.open('workbox-background-sync');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('requests').objectStore('requests').getAll();
          all.onsuccess = () => resolve((all.result as { metadata: OutboxMeta }[]).map((item) => item.metadata));
        };
      }),
  );
}

/** Change every queued message's metadata (as time passing would); returns how many were changed. */
function editQueued(page: Page, change: Partial<OutboxMeta>): Promise<number> {
  return page.evaluate(
    (patch) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('workbox-background-sync');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const store = open.result.transaction('requests', 'readwrite').objectStore('requests');
          const all = store.getAll();
          all.onsuccess = () => {
            const items = all.result as { metadata: Record<string, unknown> }[];
            for (const item of items) {
              item.metadata = { ...item.metadata, ...patch };
              store.put(item);
            }
            store.transaction.oncomplete = () => resolve(items.length);
          };
        };
      }),
    change,
  );
}

/**
 * Mark every queued message as tried twice already, the first try eleven minutes ago, and due now
 * (lib/pwa/outbox.ts UNREACHABLE_*): the next failed try is the third over more than ten minutes.
 * Returns how many messages were marked.
 */
const triedTwiceLongAgo = (page: Page) =>
  editQueued(page, { unreachable: 2, firstUnreachableAt: Date.now() - 11 * 60_000, retryAt: 0 });

// What the service worker serves does not depend on the screen: the offline reading, the outbox and the update
// prompt run in the desktop project (and the outbox on the Worker too); the phone keeps the installation checks.
test.describe('registration', () => {
  test('waits until the code of the island a page is for has arrived: its downloads would share a phone link', async ({
    page,
  }) => {
    // React's chunk, which only the island imports, held back: registering once the page has loaded and is idle, as
    // before, comes first (the entry and its own imports are not held: they start the registration).
    await page.route('**/assets/chunks/*.js', async (route) => {
      const response = await route.fetch();
      if ((await response.body()).byteLength > 100_000) await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.fulfill({ response });
    });
    await page.addInitScript(() => {
      const register = ServiceWorkerContainer.prototype.register;
      ServiceWorkerContainer.prototype.register = function (...args) {
        (window as unknown as { registeredAt: number }).registeredAt = performance.now();
        return register.apply(this, args);
      };
    });
    await page.goto('/roi-calculator');
    await controlledByWorker(page);
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].every(
        (link) => performance.getEntriesByName(link.href).length > 0,
      ),
    );
    const { registeredAt, codeArrived } = await page.evaluate(() => {
      const preloads = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.href);
      const code = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) =>
        preloads.includes(entry.name),
      );
      return {
        registeredAt: (window as unknown as { registeredAt: number }).registeredAt,
        codeArrived: code.length > 0 ? Math.max(...code.map((entry) => entry.responseEnd)) : Number.NaN,
      };
    });
    expect(codeArrived).toBeGreaterThan(1500);
    expect(registeredAt).toBeGreaterThanOrEqual(codeArrived);
  });
});

test.describe('offline reading', () => {
  test('every live route, download, trailing slash and the 404 page come from the service worker', async ({
    page,
    context,
  }) => {
    // Every route (about 40 pages) and every download: longer than one page's budget on a busy machine.
    test.setTimeout(120_000);
    expect(downloads.length).toBeGreaterThan(0);
    await page.goto('/');
    await controlledByWorker(page);
    // "Ready offline" waits for the visitor to use the page; the first key press brings it.
    await expect(toast(page)).toHaveCount(0);
    await page.keyboard.press('Shift');
    await expect(toast(page).filter({ hasText: pwa.offlineReady.title })).toBeVisible();

    await context.setOffline(true);
    // Each route, and on the first of each template the address a visitor may also type: with a trailing slash (the
    // worker's one rule for every path), or for / with the query an installed app starts with.
    const templates = new Set<string>();
    for (const route of live) {
      const variant = route.path === '/' ? '/?utm_source=app' : `${route.path}/`;
      const first = !templates.has(route.template);
      templates.add(route.template);
      for (const url of first ? [route.path, variant] : [route.path]) {
        const response = await page.goto(url);
        expect(response?.status(), url).toBe(200);
        expect(response?.fromServiceWorker(), url).toBe(true);
        expect(await response?.text(), url).toBe(readFileSync(path.join(DIST, route.file), 'utf8'));
        await expect(page).toHaveTitle(new RegExp(escapeRegExp(route.title)));
      }
    }
    await expect(page.locator('[data-pwa="offline"]')).toHaveText(pwa.status.offline);
    // Shown once only, however many pages load.
    await expect(toast(page).filter({ hasText: pwa.offlineReady.title })).toHaveCount(0);

    for (const file of downloads) {
      const got = await page.evaluate(async (url) => {
        const response = await fetch(url);
        const bytes = new Uint8Array(await response.arrayBuffer());
        return { status: response.status, bytes: Array.from(bytes) };
      }, `/${file}`);
      expect(got.status, file).toBe(200);
      expect(sha256(Buffer.from(got.bytes)), file).toBe(sha256(readFileSync(path.join(DIST, file))));
    }

    // Linked from every page's head: the icon must not 404 offline.
    const icon = await page.evaluate(async () => {
      const response = await fetch('/icon.svg');
      return { status: response.status, type: response.headers.get('content-type') };
    });
    expect(icon).toEqual({ status: 200, type: expect.stringContaining('image/svg+xml') });

    const missing = await page.goto('/no-such-page/here');
    expect(missing?.status()).toBe(404);
    expect(missing?.fromServiceWorker()).toBe(true);
    await expect(page.getByRole('heading', { name: errors.notFound.title })).toBeVisible();
  });
});

// One delivery runs against both hosts, proving the service worker's replay reaches the Worker; the other journeys
// run on the Node host alone (@node): their server is a stand-in (a routed 500, a refused or dropped connection), or
// they prove what the browser keeps, or what the host does with repeats and bursts, which tests/contract and
// tests/tools/load-forms.test.ts prove on both hosts.
test.describe('outbox', { tag: INBOX_TAG }, () => {
  test('a contact enquiry sent offline is kept, counted, and delivered once back online', async ({ page, context }) => {
    const email = unique('outbox-contact');
    await openUnderWorker(page, 'contact');
    await sendOffline(context, page, 'contact', email);
    await context.setOffline(false);
    await expectDelivered(page, email);
    expect((await storedByEmail(email))[0]?.form).toBe('contact');
  });

  test('a support ticket sent offline is delivered once back online', { tag: '@node' }, async ({ page, context }) => {
    const email = unique('outbox-support');
    await openUnderWorker(page, 'support');
    await sendOffline(context, page, 'support', email);
    await context.setOffline(false);
    await expectDelivered(page, email);
    expect((await storedByEmail(email))[0]?.payload).toMatchObject({ formType: 'support', name: '李雷' });
  });

  test('a kept message survives a reload and a browser restart with the same profile', { tag: '@node' }, async () => {
    // Two browser launches and a precache of the whole site: 20 to 30 s on a slow 2-core machine.
    test.setTimeout(90_000);
    const testInfo = test.info();
    const profile = mkdtempSync(path.join(tmpdir(), 'pwa-profile-'));
    const launch = () =>
      chromium.launchPersistentContext(profile, {
        executablePath: testChromiumPath,
        args: chromiumFlags,
        // The project's server: Node, or the Worker (project workers).
        baseURL: testInfo.project.use.baseURL,
        serviceWorkers: 'allow',
        viewport: testInfo.project.use.viewport ?? null,
        isMobile: testInfo.project.use.isMobile ?? false,
        hasTouch: testInfo.project.use.hasTouch ?? false,
      });
    const email = unique('outbox-restart');
    try {
      let context = await launch();
      let page = context.pages()[0] ?? (await context.newPage());
      await openUnderWorker(page, 'support');
      await sendOffline(context, page, 'support', email);

      await page.reload();
      await expect(pending(page)).toHaveText(pwa.status.pendingOne);
      await context.close();
      expect(await storedByEmail(email)).toEqual([]);

      // The restarted browser delivers it by itself: Chromium fires the pending `sync` at start-up, before
      // any page is open (the worker keeps the news for the first page), or the worker replays when a page
      // starts it.
      context = await launch();
      page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/contact-support');
      await expect(toast(page).filter({ hasText: pwa.outbox.sent.title })).toBeVisible({ timeout: 15_000 });
      await expect.poll(() => storedByEmail(email)).toHaveLength(1);
      await expect(pending(page)).toHaveCount(0);
      await page.reload();
      await expect(pending(page)).toHaveCount(0);
      expect(await storedByEmail(email)).toHaveLength(1);
      await context.close();
    } finally {
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test(
    'a 500 during replay keeps the message; a later replay delivers it once',
    { tag: '@node' },
    async ({ page, context }) => {
      test.setTimeout(60_000);
      const email = unique('outbox-500');
      await openUnderWorker(page, 'support');
      await sendOffline(context, page, 'support', email);
      let failures = 0;
      // Routes the worker's own replay (Playwright sees service-worker traffic in Chromium). Set after the
      // message is queued: a routed request would bypass the offline emulation.
      await context.route('**/api/forms/support', async (route) => {
        if (route.request().method() === 'POST' && failures === 0) {
          failures++;
          await route.fulfill({ status: 500, contentType: 'application/json', body: '{"ok":false,"error":"down"}' });
        } else await route.continue();
      });

      await context.setOffline(false);
      await expect.poll(() => failures).toBe(1);
      await expect(pending(page)).toHaveText(pwa.status.pendingOne);
      await expect(toast(page).filter({ hasText: pwa.outbox.sent.title })).toHaveCount(0);
      expect(await storedByEmail(email)).toEqual([]);

      // The back-off after a first 5xx is RETRY_BASE_MS (15 s, lib/pwa/outbox.ts): the queued message says when it
      // is due, and a page load before then does not replay it.
      const [message] = await queued(page);
      const { retryAt, attempts } = message!;
      expect(attempts).toBe(1);
      expect(retryAt - Date.now()).toBeGreaterThan(RETRY_BASE_MS - 5000);
      expect(retryAt - Date.now()).toBeLessThanOrEqual(RETRY_BASE_MS);
      await page.reload();
      await expect(pending(page)).toHaveText(pwa.status.pendingOne);
      expect(failures).toBe(1);
      expect(await storedByEmail(email)).toEqual([]);

      // Its time come (set here rather than waited for), a page load replays it, once.
      expect(await editQueued(page, { retryAt: 0 })).toBe(1);
      await page.reload();
      await expectDelivered(page, email);
    },
  );

  test(
    'an unreachable endpoint holds back nothing, and is given up with the address to write to',
    { tag: '@node' },
    async ({ page, context }) => {
      test.setTimeout(60_000);
      const supportEmail = unique('outbox-unreachable');
      const contactEmail = unique('outbox-unblocked');
      await openUnderWorker(page, 'support');
      await sendOffline(context, page, 'support', supportEmail);
      // The older item is the one that will fail; the contact enquiry behind it must still go.
      await openForm(page, 'contact');
      await fillForm(page, 'contact', contactEmail);
      await page.getByRole('button', { name: forms.contact.button.idle }).click();
      await expect(pending(page)).toHaveText(pwa.status.pendingMany.replace('{count}', '2'));

      // The support endpoint never answers (a refused connection), while the site does.
      let refused = 0;
      await context.route('**/api/forms/support', async (route) => {
        if (route.request().method() !== 'POST') return route.continue();
        refused++;
        return route.abort('connectionrefused');
      });
      await context.setOffline(false);
      await expect.poll(() => storedByEmail(contactEmail)).toHaveLength(1);
      expect(refused).toBeGreaterThan(0);
      await expect(pending(page)).toHaveText(pwa.status.pendingOne);
      expect(await storedByEmail(supportEmail)).toEqual([]);

      // Its tries so far: two, the first eleven minutes ago, due now (lib/pwa/outbox.ts UNREACHABLE_*).
      const edited = await triedTwiceLongAgo(page);
      expect(edited).toBe(1);

      await page.reload();
      const notice = toast(page).filter({ hasText: pwa.outbox.unreachable.title });
      await expect(notice).toBeVisible({ timeout: 15_000 });
      await expect(notice).toContainText('The Shopify to Xero sync stopped at 09:14 today.');
      await expect(notice).toContainText(site.email);
      await expect(pending(page)).toHaveCount(0);
      expect(await storedByEmail(supportEmail)).toEqual([]);
    },
  );

  test(
    'a connection that says it is online but reaches nothing (a train) keeps the message queued',
    { tag: '@node' },
    async ({ page, context }) => {
      test.setTimeout(60_000);
      const email = unique('outbox-train');
      await openUnderWorker(page, 'support');
      await sendOffline(context, page, 'support', email);

      // Online as far as the browser knows, but every request to the network fails: the endpoint and the
      // site's own robots.txt alike. Its tries are already two, the first eleven minutes ago: one more try
      // that finds the site down must not give the message up.
      let tries = 0;
      await context.route('**/*', async (route) => {
        const url = new URL(route.request().url());
        if (url.pathname === '/api/forms/support' && route.request().method() === 'POST') tries++;
        if (url.pathname === '/api/forms/support' || url.pathname === '/robots.txt') {
          return route.abort('internetdisconnected');
        }
        return route.continue();
      });
      expect(await triedTwiceLongAgo(page)).toBe(1);
      await context.setOffline(false);
      await page.reload();
      await expect.poll(() => tries, { timeout: 15_000 }).toBeGreaterThan(0);
      await page.waitForTimeout(1000);
      await expect(toast(page).filter({ hasText: pwa.outbox.unreachable.title })).toHaveCount(0);
      await expect(pending(page)).toHaveText(pwa.status.pendingOne);

      // The train reaches a station: the message goes, once.
      await context.unrouteAll();
      await page.reload();
      await expect.poll(() => storedByEmail(email), { timeout: 15_000 }).toHaveLength(1);
      await expect(pending(page)).toHaveCount(0);
    },
  );

  test('twenty messages sent offline are all delivered exactly once', { tag: '@node' }, async ({ page, context }) => {
    test.setTimeout(120_000);
    const emails = Array.from({ length: 20 }, (_, i) => unique(`outbox-twenty-${i}`));
    await openUnderWorker(page, 'support');
    await context.setOffline(true);
    for (const email of emails) {
      await fillForm(page, 'support', email);
      await page.getByRole('button', { name: forms.support.button.idle }).click();
      await expect(formField(page, 'support', FIELDS.support.email.label)).toHaveValue('');
    }
    await expect(pending(page)).toHaveText(pwa.status.pendingMany.replace('{count}', '20'));
    for (const email of emails) expect(await storedByEmail(email)).toEqual([]);

    await context.setOffline(false);
    await expect(pending(page)).toHaveCount(0, { timeout: 20_000 });
    // A second replay (a sync event repeated by the browser) must not store anything twice.
    await context.setOffline(true);
    await context.setOffline(false);
    await page.reload();
    await expect(pending(page)).toHaveCount(0);
    for (const email of emails) expect(await storedByEmail(email), email).toHaveLength(1);
  });
});

test.describe('updates', () => {
  test('a rebuild shows the update prompt; nothing reloads until Reload is pressed', async ({ browser }, testInfo) => {
    test.setTimeout(90_000);
    const root = testInfo.outputPath('site');
    cpSync(DIST, root, { recursive: true });
    process.env.INBOX_DB = testInfo.outputPath('inbox.sqlite');
    const app = await createServer({ root });
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const context = await browser.newContext({ baseURL: origin, serviceWorkers: 'allow' });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await controlledByWorker(page);
      const oldTitle = await page.title();

      const index = path.join(root, 'index.html');
      writeFileSync(index, readFileSync(index, 'utf8').replace('<title>', '<title>Updated · '));
      execFileSync(process.execPath, ['scripts/build-sw.ts', root], { stdio: 'pipe' });
      for (const file of [index, path.join(root, 'sw.js')]) dropCompressed(file);

      await page.reload();
      const prompt = toast(page).filter({ hasText: pwa.update.title });
      await expect(prompt).toBeVisible({ timeout: 20_000 });
      // Still the old build's page, and it stays so: no reload by itself.
      await page.waitForTimeout(1500);
      await expect(page).toHaveTitle(oldTitle);
      // Pressed as a person does, holding the button a moment: the press is the visitor's first, and the
      // "ready offline" notice it releases once came mid-press, moved the prompt and the press was lost.
      await prompt.getByRole('button', { name: pwa.update.action }).hover();
      await page.mouse.down();
      await page.waitForTimeout(300);
      await page.mouse.up();
      // Reload waits up to 3 s for the new worker to take control, then navigates anyway (register.ts).
      await expect(page).toHaveTitle(/^Updated · /, { timeout: 15_000 });
      // The new build's worker is the one in charge now: nothing is left waiting, so no second prompt.
      await expect
        .poll(() =>
          page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting?.state ?? null),
        )
        .toBeNull();
    } finally {
      await context.close();
      await app.close();
      rmSync(root, { recursive: true, force: true });
    }
  });
});

test.describe('installation', () => {
  test('the manifest has every required member, and its icons exist at their sizes', async ({ request, page }) => {
    const response = await request.get(MANIFEST_PATH);
    expect(response.status()).toBe(200);
    const manifest = (await response.json()) as Record<string, unknown> & {
      icons: { src: string; sizes: string; purpose?: string }[];
      shortcuts: { url: string }[];
    };
    for (const key of ['name', 'short_name', 'description', 'start_url', 'scope', 'theme_color', 'background_color']) {
      expect(manifest[key], key).toEqual(expect.any(String));
    }
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual(liveShortcuts().map((s) => s.path));
    for (const shortcut of manifest.shortcuts) expect((await request.get(shortcut.url)).status()).toBe(200);

    const icons = [
      ...manifest.icons,
      { src: APPLE_TOUCH_ICON.path, sizes: `${APPLE_TOUCH_ICON.size}x${APPLE_TOUCH_ICON.size}` },
    ];
    for (const icon of icons) {
      const file = await request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      const { width, height, format } = await sharp(await file.body()).metadata();
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
      expect(format).toBe('png');
    }
    // Every page names it to its boot script, which links it once the page has painted (lib/pwa/manifest.ts), and
    // links the Apple touch icon itself: vike's HTML never passes through a plugin's injection.
    for (const route of live) {
      const html = await (await request.get(route.path)).text();
      expect(html).toContain(`data-manifest="${MANIFEST_PATH}"`);
      expect(html).toContain(`<link rel="apple-touch-icon" href="${APPLE_TOUCH_ICON.path}"`);
    }
    await page.goto('/');
    await expect(page.locator(`link[rel="manifest"][href="${MANIFEST_PATH}"]`)).toHaveCount(1);
  });

  test('the Install app button appears only when the browser offers installation', async ({ page }) => {
    await page.goto('/');
    await controlledByWorker(page);
    const install = page.getByRole('button', { name: pwa.status.install });
    await expect(install).toHaveCount(0);
    // Playwright's Chromium never offers installation itself; this is the event it would fire.
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => undefined,
        userChoice: Promise.resolve({ outcome: 'dismissed' }),
      });
      window.dispatchEvent(offer);
    });
    // The offer is made once the visitor uses the page, not on arrival.
    await expect(install).toHaveCount(0);
    await page.mouse.wheel(0, 200);
    await expect(install).toBeVisible();
    await install.click();
    await expect(install).toHaveCount(0);
  });

  test('an offer made before the page scripts start is kept for the Install button', async ({ page }) => {
    // Chromium fires it once, often in the first 100 ms: here, before the HTML has even been parsed.
    await page.addInitScript(() => {
      addEventListener('DOMContentLoaded', () => {
        const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: async () => undefined,
          userChoice: Promise.resolve({ outcome: 'accepted' }),
        });
        window.dispatchEvent(offer);
        (window as unknown as { offerDefaultPrevented: boolean }).offerDefaultPrevented = offer.defaultPrevented;
      });
    });
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
    // The browser's own mini-infobar was kept away from the start.
    expect(
      await page.evaluate(() => (window as unknown as { offerDefaultPrevented: boolean }).offerDefaultPrevented),
    ).toBe(true);
    const install = page.getByRole('button', { name: pwa.status.install });
    await expect(install).toHaveCount(0);
    await page.getByRole('heading', { level: 1 }).click();
    await expect(install).toBeVisible();
  });
});
