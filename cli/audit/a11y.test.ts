import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { type A11yOptions, auditA11y } from './a11y.ts';
import { fixtureRoute, fixtureSite, page, removeFixtures } from '../../tests/fixtures/auditSites.ts';
import { readFormats } from '../../tests/fixtures/findings.ts';
import { type AuditReport, type Site, formatReport, openSite, toolFindings } from './shared.ts';

let site: Site | undefined;
afterEach(async () => {
  await site?.close();
  site = undefined;
  removeFixtures();
});

/**
 * The theme applied as the real pages do it: the site's head script reading localStorage (from a file here,
 * which the CSP allows as it allows the built pages' inline copy by its hash).
 */
const HEAD_SCRIPT = readFileSync(new URL('../../renderer/head.js', import.meta.url), 'utf8');
const themed = `<script src="/head.js"></script><link rel="stylesheet" href="/site.css">`;
// Dark text on the dark theme's black: legible in light, not in dark.
const css = `body{background:#fff;color:#111}
[data-theme="dark"] body{background:#000;color:#eee}
[data-theme="dark"] .note{color:#333}
`;

let root = '';
const problems = (report: AuditReport) => report.findings.filter((f) => f.level === 'error').map((f) => f.message);
const scans = (report: AuditReport, route: string) => {
  const page = report.pages.find((p) => p.route === route);
  return [page?.read.scans, page?.expected.scans];
};

async function scan(files: Record<string, string>, paths: string[], config?: A11yOptions['config']) {
  const fixture = fixtureSite({
    'site.css': css,
    'head.js': HEAD_SCRIPT,
    '404.html': page('Not found', '<p>Gone.</p>', themed),
    ...files,
  });
  root = fixture.root;
  site = await openSite({ root: fixture.root });
  return auditA11y({ baseUrl: site.baseUrl, routes: paths.map((p) => fixtureRoute(p)), config });
}

describe('auditA11y', () => {
  it('finds violations per page and variant (every variant, dark only), and pages it could not scan', async () => {
    const report = await scan(
      {
        'index.html': page('Home', '<img src="/site.css" width="1" height="1">', themed),
        'about.html': page('About', '<p class="note">Quiet words.</p>', themed),
        'plain.html': page('Plain', '<p>No theme script.</p>'),
      },
      ['/', '/about', '/plain', '/missing'],
    );
    expect(problems(report)).toEqual(
      expect.arrayContaining([
        '/: (light): image-alt (critical): img: Images must have alternative text',
        '/about: (dark): color-contrast (serious): p: Elements must meet minimum color contrast ratio thresholds',
        '/about: (phone-dark): color-contrast (serious): p: Elements must meet minimum color contrast ratio thresholds',
        // Each screen loads its pages in one stored theme (light on the laptop, dark on the phone), so the page's
        // own script must apply either.
        '/plain: (light): the stored light theme was not applied (data-theme="")',
        '/plain: (phone-dark): the stored dark theme was not applied (data-theme="")',
        '/missing: (phone-dark): answered HTTP 404, so it was not scanned',
        // A page not scanned is a page not read.
        '/plain: holds 4 scans, the audit read 0',
      ]),
    );
    expect(problems(report).filter((p) => p.startsWith('/about'))).toHaveLength(2);
    expect(report.ok).toBe(false);
    expect(scans(report, '/about')).toEqual([4, 4]);
    expect(formatReport(report)).toMatch(/│ \/about\s+│\s+4 \/ 4 │\s+2 │ FAIL/);

    // The planted violation where CI shows it: an annotation, a SARIF result under axe's rule id, a failing case.
    const formats = readFormats([toolFindings(report, root)]);
    expect(formats.github).toContainEqual(
      expect.stringMatching(
        /^::error file=[^,]*\/about\.html,title=a11y color-contrast::\/about: \(dark\): color-contrast/,
      ),
    );
    expect(formats.sarifErrors).toEqual([]);
    const rules = formats.sarif.runs[0]?.tool.driver.rules ?? [];
    expect(rules).toContainEqual(
      expect.objectContaining({ id: 'color-contrast', helpUri: expect.stringContaining('dequeuniversity.com') }),
    );
    const cases = Object.fromEntries(formats.junit.map((c) => [c.name, c]));
    expect(cases['/about']?.failure?.body).toMatch(/error: color-contrast: \/about: \(dark\)/);
    expect(cases['/404']?.failure).toBeUndefined();
  }, 120_000);

  it('passes pages without violations in every variant', async () => {
    const report = await scan({ 'index.html': page('Home', '<p>Clear words.</p>', themed) }, ['/']);
    expect(problems(report)).toEqual([]);
    expect(report.ok).toBe(true);
    expect(scans(report, '/')).toEqual([4, 4]);
  }, 60_000);

  it('scans what a visitor opens: an accordion panel illegible only once it is open, in the light theme', async () => {
    // The site's accordion markup: a native <details> group, opened by a click on its summary.
    const accordion = `<div data-accordion><details name="g" id="p">
      <summary><h2>Details</h2></summary><p class="faint">Hidden words.</p>
    </details></div>`;
    const report = await scan(
      {
        'index.html': page('Home', accordion, `${themed}<link rel="stylesheet" href="/faint.css">`),
        'faint.css': '.faint{color:#bbb}',
      },
      ['/'],
    );
    expect(scans(report, '/')).toEqual([8, 8]);
    // Light grey is legible on the dark theme's black, not on white.
    expect(problems(report)).toEqual([
      expect.stringMatching(/^\/: \(light, accordion item 1 open\): color-contrast \(serious\)/),
      expect.stringMatching(/^\/: \(phone, accordion item 1 open\): color-contrast \(serious\)/),
    ]);
  }, 60_000);

  it('reports a state that ended before both themes were scanned, rather than scanning without it', async () => {
    // A form as the site's islands render it, whose toast goes as soon as the theme changes: the second scan
    // would miss it, so the state is a problem, not a pass.
    const form = `<site-island data-state="hydrated"><form action="/api/forms/contact" method="post" novalidate>
      <label for="n">Name</label><input id="n" name="name" required>
      <button type="submit">Send</button></form></site-island>
      <div role="status" id="toasts"></div><script src="/form.js"></script>`;
    const script = `document.documentElement.setAttribute('data-hydrated', '');
      document.querySelector('form').addEventListener('submit', (event) => {
        event.preventDefault();
        const input = document.getElementById('n');
        if (!input.value) return input.setAttribute('aria-invalid', 'true');
        input.removeAttribute('aria-invalid');
        const toast = document.createElement('div');
        toast.dataset.scope = 'toast';
        toast.dataset.part = 'root';
        toast.textContent = 'Sent.';
        document.getElementById('toasts').append(toast);
        new MutationObserver(() => toast.remove()).observe(document.documentElement, { attributeFilter: ['data-theme'] });
      });`;
    const report = await scan({ 'index.html': page('Home', form, themed), 'form.js': script }, ['/']);
    expect(problems(report)).toEqual([
      '/: (light): form 1 sent: it had gone before both themes were scanned, so that state was not scanned',
      '/: (phone-dark): form 1 sent: it had gone before both themes were scanned, so that state was not scanned',
      '/: holds 12 scans, the audit read 8',
    ]);
  }, 60_000);

  it('counts nothing a11y.ignore covers, reports it with its why, and names an entry that matched nothing', async () => {
    const report = await scan(
      { 'index.html': page('Home', '<img src="/site.css" width="1" height="1">', themed) },
      ['/'],
      {
        ignore: [
          { rule: 'image-alt', route: '/', why: 'a decorative test image whose alt the fixture leaves out' },
          { rule: 'color-contrast', route: '/docs/*', why: 'an entry for pages this run does not have' },
        ],
      },
    );
    expect(problems(report)).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.notes).toContain(
      'a11y.ignore image-alt on /: 4 elements not counted (/): a decorative test image whose alt the fixture leaves out',
    );
    expect(report.notes).toContainEqual(
      expect.stringMatching(/^a11y.ignore color-contrast on \/docs\/\* matched nothing/),
    );
  }, 60_000);

  it("holds landmarks to axe's rules too: two regions of one name, and content outside every landmark", async () => {
    const twins =
      '<section aria-label="The challenge"><p>One.</p></section><section aria-label="The challenge"><p>Two.</p></section>';
    const report = await scan(
      { 'index.html': page('Home', twins, themed).replace('</main>', '</main><p>Outside.</p>') },
      ['/'],
    );
    const rules = new Set(report.findings.filter((f) => f.route === '/').map((f) => f.rule));
    expect(rules).toEqual(new Set(['landmark-unique', 'region']));
  }, 60_000);
});
