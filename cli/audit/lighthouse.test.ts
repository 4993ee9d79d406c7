import type { Result } from 'lighthouse';
import { afterEach, describe, expect, it } from 'vitest';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type Assertions, loadAuditConfig } from './config.ts';
import { fixtureRoute, fixtureSite, page, removeFixtures } from '../../tests/fixtures/auditSites.ts';
import { assertionResults, auditLighthouse, describe as describeResult, representativeRun } from './lighthouse.ts';
import { readFormats } from '../../tests/fixtures/findings.ts';
import { type Site, openSite, toolFindings } from './shared.ts';

/** A Lighthouse result with the scores and metrics the assertions read. */
const run = (performance: number, tbt: number, fcp = 1000): Result =>
  ({
    finalUrl: 'http://127.0.0.1/',
    categories: {
      performance: { id: 'performance', score: performance, auditRefs: [] },
      seo: { id: 'seo', score: 1, auditRefs: [] },
    },
    audits: {
      'total-blocking-time': { id: 'total-blocking-time', score: 1, numericValue: tbt, numericUnit: 'millisecond' },
      'first-contentful-paint': { id: 'first-contentful-paint', score: 1, numericValue: fcp },
      interactive: { id: 'interactive', score: 1, numericValue: fcp },
    },
  }) as unknown as Result;

describe("Lighthouse CI's assertion engine on our Lighthouse results", () => {
  const assertions: Assertions = {
    'categories:performance': ['error', { minScore: 0.95 }],
    'categories:seo': ['error', { minScore: 1 }],
    'total-blocking-time': ['warn', { maxNumericValue: 50 }],
  };
  const failed = (lhrs: Result[]) =>
    assertionResults(lhrs, assertions)
      .filter((r) => !r.passed)
      .map(describeResult);

  it('compares exactly, as Lighthouse CI does: 0.949 misses a minScore of 0.95', () => {
    expect(failed([run(0.95, 20)])).toEqual([]);
    expect(failed([run(0.949, 20)])).toEqual(['performance 0.949 < 0.95']);
  });

  it('reports a warn-level miss as such, and a category the result lacks as a score of 0', () => {
    expect(failed([run(1, 62)])).toEqual(['total-blocking-time 62 > 50 (warn)']);
    const noSeo = run(1, 0);
    delete (noSeo.categories as Record<string, unknown>).seo;
    expect(failed([noSeo])).toEqual(['seo 0 < 1']);
  });

  it("judges a route's runs on the median of each value; the report is Lighthouse CI's representative run", () => {
    // Three runs; the middle one by first paint is the report's.
    const runs = [run(0.9, 300, 3000), run(1, 10, 1000), run(0.97, 40, 2000)];
    expect(representativeRun(runs)).toBe(runs[2]);
    expect(failed(runs)).toEqual([]);
    // lhci's default, median-run, would take the best score of the three (0.96) and pass.
    expect(failed([run(0.93, 40, 1000), run(0.96, 40, 2000), run(0.9, 40, 3000)])).toEqual(['performance 0.93 < 0.95']);
  });
});

describe('auditLighthouse, run for real', () => {
  let site: Site | undefined;
  afterEach(async () => {
    await site?.close();
    site = undefined;
    removeFixtures();
  });

  // One page with two planted defects Lighthouse scores: an image without alt text (accessibility) and no meta
  // description (SEO). Chromium and Lighthouse run as `npm test` runs them, once on one page.
  it(
    'fails a page under its limits, says what costs points, writes its reports, and flags a fall against a baseline',
    { timeout: 180_000 },
    async () => {
      const fixture = fixtureSite({
        'index.html': page('Planted', '<img src="/pixel.svg" width="1" height="1">'),
        'pixel.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>',
        '404.html': page('Not found'),
      });
      site = await openSite({ root: fixture.root });
      const outDir = path.join(fixture.root, 'reports');
      const baselineFile = path.join(fixture.root, 'baseline.json');
      const saved = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 };
      writeFileSync(baselineFile, JSON.stringify({ rows: [{ path: '/', scores: saved, tbtMs: 0 }] }));
      const config = loadAuditConfig().lighthouse;
      const report = await auditLighthouse({
        baseUrl: site.baseUrl,
        routes: [fixtureRoute('/')],
        outDir,
        baselineFile,
        config: { ...config, runs: 1, runsWhenFailing: 1, routes: {} },
      });

      expect(report.ok).toBe(false);
      expect(report.pages).toEqual([
        expect.objectContaining({ route: '/', read: { scores: 4 }, expected: { scores: 4 } }),
      ]);
      const errors = report.findings.filter((f) => f.level === 'error');
      expect(errors.map((f) => f.message)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^\/: accessibility 0\.\d+ < 1; costing points: image-alt/),
          expect.stringMatching(/^\/: seo 0\.\d+ < 1; costing points: .*meta-description/),
          expect.stringMatching(/^\/: accessibility 100 → \d+ against /),
        ]),
      );
      expect(errors.map((f) => f.rule)).toEqual(
        expect.arrayContaining(['categories/accessibility', 'categories/seo', 'regression']),
      );
      const formats = readFormats([toolFindings(report, fixture.root)]);
      expect(formats.sarifErrors).toEqual([]);
      expect(formats.github).toContainEqual(
        expect.stringMatching(/^::error file=[^,]*\/index\.html,title=lighthouse categories\/seo::\/: seo /),
      );
      // Every category in one HTML report and one JSON, and a summary for the next run.
      for (const file of ['index.report.html', 'index.report.json', 'summary.json'])
        expect(existsSync(path.join(outDir, file)), file).toBe(true);
      const json = JSON.parse(readFileSync(path.join(outDir, 'index.report.json'), 'utf8')) as Result;
      expect(Object.keys(json.categories).sort()).toEqual(['accessibility', 'best-practices', 'performance', 'seo']);
      const summary = JSON.parse(readFileSync(path.join(outDir, 'summary.json'), 'utf8')) as {
        rows: { scores: { seo: number } }[];
      };
      expect(summary.rows[0]?.scores.seo).toBeLessThan(100);
    },
  );
});
