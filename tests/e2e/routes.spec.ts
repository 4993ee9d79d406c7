/**
 * Generated from the route registry: every live route gets the same checks, so a new page is held to the
 * site's standard the moment it is marked live. Pending routes are listed as skipped, visibly. Every route's
 * axe scans (both themes, laptop and phone, and each state a visitor brings about) are `cli audit a11y`'s,
 * which `npm test` runs after this suite.
 */
import { expect, test } from '@playwright/test';
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { search } from '../../content/search.ts';
import { TITLE_MAX } from '../../content/schema.ts';
import { site } from '../../content/site.ts';
import { routes } from '../../lib/routes.ts';
import { HREFLANGS, documentTitle } from '../../lib/seo.ts';

const DIST = 'dist/client';
let scripts: string | undefined;
/** Every script of the build, as one text (read once per worker). */
const allScripts = () =>
  (scripts ??= globSync('**/*.{js,mjs}', { cwd: DIST })
    .map((file) => readFileSync(path.join(DIST, file), 'utf8'))
    .join('\n'));

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) =>
      name.startsWith('#x') || name.startsWith('#X')
        ? String.fromCodePoint(parseInt(name.slice(2), 16))
        : name.startsWith('#')
          ? String.fromCodePoint(Number(name.slice(1)))
          : (ENTITIES[name.toLowerCase()] ?? entity),
    )
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The page's longest run of prose in <main> outside islands, as one text node: the text a script must not
 * repeat. A text node is what a compiled component would hold as one string literal (a sentence broken by a
 * link or an interpolated value would not be found whole in a script even if it shipped). Runs spread over
 * several lines or holding quotes or backslashes are left out, since a script would escape them.
 */
function distinctiveText(html: string): string | undefined {
  const main = (/<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '').replace(
    /<site-island[\s\S]*?<\/site-island>/g,
    '',
  );
  return main
    .split(/<[^>]*>/)
    .filter((text) => !text.includes('\n'))
    .map(decode)
    .filter((text) => text.split(' ').length >= 6 && !/["`\\]/.test(text))
    .sort((a, b) => b.length - a.length)[0];
}

/**
 * Pages whose accordions (FAQs, case-study details, troubleshooting guides) must open every section with
 * JavaScript off; every other page must have none, so neither check can pass over an empty list.
 */
const hasAccordions = (path: string) =>
  ['/', '/pricing', '/case-studies', '/docs/getting-started', '/docs/troubleshooting'].includes(path) ||
  path.startsWith('/services/');

/**
 * A few heads written out in full. The checks of every route compare the page with the head builder
 * (lib/seo.ts), which a mistake in that builder would pass; these do not ask it. Brand and origin are the
 * build's settings (content/site.ts), so a deployment's own values still pass.
 */
const HEADS: {
  path: string;
  status: number;
  title: string;
  description: string;
  canonical: string | undefined;
  robots: string | undefined;
}[] = [
  {
    path: '/',
    status: 200,
    title: `${site.brand} | AI & Workflow Automation for UK SMEs`,
    description:
      'We automate repetitive work in small and medium businesses with AI automation, workflows and integrations. Book a free 30-minute audit.',
    canonical: `${site.origin}/`,
    robots: undefined,
  },
  {
    // Too long with the brand: the title alone.
    path: '/pricing',
    status: 200,
    title: 'Pricing: Automation Packages from £500 +VAT',
    description:
      'Three automation packages with clear setup and monthly fees: Starter, Standard and Premium. No long-term contracts; money back on Starter.',
    canonical: `${site.origin}/pricing`,
    robots: undefined,
  },
  {
    path: '/services/ai-automation',
    status: 200,
    title: `AI Automation Consulting | ${site.brand}`,
    description:
      'Find and automate the work AI does well in your business, from documents to email to customer questions, with three months of optimisation support.',
    canonical: `${site.origin}/services/ai-automation`,
    robots: undefined,
  },
  {
    path: '/blog/workflow-automation-roi',
    status: 200,
    title: 'How to Calculate the ROI of Workflow Automation',
    description:
      'A plain formula for automation ROI, an invoice-processing example with real numbers, and the 60-day checkpoint that tells you it is working.',
    canonical: `${site.origin}/blog/workflow-automation-roi`,
    robots: undefined,
  },
  {
    path: '/docs/troubleshooting',
    status: 200,
    title: `Troubleshooting Guides | ${site.brand}`,
    description:
      'Quick checks that solve most problems, detailed guides for integration, workflow, performance and data-quality issues, and when to escalate.',
    canonical: `${site.origin}/docs/troubleshooting`,
    robots: undefined,
  },
  {
    path: '/contact/sent',
    status: 200,
    title: `Message sent | ${site.brand}`,
    description:
      'Your enquiry reached us. We reply to every enquiry within 24 hours; this page confirms a form sent without JavaScript.',
    canonical: `${site.origin}/contact/sent`,
    robots: 'noindex, follow',
  },
  {
    // The not-found page, for any unknown path: no canonical, since it stands for no address.
    path: '/no-such-page',
    status: 404,
    title: `Page not found | ${site.brand}`,
    description: 'The page you were looking for does not exist. Return to the home page to find what you need.',
    canonical: undefined,
    robots: 'noindex, follow',
  },
];

/** The value of the first tag in raw HTML matching `pattern` (its one capture group), entities decoded. */
const headValue = (html: string, pattern: RegExp) => {
  const found = pattern.exec(html)?.[1];
  return found === undefined ? undefined : decode(found);
};

test.describe('heads written out in full', () => {
  for (const head of HEADS) {
    // The head does not depend on the screen: one run, in the desktop project.
    test(`${head.path}: title, description, canonical and robots`, async ({ page, request }) => {
      const served = await request.get(head.path);
      expect(served.status()).toBe(head.status);
      const html = await served.text();
      expect(headValue(html, /<title>([^<]*)<\/title>/)).toBe(head.title);
      expect(headValue(html, /<meta name="description" content="([^"]*)"/)).toBe(head.description);
      expect(headValue(html, /<link rel="canonical" href="([^"]*)"/)).toBe(head.canonical);
      expect(headValue(html, /<meta name="robots" content="([^"]*)"/)).toBe(head.robots);

      // The same head once the page's scripts have run.
      await page.goto(head.path);
      await expect(page).toHaveTitle(head.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', head.description);
      const canonical = page.locator('link[rel="canonical"]');
      if (head.canonical) await expect(canonical).toHaveAttribute('href', head.canonical);
      else await expect(canonical).toHaveCount(0);
      const robots = page.locator('meta[name="robots"]');
      if (head.robots) await expect(robots).toHaveAttribute('content', head.robots);
      else await expect(robots).toHaveCount(0);
    });
  }
});

for (const route of routes) {
  test.describe(`route ${route.path}`, () => {
    test.skip(
      route.status === 'pending',
      `${route.path} is specified but not built yet (pending in content/routes.ts)`,
    );

    test('its copy is in the HTML only: no script of the build repeats it', async () => {
      const html = readFileSync(path.join(DIST, route.file), 'utf8');
      const text = distinctiveText(html);
      expect(text, 'a run of prose in <main>').toBeDefined();
      expect(allScripts().includes(text!), `"${text}" appears in a .js file`).toBe(false);
      // Content is validated at build time only (docs/decisions/0004-content-is-typed-data-checked-twice.md): no schema
      // error text ships to browsers.
      expect(allScripts()).not.toContain('Invalid content in');
    });

    // One load for both: what the page serves, its head, and the page once its scripts have run.
    test('serves a complete head, hydrates without errors and keeps every pre-rendered word', async ({
      page,
      request,
    }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      const html = await (await request.get(route.path)).text();
      const words = (/<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '')
        .replace(/<[^>]+>/g, ' ')
        .split(/\s+/)
        .filter((word) => /^[A-Za-z]{6,}$/.test(word));
      // Not vacuous: even the shortest page (a form's confirmation) has a few such words.
      expect(words.length).toBeGreaterThanOrEqual(3);
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-type']).toContain('text/html');
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', '');
      const text = await page.locator('main').textContent();
      for (const word of new Set(words)) expect(text, `"${word}" survives hydration`).toContain(word);
      expect(problems).toEqual([]);

      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page).toHaveTitle(documentTitle(route));
      // What the title must be whatever the builder says: the registry's title, and short enough to show whole.
      const title = await page.title();
      expect(title).toContain(route.title);
      expect(title.length).toBeLessThanOrEqual(TITLE_MAX);
      // Site search is one step away from every page, a plain link that works without scripts
      // (docs/decisions/0003-pre-render-every-route-with-vike.md).
      await expect(page.getByRole('banner').getByRole('link', { name: search.headerLabel })).toHaveAttribute(
        'href',
        '/search',
      );
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', route.description);
      // The site's origin and the route's path, put together here rather than by the head builder.
      const canonical = `${site.origin}${route.path}`;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
      expect(canonical).toMatch(/^https?:\/\//);

      const alternates = page.locator('link[rel="alternate"][hreflang]');
      expect(await alternates.evaluateAll((links) => links.map((l) => l.getAttribute('hreflang')))).toEqual([
        ...HREFLANGS,
      ]);
      for (const href of await alternates.evaluateAll((links) => links.map((l) => l.getAttribute('href')))) {
        expect(href).toBe(canonical);
      }

      if (route.noindex) await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      else await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(jsonLd.length).toBeGreaterThan(0);
      for (const text of jsonLd) {
        const data = JSON.parse(text) as { '@context': string; '@graph': { '@type': string }[] };
        expect(data['@context']).toBe('https://schema.org');
        const types = data['@graph'].map((node) => node['@type']);
        expect(types).toEqual(expect.arrayContaining(['ProfessionalService', 'WebSite']));
        if (route.path.split('/').length > 2) expect(types).toContain('BreadcrumbList');
      }
    });

    // Its own context at the default size, whatever the project: it ran twice the same before it said so.
    test('shows its content and links with JavaScript off', async ({ browser, baseURL }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
      const page = await context.newPage();
      await page.goto(route.path);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('html')).not.toHaveAttribute('data-js');
      // Every header link is there: inline at this width, in the native menu on a phone (shell.spec.ts).
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav).toBeVisible();
      expect(await nav.getByRole('link').count()).toBeGreaterThanOrEqual(9);
      // Accordions are native <details>: in each, a section opens and shows its text, not just holds it.
      const groups = page.locator('[data-accordion]');
      if (hasAccordions(route.path)) expect(await groups.count(), 'accordions').toBeGreaterThan(0);
      else await expect(groups, 'no accordion here: if one was added, list the page in hasAccordions').toHaveCount(0);
      for (const group of await groups.all()) {
        const section = group.locator('> details').last();
        await section.locator('> summary').click();
        await expect(section.locator('> summary + *')).toBeVisible();
      }
      // Controls that need JavaScript are not offered: on every page at least the header's theme switch.
      const controls = page.locator('[data-requires-js]');
      expect(await controls.count(), 'controls that need JavaScript').toBeGreaterThanOrEqual(1);
      for (const control of await controls.all()) await expect(control).toBeHidden();
      await context.close();
    });
  });
}
