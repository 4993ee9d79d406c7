import { describe, expect, it } from 'vitest';
import { caseStudies } from './caseStudies.ts';

/** SPEC §9 "Claims", study by study; the satisfaction figure within its scale, as DESIGN decision 5 reads it. */
const SPEC_FIGURES: Record<string, string[]> = {
  'invoice-extraction': ['92%', '99.3%'],
  'resume-parser': ['78%'],
  'legal-contract': ['65%', '£2,400', '2.5 months'],
  'customer-support': ['55%', '2 minutes', '4.2/5 → 4.8/5'],
};

describe('case studies', () => {
  it('are the five of SPEC §2, in order', () => {
    expect(caseStudies.map((study) => study.id)).toEqual([
      'invoice-extraction',
      'resume-parser',
      'legal-contract',
      'customer-support',
      'ai-personal-assistant',
    ]);
  });

  it.each(Object.entries(SPEC_FIGURES))('%s shows the SPEC §9 figures as result tiles', (id, figures) => {
    const study = caseStudies.find((s) => s.id === id)!;
    expect(study.results.map((result) => result.value)).toEqual(expect.arrayContaining(figures));
  });
});
