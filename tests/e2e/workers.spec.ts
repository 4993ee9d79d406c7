/**
 * The Cloudflare target as a visitor and the firm meet it (docs/decisions/0020-one-form-handler-two-hosts.md), on
 * `serve --target cloudflare` (project workers): every page of the build served as its file, with the build's
 * `_headers`, by the platform; the URL rules of the Node server; and a form sent from Chromium that `inbox list
 * --target cloudflare` then shows. (The Node server's side of the same is routes.spec.ts and cli/server/app.test.ts.)
 */
import { expect, test } from '@playwright/test';
import { execFile } from 'node:child_process';
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { forms } from '../../content/forms.ts';
import { parseHeadersFile } from '../../lib/headers.ts';
import { COMPRESSED_SUFFIX } from '../../lib/http.ts';
import { D1_STATE, fillForm, openForm, toast, unique } from './formHelpers.ts';

const DIST = 'dist/client';
const pages = globSync('**/*.html', { cwd: DIST }).filter((file) => !file.startsWith('downloads/'));
// Not the build's compressed copies (scripts/compress.ts), which Cloudflare is not sent.
const downloads = globSync('downloads/*', { cwd: DIST }).filter((file) => !file.endsWith(COMPRESSED_SUFFIX));
const rules = parseHeadersFile(readFileSync(path.join(DIST, '_headers'), 'utf8'));
const everyPath = rules.find((rule) => rule.pattern === '/*')?.headers ?? {};
/** `pricing.html` → `/pricing`, `index.html` → `/`, as the site links to them. */
const urlOf = (file: string) => (file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`);

test.describe('the site on the Workers runtime', { tag: '@workers' }, () => {
  test('serves every page of the build as its file, with the headers of _headers', async ({ request }) => {
    expect(pages.length).toBeGreaterThan(30);
    for (const file of pages.filter((name) => name !== '404.html')) {
      const response = await request.get(urlOf(file), { maxRedirects: 0 });
      expect(response.status(), file).toBe(200);
      expect(await response.text(), file).toBe(readFileSync(path.join(DIST, file), 'utf8'));
      for (const [name, value] of Object.entries(everyPath))
        expect(response.headers()[name.toLowerCase()], `${file} ${name}`).toBe(value);
    }
  });

  test('serves every download, hashed assets as immutable, and unknown paths with the 404 page', async ({
    request,
  }) => {
    expect(downloads.length).toBeGreaterThanOrEqual(4);
    for (const file of downloads) {
      const response = await request.get(`/${file}`);
      expect(response.status(), file).toBe(200);
      expect(Buffer.compare(await response.body(), readFileSync(path.join(DIST, file))), file).toBe(0);
    }
    // An HTML download is served where the docs link it, as on the Node server: the Worker takes it before the
    // platform's html_handling would answer 307 to the path without `.html`; like every download, noindex.
    const html = downloads.find((file) => file.endsWith('.html'));
    const direct = await request.get(`/${html}`, { maxRedirects: 0 });
    expect(direct.status()).toBe(200);
    expect(direct.headers()['x-robots-tag']).toBe('noindex');
    const asset = globSync('assets/**/*.js', { cwd: DIST })[0];
    expect((await request.get(`/${asset}`)).headers()['cache-control']).toContain('immutable');
    const missing = await request.get('/no-such-page/here');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toBe(readFileSync(path.join(DIST, '404.html'), 'utf8'));
  });

  test('redirects a trailing slash with 308, keeping the query, and never off-site', async ({ request, baseURL }) => {
    const slash = await request.get('/docs/best-practices/?from=test', { maxRedirects: 0 });
    expect(slash.status()).toBe(308);
    expect(slash.headers().location).toBe('/docs/best-practices?from=test');
    for (const url of ['//evil.example/', '/%5Cevil.example/']) {
      // Whole URLs: a bare `//evil.example/` would be read as another host before it was sent.
      const response = await request.get(`${baseURL}${url}`, { maxRedirects: 0 });
      expect(response.status(), url).toBe(308);
      expect(new URL(response.headers().location ?? '', 'https://site.test').origin, url).toBe('https://site.test');
    }
  });

  test('stores a form sent from Chromium, which `inbox list --target cloudflare` then shows', async ({ page }) => {
    const email = unique('workers-cli');
    await openForm(page, 'contact');
    await fillForm(page, 'contact', email);
    await page.getByRole('button', { name: forms.contact.button.idle }).click();
    await expect(toast(page)).toContainText(forms.contact.success.title);
    const list = async () => {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['cli/index.ts', 'inbox', 'list', '--target', 'cloudflare', '--json'],
        { env: { ...process.env, INBOX_D1_STATE: D1_STATE } },
      );
      return (JSON.parse(stdout) as { id: number; form: string; payload: { email: string } }[]).filter(
        (row) => row.payload.email === email,
      );
    };
    const rows = await list();
    expect(rows.map((row) => row.form)).toEqual(['contact']);
    // The person's view of that row: by its id, since other journeys store rows on this Worker meanwhile.
    const { stdout: table } = await promisify(execFile)(
      process.execPath,
      ['cli/index.ts', 'inbox', 'show', String(rows[0]!.id), '--target', 'cloudflare'],
      { env: { ...process.env, INBOX_D1_STATE: D1_STATE } },
    );
    expect(table).toContain(email);
    expect(table).toContain('Acme Widgets Ltd');
  });
});
