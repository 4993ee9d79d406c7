import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CliError } from '../../lib/errors.ts';
import { type Fixture, fixtureRoute, fixtureSite, page, removeFixtures } from '../../tests/fixtures/auditSites.ts';
import { readFormats } from '../../tests/fixtures/findings.ts';
import { auditHtml, javaCommand, parseVnuJson, runVnu, vnuRule } from './html.ts';
import { type AuditReport, formatReport, toolFindings } from './shared.ts';

afterAll(removeFixtures);

const problems = (report: AuditReport) => report.findings.filter((f) => f.level === 'error').map((f) => f.message);

// Each audit starts one JVM for the Nu Html Checker, seconds of a test's time: one site holds every defect below.
describe('auditHtml', { timeout: 60_000 }, () => {
  const defects = [
    fixtureRoute('/'),
    fixtureRoute('/about'),
    fixtureRoute('/sri'),
    fixtureRoute('/warn'),
    fixtureRoute('/both'),
  ];
  let site: Fixture;
  let report: AuditReport;
  beforeAll(async () => {
    site = fixtureSite({
      // No doctype, lang or title; a div among the dt/dd of a dl, which only the W3C checker catches.
      'index.html': '<html><head></head><body><p>Bare</p></body></html>',
      'about.html': page('About', '<dl><dt>a</dt><div>x</div><dd>b</dd></dl>'),
      // What html-validate checks and vnu passes: a cross-origin script without integrity, an unlabelled input.
      'sri.html': page(
        'Sri',
        '<form action="/s"><input type="text" name="q"><button>Go</button></form>',
        '<script src="https://cdn.example.com/x.js" crossorigin></script>',
      ),
      // A warning and an info message of the W3C checker's: reported, failing nothing.
      'warn.html': page('Warn', '<section><p>No heading.</p></section>\n<p>Line<br/>break</p>'),
      'both.html': page(
        'Both',
        '<button type="button"><div>Block in a button</div></button>\n<p id="x">a</p><p id="x">b</p>',
      ),
      '404.html': page('Not found'),
      'downloads/guide.html': page('Guide', '<ul><div>Not an item</div></ul>'),
      'later.html': page('Later'),
    });
    report = await auditHtml({
      root: site.root,
      routes: [...defects, fixtureRoute('/later', 'pending'), fixtureRoute('/gone')],
    });
  }, 60_000);

  it('passes valid documents for every live route, 404 and every HTML download, each read by both checkers', async () => {
    const fixture = fixtureSite({
      'index.html': page('Home'),
      'about.html': page('About'),
      '404.html': page('Not found'),
      'downloads/guide.html': page('Guide'),
    });
    const valid = await auditHtml({ root: fixture.root, routes: [fixtureRoute('/'), fixtureRoute('/about')] });
    expect(valid.findings).toEqual([]);
    expect(valid.ok).toBe(true);
    expect(valid.pages.map((p) => [p.route, p.read])).toEqual(
      ['/', '/about', '/404', '/downloads/guide.html'].map((route) => [
        route,
        { 'vnu checks': 1, 'html-validate checks': 1 },
      ]),
    );
  });

  it('fails a div mixed among the dt/dd of a dl, placed at its line for CI', () => {
    expect(report.ok).toBe(false);
    expect(problems(report)).toContain(
      'about.html:12:21: vnu: Element “div” not allowed as child of element “dl” in this context. (Suppressing further errors from this subtree.)',
    );
    expect(formatReport(report)).toMatch(/\/about +│ +1 \/ 1 │ +1 \/ 1 │ +1 │ FAIL/);
    // The Nu checker's position reaches the annotation; its message, quotes left out, names the rule.
    const { github, sarifErrors } = readFormats([toolFindings(report, site.root)]);
    expect(github).toContainEqual(
      expect.stringMatching(
        /^::error file=[^,]*\/about\.html,line=12,col=21,title=html vnu\/element-not-allowed-as-child-of-element-in-this-context::about\.html:12:21: vnu: Element “div”/,
      ),
    );
    expect(sarifErrors).toEqual([]);
  });

  it('validates HTML downloads too, by file, and keeps html-validate for what vnu passes', () => {
    expect(problems(report)).toEqual(
      expect.arrayContaining([
        'downloads/guide.html:12:11: vnu: Element “div” not allowed as child of element “ul” in this context. (Suppressing further errors from this subtree.)',
        'sri.html:7:6: require-sri: SRI "integrity" attribute is required on <script> element',
        'sri.html:12:26: input-missing-label: <input> element does not have a <label>',
      ]),
    );
    expect(problems(report).filter((p) => p.startsWith('sri.html') && p.includes('vnu'))).toEqual([]);
  });

  it('reports the W3C checker’s warnings without failing on them, and counts its info messages', () => {
    expect(problems(report).filter((p) => p.startsWith('warn.html'))).toEqual([]);
    expect(report.findings).toContainEqual(
      expect.objectContaining({
        level: 'warning',
        message: expect.stringMatching(/^warn\.html:12:7: vnu: Section lacks heading\./),
      }),
    );
    expect(report.notes).toContainEqual(
      expect.stringMatching(/^vnu: Trailing slash on void elements .* \(info, 1×\)$/),
    );
  });

  it('reports invalid markup from both checkers, and a document without doctype or title', () => {
    expect(problems(report)).toEqual(
      expect.arrayContaining([
        'both.html:12:30: element-permitted-content: <div> element is not permitted as content under <button>',
        'both.html:13:23: no-dup-id: Duplicate ID "x"',
        expect.stringMatching(/^both\.html:12:\d+: vnu: Element “div” not allowed as child of element “button”/),
        expect.stringMatching(/^index\.html:1:1: vnu: Start tag seen without seeing a doctype first/),
        expect.stringMatching(
          /^index\.html:1:\d+: vnu: Element “head” is missing a required instance of child element “title”/,
        ),
      ]),
    );
  });

  it('fails when the build and the registry disagree, and when there is nothing to validate', async () => {
    expect(problems(report)).toEqual(
      expect.arrayContaining([
        'gone.html: live route /gone has no file',
        'later.html: route /later is pending but has a file (mark it live, or stop building it)',
      ]),
    );
    const empty = await auditHtml({ root: fixtureSite({}).root, routes: [] });
    expect(problems(empty)).toContain('read 0 pages: nothing was audited');
  });

  it('validates only the pages --route names, without downloads or the registry check', async () => {
    const one = await auditHtml({ root: site.root, routes: defects, only: ['/warn'] });
    expect(one.pages.map((p) => p.route)).toEqual(['/warn']);
    expect(one.ok).toBe(true);
  });

  it('says how to get Java when there is none', async () => {
    const audit = auditHtml({ root: site.root, routes: defects, java: '/nonexistent/bin/java' });
    await expect(audit).rejects.toThrow(CliError);
    await expect(audit).rejects.toThrow(/"\/nonexistent\/bin\/java" was not found: run bash scripts\/ensure-java\.sh/);
  });
});

describe('runVnu', { timeout: 60_000 }, () => {
  it('lists only the files it checked, so one it skipped is not read (a coverage failure)', async () => {
    const fixture = fixtureSite({ 'index.html': page('Home') });
    const { checked } = await runVnu(
      [path.join(fixture.root, 'index.html'), path.join(fixture.root, 'gone.html')],
      fixture.root,
    );
    expect(checked.has('index.html')).toBe(true);
    expect(checked.has('gone.html')).toBe(false);
  });
});

describe('parseVnuJson', () => {
  const url = pathToFileURL('/site/blog/a b.html').href;
  it('maps the W3C checker’s levels: error and unreadable document fail, a warning warns, info is a note', () => {
    const messages = parseVnuJson(
      JSON.stringify({
        messages: [
          { type: 'error', url, lastLine: 3, firstColumn: 5, lastColumn: 9, message: 'E' },
          { type: 'info', subType: 'warning', url, lastLine: 7, lastColumn: 3, message: 'W' },
          { type: 'info', url, lastLine: 8, firstColumn: 2, lastColumn: 3, message: 'I' },
          { type: 'non-document-error', subType: 'io', url, message: 'IO' },
        ],
      }),
      '/site',
    );
    expect(messages.map((m) => [m.file, m.line, m.col, m.level, m.message])).toEqual([
      ['blog/a b.html', 3, 5, 'error', 'vnu: E'],
      ['blog/a b.html', 7, 3, 'warning', 'vnu: W'],
      ['blog/a b.html', 8, 2, 'note', 'vnu: I'],
      ['blog/a b.html', undefined, undefined, 'error', 'vnu: IO'],
    ]);
  });
});

describe('javaCommand and vnuRule', () => {
  it('prefers JAVA_HOME, as scripts/ensure-java.sh does', () => {
    expect(javaCommand({ JAVA_HOME: '/opt/jdk' })).toBe('/opt/jdk/bin/java');
    expect(javaCommand({})).toBe('java');
  });

  it('groups the Nu checker messages by wording, quoted names left out', () => {
    const a = vnuRule('Element “div” not allowed as child of element “dl” in this context.');
    expect(a).toEqual(vnuRule('Element “p” not allowed as child of element “ul” in this context.'));
    expect(a).toEqual({
      id: 'vnu/element-not-allowed-as-child-of-element-in-this-context',
      help: 'Element “…” not allowed as child of element “…” in this context.',
    });
    expect(vnuRule('“”').id).toBe('vnu/message');
  });
});
