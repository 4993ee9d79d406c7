import { afterEach, describe, expect, it } from 'vitest';
import { PREPAINT_SCRIPT } from '../../lib/theme.ts';
import { auditA11y, formatA11yReport } from './a11y.ts';
import { fixtureRoute, fixtureSite, page, removeFixtures } from './fixtures.ts';
import { readFormats } from '../../tests/fixtures/findings.ts';
import { type Site, auditFindings, openSite } from './shared.ts';

let site: Site | undefined;
afterEach(async () => {
  await site?.close();
  site = undefined;
  removeFixtures();
});

/** The theme applied as the real pages do it: the pre-paint script reading localStorage, allowed by the CSP. */
const themed = `<script>${PREPAINT_SCRIPT}</script><link rel="stylesheet" href="/site.css">`;
// Dark text on the dark theme's black: legible in light, not in dark.
const css = `body{background:#fff;color:#111}
[data-theme="dark"] body{background:#000;color:#eee}
[data-theme="dark"] .note{color:#333}
`;

let root = '';

async function scan(files: Record<string, string>, paths: string[]) {
  const fixture = fixtureSite({ 'site.css': css, '404.html': page('Not found', '<p>Gone.</p>', themed), ...files });
  root = fixture.root;
  site = await openSite({ root: fixture.root });
  return auditA11y({ baseUrl: site.baseUrl, routes: paths.map((p) => fixtureRoute(p)) });
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
    const counts = Object.fromEntries(report.rows.map((row) => [row.path, row.counts]));
    expect(counts).toEqual({
      '/': { light: 1, dark: 1, phone: 1 },
      '/about': { light: 0, dark: 1, phone: 0 },
      '/plain': { light: null, dark: null, phone: null },
      '/missing': { light: null, dark: null, phone: null },
      '/404': { light: 0, dark: 0, phone: 0 },
    });
    expect(report.violations.map((v) => `${v.path} ${v.variant} ${v.rule} ${v.impact} ${v.target}`)).toEqual([
      '/ light image-alt critical img',
      '/ dark image-alt critical img',
      '/ phone image-alt critical img',
      '/about dark color-contrast serious p',
    ]);
    expect(report.problems).toContain(
      '/about (dark): color-contrast (serious): p: Elements must meet minimum color contrast ratio thresholds',
    );
    expect(report.problems).toContain(
      '/plain (light): the stored light theme was not applied (data-theme=""), not scanned',
    );
    expect(report.problems).toContain('/missing (phone): answered HTTP 404, so it was not scanned');
    expect(report).toMatchObject({ ok: false, pages: 3, items: 9 });
    const text = formatA11yReport(report);
    expect(text).toMatch(/│ \/about\s+│\s+0 │\s+1 │\s+0 │ FAIL/);
    expect(text).toMatch(/│ \/plain\s+│\s+– │\s+– │\s+– │ FAIL/);

    // The planted violation where CI shows it: an annotation, a SARIF result under axe's rule id, a failing case.
    const formats = readFormats([auditFindings(report, root)]);
    expect(formats.github).toContainEqual(
      expect.stringMatching(
        /^::error file=[^,]*\/about\.html,title=a11y color-contrast::\/about \(dark\): color-contrast/,
      ),
    );
    expect(formats.sarifErrors).toEqual([]);
    const rules = formats.sarif.runs[0]?.tool.driver.rules ?? [];
    expect(rules).toContainEqual(
      expect.objectContaining({ id: 'color-contrast', helpUri: expect.stringContaining('dequeuniversity.com') }),
    );
    expect(formats.results).toContainEqual(
      expect.objectContaining({
        ruleId: 'image-alt',
        locations: [
          {
            physicalLocation: {
              artifactLocation: expect.objectContaining({ uri: expect.stringMatching(/\/index\.html$/) }),
            },
          },
        ],
      }),
    );
    const cases = Object.fromEntries(formats.junit.map((c) => [c.name, c]));
    expect(cases['/about']?.failure?.body).toMatch(/error: color-contrast: \/about \(dark\)/);
    expect(cases['/404']?.failure).toBeUndefined();
    expect(cases['/plain']?.failure?.message).toMatch(/not-scanned|3 findings/);
  }, 120_000);

  it('passes pages without violations in every variant', async () => {
    const report = await scan({ 'index.html': page('Home', '<p>Clear words.</p>', themed) }, ['/']);
    expect(report.problems).toEqual([]);
    expect(report).toMatchObject({ ok: true, pages: 2, items: 6 });
  }, 60_000);
});
