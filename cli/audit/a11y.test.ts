import { afterEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { type A11yOptions, auditA11y } from './a11y.ts';
import { fixtureSite, page, removeFixtures } from '../../tests/fixtures/auditSites.ts';
import { type AuditReport, type Site, openSite } from './shared.ts';

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

const problems = (report: AuditReport) => report.findings.filter((f) => f.level === 'error').map((f) => f.message);
const scans = (report: AuditReport, route: string) => {
  const page = report.pages.find((p) => p.route === route);
  return [page?.read.scans, page?.expected.scans];
};

async function scan(files: Record<string, string>, config?: A11yOptions['config']) {
  const fixture = fixtureSite({
    'site.css': css,
    'head.js': HEAD_SCRIPT,
    '404.html': page('Not found', '<p>Gone.</p>', themed),
    ...files,
  });
  site = await openSite({ root: fixture.root });
  return auditA11y({ live: site.live, config });
}

describe('auditA11y', () => {
  it('scans what a visitor opens: an accordion panel illegible only once it is open, in each theme', async () => {
    // The site's accordion markup: a native <details> group, opened by a click on its summary. Its panel holds a
    // line illegible in the light theme (read in full) and one illegible in the dark (read by its colour rules).
    const accordion = `<div data-accordion><details name="g" id="p">
      <summary><h2>Details</h2></summary><p class="faint">Hidden words.</p><p class="note">Dark words.</p>
    </details></div>`;
    const report = await scan({
      'index.html': page('Home', accordion, `${themed}<link rel="stylesheet" href="/faint.css">`),
      'faint.css': '.faint{color:#bbb}',
    });
    // Laptop: as loaded and with the item open, in both themes; phone: as loaded, in both themes.
    expect(scans(report, '/')).toEqual([6, 6]);
    // Light grey is legible on the dark theme's black, not on white; dark grey the other way round.
    expect(problems(report)).toEqual([
      expect.stringMatching(/^\/: \(dark, accordion item 1 open\): color-contrast \(serious\): \.note/),
      expect.stringMatching(/^\/: \(light, accordion item 1 open\): color-contrast \(serious\): \.faint/),
    ]);
  }, 60_000);

  it("scans the phone's menu where it opens: a link with no name seen only once it is open", async () => {
    const body = `<header><button type="button" class="big" popovertarget="nav">Menu</button>
      <nav id="nav" popover aria-label="Main"><a href="/"></a></nav></header>`;
    const report = await scan({
      'index.html': page('Home', body, `${themed}<link rel="stylesheet" href="/big.css">`),
      'big.css': '.big{min-width:44px;min-height:44px}',
    });
    // Laptop: as loaded, in both themes; phone: as loaded and with the menu open, in both themes. A name is not
    // a colour: it is read in the stored theme's full scan and not again in the other theme's.
    expect(scans(report, '/')).toEqual([6, 6]);
    expect(problems(report)).toEqual([expect.stringMatching(/^\/: \(phone-dark, menu open\): link-name \(serious\)/)]);
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
    const report = await scan({ 'index.html': page('Home', form, themed), 'form.js': script });
    expect(problems(report)).toEqual([
      '/: (light): form 1 sent: it had gone before both themes were scanned, so that state was not scanned',
      '/: holds 8 scans, the audit read 6',
    ]);
  }, 60_000);

  it('counts nothing a11y.ignore covers, reports it with its why, and names an entry that matched nothing', async () => {
    const report = await scan(
      { 'index.html': page('Home', '<img src="/site.css" width="1" height="1">', themed) },
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
      'a11y.ignore image-alt on /: 2 elements not counted (/): a decorative test image whose alt the fixture leaves out',
    );
    expect(report.notes).toContainEqual(
      expect.stringMatching(/^a11y.ignore color-contrast on \/docs\/\* matched nothing/),
    );
  }, 60_000);
});
