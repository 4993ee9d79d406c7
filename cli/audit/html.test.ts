import { afterEach, describe, expect, it } from 'vitest';
import { type Fixture, fixtureRoute, fixtureSite, page, removeFixtures } from './fixtures.ts';
import { auditHtml } from './html.ts';

let fixture: Fixture;
afterEach(removeFixtures);

const routes = [fixtureRoute('/'), fixtureRoute('/about'), fixtureRoute('/later', 'pending')];

describe('auditHtml', () => {
  it('passes valid documents for every live route and 404', async () => {
    fixture = fixtureSite({ 'index.html': page('Home'), 'about.html': page('About'), '404.html': page('Not found') });
    const report = await auditHtml({ root: fixture.root, routes });
    expect(report.problems).toEqual([]);
    expect(report).toMatchObject({ ok: true, pages: 3 });
  });

  it('reports invalid markup as file:line:column: rule: message', async () => {
    const invalid = page(
      'About',
      '<button type="button"><div>Block in a button</div></button>\n<p id="x">a</p><p id="x">b</p>',
    );
    fixture = fixtureSite({ 'index.html': page('Home'), 'about.html': invalid, '404.html': page('Not found') });
    const report = await auditHtml({ root: fixture.root, routes });
    expect(report.ok).toBe(false);
    expect(report.rows.find((row) => row.file === 'about.html')?.errors).toBeGreaterThanOrEqual(2);
    expect(report.problems).toContain(
      'about.html:12:30: element-permitted-content: <div> element is not permitted as content under <button>',
    );
    expect(report.problems).toContain('about.html:13:23: no-dup-id: Duplicate ID "x"');
  });

  it('judges a document without doctype, lang or title', async () => {
    fixture = fixtureSite({
      'index.html': '<html><head></head><body><p>Bare</p></body></html>',
      'about.html': page('About'),
      '404.html': page('Not found'),
    });
    const rules = (await auditHtml({ root: fixture.root, routes })).messages.map((m) => m.rule);
    expect(rules).toEqual(
      expect.arrayContaining(['missing-doctype', 'element-required-attributes', 'element-required-content']),
    );
  });

  it('fails when the build and the registry disagree', async () => {
    fixture = fixtureSite({ 'index.html': page('Home'), 'later.html': page('Later'), '404.html': page('Not found') });
    const report = await auditHtml({ root: fixture.root, routes });
    expect(report.problems).toEqual(
      expect.arrayContaining([
        'about.html: live route /about has no file',
        'later.html: route /later is pending but has a file (mark it live, or stop building it)',
      ]),
    );
    expect(report.ok).toBe(false);
  });

  it('fails when there is nothing to validate', async () => {
    fixture = fixtureSite({});
    const report = await auditHtml({ root: fixture.root, routes: [] });
    expect(report.ok).toBe(false);
    expect(report.problems).toContain('checked 0 pages: nothing was audited');
  });
});
