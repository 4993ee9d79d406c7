import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { budgetFor, parseAuditConfig } from './config.ts';

const base = () => JSON.parse(readFileSync('audit.config.json', 'utf8')) as Record<string, Record<string, unknown>>;

describe('audit.config.json', () => {
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
    (unknown.budget as Record<string, unknown>).minScores = {};
    expect(() => parseAuditConfig(unknown)).toThrow(/budget\.minScores/);
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
