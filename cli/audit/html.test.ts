import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { CliError } from '../../lib/errors.ts';
import { type Fixture, fixtureRoute, fixtureSite, page, removeFixtures } from './fixtures.ts';
import { readFormats } from '../../tests/fixtures/findings.ts';
import { auditHtml, formatHtmlReport, javaCommand, parseVnuJson, runVnu, vnuRule } from './html.ts';
import { auditFindings } from './shared.ts';

let fixture: Fixture;
afterEach(removeFixtures);

const routes = [fixtureRoute('/'), fixtureRoute('/about'), fixtureRoute('/later', 'pending')];
const site = (about: string, more: Record<string, string> = {}) =>
  fixtureSite({ 'index.html': page('Home'), 'about.html': about, '404.html': page('Not found'), ...more });

// Each audit starts one JVM for the Nu Html Checker: seconds, not milliseconds.
describe('auditHtml', { timeout: 60_000 }, () => {
  it('passes valid documents for every live route, 404 and every HTML download', async () => {
    fixture = site(page('About'), { 'downloads/guide.html': page('Guide') });
    const report = await auditHtml({ root: fixture.root, routes });
    expect(report.problems).toEqual([]);
    expect(report).toMatchObject({ ok: true, pages: 4 });
    expect(report.rows.map((row) => [row.path, row.kind])).toEqual([
      ['/', 'page'],
      ['/about', 'page'],
      ['/404', 'page'],
      ['/downloads/guide.html', 'download'],
    ]);
  });

  it('fails a div mixed among the dt/dd of a dl, which only the W3C checker catches', async () => {
    fixture = site(page('About', '<dl><dt>a</dt><div>x</div><dd>b</dd></dl>'));
    const report = await auditHtml({ root: fixture.root, routes });
    expect(report.ok).toBe(false);
    expect(report.problems).toEqual([
      'about.html:12:21: vnu: Element “div” not allowed as child of element “dl” in this context. ' +
        '(Suppressing further errors from this subtree.)',
    ]);
    // html-validate alone would pass this page: the vnu check is what fails it.
    expect(report.messages.filter((m) => m.file === 'about.html').map((m) => m.checker)).toEqual(['vnu']);
    expect(formatHtmlReport(report)).toMatch(/\/about +│ +1 │ +0 │ +0 │ FAIL/);
    // The Nu checker's position reaches the annotation; its message, quotes left out, names the rule.
    const { github, sarifErrors } = readFormats([auditFindings(report, fixture.root)]);
    expect(github).toEqual([
      expect.stringMatching(
        /^::error file=[^,]*\/about\.html,line=12,col=21,title=html vnu\/element-not-allowed-as-child-of-element-in-this-context::Element “div”/,
      ),
    ]);
    expect(sarifErrors).toEqual([]);
  });

  it('validates only the pages --route names, without the registry check', async () => {
    fixture = site(page('About'), { 'downloads/guide.html': page('Guide', '<ul><div>Not an item</div></ul>') });
    fixture.write('stray.html', page('Stray'));
    const report = await auditHtml({ root: fixture.root, routes, only: ['/about'] });
    expect(report.rows.map((row) => row.path)).toEqual(['/about']);
    expect(report).toMatchObject({ ok: true, problems: [] });
  });

  it('validates HTML downloads too, and reports them by file', async () => {
    fixture = site(page('About'), { 'downloads/guide.html': page('Guide', '<ul><div>Not an item</div></ul>') });
    const report = await auditHtml({ root: fixture.root, routes });
    expect(report.ok).toBe(false);
    expect(report.problems).toContain(
      'downloads/guide.html:12:11: vnu: Element “div” not allowed as child of element “ul” in this context. ' +
        '(Suppressing further errors from this subtree.)',
    );
    expect(report.rows.find((row) => row.kind === 'download')).toMatchObject({ file: 'downloads/guide.html' });
  });

  it('keeps html-validate for what vnu passes: a missing integrity attribute, an unlabelled input', async () => {
    const unlabelled = page('About', '<form action="/s"><input type="text" name="q"><button>Go</button></form>');
    const withoutSri = page('Home', '<p>x</p>', '<script src="https://cdn.example.com/x.js" crossorigin></script>');
    fixture = site(unlabelled, { 'index.html': withoutSri });
    const report = await auditHtml({ root: fixture.root, routes });
    expect(report.problems).toEqual([
      'index.html:7:6: require-sri: SRI "integrity" attribute is required on <script> element',
      'about.html:12:26: input-missing-label: <input> element does not have a <label>',
    ]);
    expect(report.messages.filter((m) => m.checker === 'vnu')).toEqual([]);
  });

  it('prints the W3C checker’s warnings and info without failing on them', async () => {
    fixture = site(page('About', '<section><p>No heading.</p></section>\n<p>Line<br/>break</p>'));
    const report = await auditHtml({ root: fixture.root, routes });
    expect(report.problems).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.rows.find((row) => row.file === 'about.html')).toMatchObject({ errors: 0, warnings: 1, info: 1 });
    expect(report.notes).toEqual([
      expect.stringMatching(/^about\.html:12:7: vnu: Section lacks heading\. .* \(warning\)$/),
      'vnu: Trailing slash on void elements has no effect and interacts badly with unquoted attribute values. ' +
        '(info, about.html:13:8)',
    ]);
  });

  it('reports invalid markup from both checkers as file:line:column: rule: message', async () => {
    fixture = site(
      page('About', '<button type="button"><div>Block in a button</div></button>\n<p id="x">a</p><p id="x">b</p>'),
    );
    const report = await auditHtml({ root: fixture.root, routes });
    expect(report.ok).toBe(false);
    expect(report.problems).toEqual(
      expect.arrayContaining([
        'about.html:12:30: element-permitted-content: <div> element is not permitted as content under <button>',
        'about.html:13:23: no-dup-id: Duplicate ID "x"',
        expect.stringMatching(/^about\.html:12:\d+: vnu: Element “div” not allowed as child of element “button”/),
        expect.stringMatching(/^about\.html:13:\d+: vnu: Duplicate ID “x”\.$/),
      ]),
    );
  });

  it('judges a document without doctype, lang or title', async () => {
    fixture = site(page('About'), { 'index.html': '<html><head></head><body><p>Bare</p></body></html>' });
    const report = await auditHtml({ root: fixture.root, routes });
    expect(report.messages.map((m) => m.rule)).toEqual(
      expect.arrayContaining(['missing-doctype', 'element-required-attributes', 'element-required-content']),
    );
    expect(report.problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^index\.html:1:1: vnu: Start tag seen without seeing a doctype first/),
        expect.stringMatching(
          /^index\.html:1:\d+: vnu: Element “head” is missing a required instance of child element “title”/,
        ),
      ]),
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

  it('says how to get Java when there is none', async () => {
    fixture = site(page('About'));
    const audit = auditHtml({ root: fixture.root, routes, java: '/nonexistent/bin/java' });
    await expect(audit).rejects.toThrow(CliError);
    await expect(audit).rejects.toThrow(/"\/nonexistent\/bin\/java" was not found: run bash scripts\/ensure-java\.sh/);
  });
});

describe('runVnu', { timeout: 60_000 }, () => {
  it('fails a file the checker did not check rather than passing it', async () => {
    fixture = fixtureSite({ 'index.html': page('Home') });
    const messages = await runVnu(
      [path.join(fixture.root, 'index.html'), path.join(fixture.root, 'gone.html')],
      fixture.root,
    );
    expect(messages.filter((m) => m.severity === 'error')).toEqual([
      expect.objectContaining({ file: 'gone.html', message: 'not checked by the Nu Html Checker' }),
    ]);
  });
});

describe('parseVnuJson', () => {
  const root = '/site';
  const url = pathToFileURL('/site/blog/a b.html').href;
  const json = (messages: object[]) => JSON.stringify({ version: '26', messages });

  it('maps the W3C checker’s levels: error and unreadable document fail, warning and info do not', () => {
    const messages = parseVnuJson(
      json([
        { type: 'error', url, lastLine: 3, firstColumn: 5, lastColumn: 9, message: 'E' },
        {
          type: 'error',
          subType: 'fatal',
          url,
          firstLine: 4,
          lastLine: 6,
          firstColumn: 1,
          lastColumn: 2,
          message: 'F',
        },
        { type: 'info', subType: 'warning', url, lastLine: 7, lastColumn: 3, message: 'W' },
        { type: 'info', url, lastLine: 8, firstColumn: 2, lastColumn: 3, message: 'I' },
        { type: 'non-document-error', subType: 'io', url, message: 'IO' },
      ]),
      root,
    );
    expect(messages.map((m) => [m.file, m.line, m.column, m.severity, m.message])).toEqual([
      ['blog/a b.html', 3, 5, 'error', 'E'],
      ['blog/a b.html', 4, 1, 'error', 'F'],
      ['blog/a b.html', 7, 3, 'warning', 'W'],
      ['blog/a b.html', 8, 2, 'info', 'I'],
      ['blog/a b.html', 0, 0, 'error', 'IO'],
    ]);
  });
});

describe('javaCommand', () => {
  it('prefers JAVA_HOME, as scripts/ensure-java.sh does', () => {
    expect(javaCommand({ JAVA_HOME: '/opt/jdk' })).toBe('/opt/jdk/bin/java');
    expect(javaCommand({})).toBe('java');
  });
});

describe('vnuRule', () => {
  it('groups the Nu checker messages by wording, quoted names left out', () => {
    const a = vnuRule('Element “div” not allowed as child of element “dl” in this context.');
    const b = vnuRule('Element “p” not allowed as child of element “ul” in this context.');
    expect(a).toEqual(b);
    expect(a).toEqual({
      id: 'vnu/element-not-allowed-as-child-of-element-in-this-context',
      help: 'Element “…” not allowed as child of element “…” in this context.',
    });
    expect(vnuRule('“”').id).toBe('vnu/message');
    expect(vnuRule('CSS: “vector-effect”: Property “vector-effect” doesn’t exist.').id).toBe(
      'vnu/css-property-doesnt-exist',
    );
  });
});
