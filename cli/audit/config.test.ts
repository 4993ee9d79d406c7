import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type AuditConfig, budgetFor, lighthouseLimitsFor, loadAuditConfig, parseAuditConfig } from './config.ts';

const base = () => JSON.parse(readFileSync('audit.config.json', 'utf8')) as Record<string, Record<string, unknown>>;

describe('audit.config.json', () => {
  it('the committed file parses, and holds the script budgets and the Lighthouse gate', () => {
    const config = loadAuditConfig();
    expect(budgetFor(config.budget, '/privacy')).toEqual({ scriptKb: 75, cssKb: 20, fonts: 12, why: [] });
    for (const route of ['/contact', '/contact-support', '/roi-calculator']) {
      expect(budgetFor(config.budget, route).scriptKb).toBe(100);
    }
    // The gate in Lighthouse CI's shape: performance 95 and the other categories 100 as errors; TBT 50 ms, LCP and
    // CLS as warnings (the performance score weighs TBT already).
    expect(lighthouseLimitsFor(config.lighthouse, '/')).toEqual({
      assertions: expect.objectContaining({
        'categories:performance': ['error', { minScore: 0.95 }],
        'categories:accessibility': ['error', { minScore: 1 }],
        'categories:best-practices': ['error', { minScore: 1 }],
        'categories:seo': ['error', { minScore: 1 }],
        'total-blocking-time': ['warn', { maxNumericValue: 50 }],
        'largest-contentful-paint': [expect.stringMatching(/^(warn|error)$/), { maxNumericValue: expect.any(Number) }],
        'cumulative-layout-shift': [expect.stringMatching(/^(warn|error)$/), { maxNumericValue: expect.any(Number) }],
      }),
      why: [],
    });
    // The noindex pages: only their SEO minimum differs, and it says why.
    for (const route of ['/contact/sent', '/contact-support/sent', '/search']) {
      const limits = lighthouseLimitsFor(config.lighthouse, route);
      expect(limits.assertions['categories:seo']).toEqual(['error', { minScore: 0.66 }]);
      expect(limits.assertions['categories:performance']).toEqual(['error', { minScore: 0.95 }]);
      expect(limits.why).toEqual([expect.stringContaining('noindex')]);
    }
    expect(config.lighthouse.preset).toBe('mobile');
  });

  it("takes assertions only in Lighthouse CI's shape, naming the field at fault", () => {
    const withAssertion = (entry: unknown) => {
      const config = base();
      (config.lighthouse as Record<string, unknown>).assertions = { 'largest-contentful-paint': entry };
      return config;
    };
    expect(() => parseAuditConfig(withAssertion('off'))).not.toThrow();
    expect(() => parseAuditConfig(withAssertion(['warn', { maxNumericValue: 2500 }]))).not.toThrow();
    expect(() => parseAuditConfig(withAssertion(['fatal', { maxNumericValue: 2500 }]))).toThrow(
      /lighthouse\.assertions\.largest-contentful-paint/,
    );
    expect(() => parseAuditConfig(withAssertion(['error', {}]))).toThrow(/needs minScore or maxNumericValue/);
    expect(() => parseAuditConfig(withAssertion(['error', { minScore: 95 }]))).toThrow(/score from 0 to 1/);
    const badKey = base();
    (badKey.lighthouse as Record<string, unknown>).assertions = { 'Categories:SEO': ['error', { minScore: 1 }] };
    expect(() => parseAuditConfig(badKey)).toThrow(/audit id or categories:/);
    const badPreset = base();
    (badPreset.lighthouse as Record<string, unknown>).preset = 'tablet';
    expect(() => parseAuditConfig(badPreset)).toThrow(/lighthouse\.preset/);
  });

  it('lets a route replace an assertion, keeping the others, and requires its why', () => {
    const config = parseAuditConfig(base());
    const routes: AuditConfig['lighthouse']['routes'] = {
      '/docs/*': { assertions: { 'total-blocking-time': ['warn', { maxNumericValue: 80 }] }, why: 'docs are heavy' },
      '/docs/api': { assertions: { 'total-blocking-time': 'off' }, why: 'the API page is a reference' },
    };
    const lighthouse = { ...config.lighthouse, routes };
    expect(lighthouseLimitsFor(lighthouse, '/docs/guide').assertions['total-blocking-time']).toEqual([
      'warn',
      { maxNumericValue: 80 },
    ]);
    const api = lighthouseLimitsFor(lighthouse, '/docs/api');
    expect(api.assertions['total-blocking-time']).toBe('off');
    expect(api.assertions['categories:performance']).toEqual(['error', { minScore: 0.95 }]);
    expect(api.why).toEqual(['docs are heavy', 'the API page is a reference']);
    const unexplained = base();
    (unexplained.lighthouse as Record<string, unknown>).routes = {
      '/pricing': { assertions: { 'total-blocking-time': 'off' } },
    };
    expect(() => parseAuditConfig(unexplained)).toThrow(/lighthouse\.routes\.\/pricing\.why/);
  });

  it('requires a reason for every exception', () => {
    const unexplained = base();
    (unexplained.budget as Record<string, unknown>).routes = { '/pricing': { scriptKb: 90 } };
    expect(() => parseAuditConfig(unexplained)).toThrow(/budget\.routes\.\/pricing\.why/);
  });

  it('names the file and field of a mistake', () => {
    const broken = base();
    (broken.budget as Record<string, unknown>).scriptKb = 'lots';
    expect(() => parseAuditConfig(broken)).toThrow(/audit\.config\.json › budget\.scriptKb/);
    const unknown = base();
    (unknown.lighthouse as Record<string, unknown>).minScores = {};
    expect(() => parseAuditConfig(unknown)).toThrow(/lighthouse\.minScores/);
    const pattern = base();
    (pattern.budget as Record<string, unknown>).routes = { 'docs/*': { scriptKb: 80, why: 'a docs page test' } };
    expect(() => parseAuditConfig(pattern)).toThrow(/must be a route path/);
  });

  it('applies the most specific override, and only the fields it names', () => {
    const config = parseAuditConfig({
      ...base(),
      budget: {
        scriptKb: 75,
        cssKb: 20,
        fonts: 10,
        waitAfterLoadMs: 0,
        baseline: { scriptToleranceKb: 1, cssToleranceKb: 1 },
        routes: {
          '/docs/*': { scriptKb: 90, why: 'docs have islands' },
          '/docs/api': { scriptKb: 95, why: 'the API page has more' },
          '/*': { cssKb: 25, why: 'all pages get more CSS' },
        },
      },
    });
    expect(budgetFor(config.budget, '/docs/guide')).toMatchObject({ scriptKb: 90, cssKb: 25 });
    expect(budgetFor(config.budget, '/docs/api')).toEqual({
      scriptKb: 95,
      cssKb: 25,
      fonts: 10,
      why: ['all pages get more CSS', 'docs have islands', 'the API page has more'],
    });
    expect(budgetFor(config.budget, '/docs')).toMatchObject({ scriptKb: 75, cssKb: 25 });
    expect(budgetFor(config.budget, '/documents')).toMatchObject({ scriptKb: 75, cssKb: 25 });
  });
});
