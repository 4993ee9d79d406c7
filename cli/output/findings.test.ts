import { describe, expect, it } from 'vitest';
import { readFormats, sarifErrors } from '../../tests/fixtures/findings.ts';
import { type ToolFindings, escapeData, escapeProperty, formatGithub, githubAnnotation } from './findings.ts';

const html: ToolFindings = {
  tool: 'html',
  cases: ['/', '/about'],
  root: 'dist/client/',
  durationMs: 1500,
  findings: [
    {
      tool: 'html',
      rule: 'vnu/element-not-allowed-as-child-of-element-in-this-context',
      level: 'error',
      message: 'Element “div” not allowed as child of element “dl” in this context.',
      file: 'dist/client/about.html',
      line: 12,
      col: 7,
      route: '/about',
      help: 'Element “…” not allowed as child of element “…” in this context.',
    },
    {
      tool: 'html',
      rule: 'no-redundant-role',
      level: 'warning',
      message: 'no-redundant-role: Redundant role "list" on <ul>',
      file: 'dist/client/index.html',
      line: 3,
      route: '/',
      helpUri: 'https://html-validate.org/rules/no-redundant-role.html',
    },
    { tool: 'html', rule: 'nothing-checked', level: 'error', message: 'checked 0 registry routes' },
  ],
};

const thrown: ToolFindings = {
  tool: 'a11y',
  cases: [],
  root: 'dist/client/',
  durationMs: 20,
  findings: [],
  error: 'Chromium was not found at /usr/bin/chromium',
};

describe('github annotations', () => {
  it('escape data (%, CR, LF) and properties (also : and ,) as the Actions toolkit does', () => {
    expect(escapeData('100% done\r\nnext')).toBe('100%25 done%0D%0Anext');
    expect(escapeProperty('a:b,c%\n')).toBe('a%3Ab%2Cc%25%0A');
  });

  it('place each finding at its file, line and column, warnings as ::warning', () => {
    expect(formatGithub([html]).split('\n')).toEqual([
      '::error file=dist/client/about.html,line=12,col=7,title=html vnu/element-not-allowed-as-child-of-element-in-this-context::Element “div” not allowed as child of element “dl” in this context.',
      '::warning file=dist/client/index.html,line=3,title=html no-redundant-role::no-redundant-role: Redundant role "list" on <ul>',
      '::error title=html nothing-checked::checked 0 registry routes',
      '',
    ]);
  });

  it('cannot be cut short or extended by what a message holds', () => {
    const line = githubAnnotation({
      tool: 'seo',
      rule: 'title',
      level: 'note',
      message: 'two\n::error::forged',
      file: 'a,b:c.html',
      route: '/x',
    });
    expect(line).toBe('::notice file=a%2Cb%3Ac.html,title=seo title::two%0A::error::forged');
    expect(line.split('\n')).toHaveLength(1);
  });

  it('report a tool that threw as an error', () => {
    expect(formatGithub([thrown])).toBe(
      '::error title=a11y failed::a11y: Chromium was not found at /usr/bin/chromium\n',
    );
  });
});

describe('SARIF', () => {
  it('is valid SARIF 2.1.0: one run per tool, rules named after its rule ids, results at their lines', () => {
    const { sarif, sarifErrors, results } = readFormats([html, thrown]);
    expect(sarifErrors).toEqual([]);
    expect(sarif.runs.map((run) => run.tool.driver.name)).toEqual(['cli html', 'cli a11y']);
    expect(sarif.runs[0]?.tool.driver.rules.map((rule) => rule.id)).toEqual([
      'vnu/element-not-allowed-as-child-of-element-in-this-context',
      'no-redundant-role',
      'nothing-checked',
    ]);
    expect(results[0]).toMatchObject({
      ruleId: 'vnu/element-not-allowed-as-child-of-element-in-this-context',
      level: 'error',
      locations: [
        { physicalLocation: { artifactLocation: { uri: 'dist/client/about.html' }, region: { startLine: 12 } } },
      ],
    });
    expect(results[1]?.level).toBe('warning');
    // Code scanning needs a location for every result: a site-wide one sits on the site's folder.
    expect(results[2]?.locations[0]?.physicalLocation.artifactLocation.uri).toBe('dist/client/');
    expect(results[3]).toMatchObject({ ruleId: 'tool-error', level: 'error' });
    expect(results[3]?.message.text).toMatch(/a11y could not run: Chromium was not found/);
  });

  it('is checked by a schema that does reject a broken log', () => {
    const { sarif } = readFormats([html]);
    const broken = structuredClone(sarif) as unknown as { runs: { results: { level: string }[] }[] };
    broken.runs[0]!.results[0]!.level = 'fatal';
    expect(sarifErrors(broken)).toContainEqual(
      expect.stringMatching(/^\/runs\/0\/results\/0\/level: must be equal to one of/),
    );
    expect(sarifErrors({ version: '2.1.0', runs: [{}] })).toContainEqual("/runs/0: must have required property 'tool'");
  });

  it('a log with no finding is valid too', () => {
    const { sarifErrors, results } = readFormats([{ ...html, findings: [] }]);
    expect(sarifErrors).toEqual([]);
    expect(results).toEqual([]);
  });
});

describe('JUnit', () => {
  it('has a case per route, failing with its errors; warnings alone pass; site-wide findings get their own case', () => {
    const { junit } = readFormats([html, thrown]);
    expect(junit.map((c) => `${c.suite} ${c.name} ${c.failure ? 'FAIL' : c.error ? 'ERROR' : 'pass'}`)).toEqual([
      'html / pass',
      'html /about FAIL',
      'html (site) FAIL',
      'a11y a11y ERROR',
    ]);
    const about = junit.find((c) => c.name === '/about');
    expect(about?.failure?.body).toMatch(/error: vnu\/element-not-allowed.*\(dist\/client\/about\.html:12:7\)/);
    expect(junit.at(-1)?.error).toBe('Chromium was not found at /usr/bin/chromium');
  });
});
