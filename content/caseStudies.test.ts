import { globSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { caseStudies } from './caseStudies.ts';
import { measured as invoice } from './case-studies/invoice-extraction.ts';
import { measured as legal } from './case-studies/legal-contract.ts';
import { measured as resume } from './case-studies/resume-parser.ts';
import { contactFields } from './form-fields/contact.ts';
import { supportFields } from './form-fields/support.ts';

/**
 * The brief's case-study figures, study by study; the satisfaction figure within its scale
 * (docs/decisions/0007-ratings-stay-within-their-scale.md).
 */
const SPEC_FIGURES: Record<string, string[]> = {
  'invoice-extraction': ['92%', '99.3%'],
  'resume-parser': ['78%'],
  'legal-contract': ['65%', '£2,400', '2.5 months'],
  'customer-support': ['55%', '2 minutes', '4.2/5 → 4.8/5'],
};

describe('case studies', () => {
  it('are the brief’s five, in order', () => {
    expect(caseStudies.map((study) => study.id)).toEqual([
      'invoice-extraction',
      'resume-parser',
      'legal-contract',
      'customer-support',
      'ai-personal-assistant',
    ]);
  });

  it.each(Object.entries(SPEC_FIGURES))('%s shows the brief’s figures as result tiles', (id, figures) => {
    const study = caseStudies.find((s) => s.id === id)!;
    expect(study.results.map((result) => result.value)).toEqual(expect.arrayContaining(figures));
  });
});

describe('figures a study works out from others', () => {
  const result = (id: string, metric: string) =>
    caseStudies.find((study) => study.id === id)!.results.find((r) => r.metric === metric)!.value;
  const less = (before: number, after: number) => `${Math.round((1 - after / before) * 100)}%`;

  it('reductions are their before and after', () => {
    expect(result('invoice-extraction', 'less processing time')).toBe(
      less(invoice.minutesBefore, invoice.minutesAfter),
    );
    expect(result('resume-parser', 'less screening time')).toBe(less(resume.hoursBefore, resume.hoursAfter));
    expect(result('resume-parser', 'saved a week')).toBe(`${Math.round(resume.hoursBefore - resume.hoursAfter)} hours`);
    expect(result('legal-contract', 'less review time')).toBe(
      less(legal.reviewMinutesBefore, legal.reviewMinutesAfter),
    );
  });

  it('a break-even is the setup fee over the monthly saving', () => {
    expect(result('legal-contract', 'to break even')).toBe(`${legal.setupFee / legal.monthlySaving} months`);
  });
});

describe('example payloads', () => {
  it('name nobody the site quotes: the forms’ examples and the API guides’ payloads are no testimonial’s author', () => {
    const quoted = caseStudies.flatMap((study) => study.testimonial.author.split(' '));
    const examples = [
      ...[...Object.values(contactFields), ...Object.values(supportFields)].map((row) =>
        'example' in row ? String(row.example) : '',
      ),
      ...globSync('content/api-reference/*.mdx').map((file) => readFileSync(file, 'utf8')),
    ].join(' ');
    for (const name of quoted) expect(examples, name).not.toMatch(new RegExp(`\\b${name}\\b`, 'i'));
  });
});
