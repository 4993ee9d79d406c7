import { globSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { caseStudies } from './caseStudies.ts';
import { contactFields } from './forms/contact.ts';
import { supportFields } from './forms/support.ts';

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
