import { describe, expect, it } from 'vitest';
import { checkRatingText, checkRatingValues } from './ratings.ts';

describe('checkRatingText', () => {
  it('reports a rating above its scale (the spec’s 5.8/5)', () => {
    const { problems, found } = checkRatingText('content/caseStudies.ts', '[3].results[3].value', '4.2/5 → 5.8/5');
    expect(found).toBe(2);
    expect(problems).toEqual([
      expect.objectContaining({ file: 'content/caseStudies.ts', path: '[3].results[3].value', rule: 'rating' }),
    ]);
    expect(problems[0]?.message).toContain('5.8 is above its scale of 5');
  });

  it('reads "out of" and scales of 10', () => {
    expect(checkRatingText('f', 'p', 'rated 6 out of 5').problems).toHaveLength(1);
    expect(checkRatingText('f', 'p', 'scored 11/10').problems).toHaveLength(1);
    expect(checkRatingText('f', 'p', 'scored 9/10 and 4.2 out of 5').problems).toEqual([]);
  });

  it('leaves figures that are not ratings alone', () => {
    for (const text of ['Emergency support 24/7', 'dated 15/10/2025', 'a 50/50 split']) {
      expect(checkRatingText('f', 'p', text).problems, text).toEqual([]);
    }
  });
});

describe('checkRatingValues', () => {
  it('reports a schema.org rating above bestRating, with its path', () => {
    const data = { reviews: [{ reviewRating: { '@type': 'Rating', ratingValue: 5.8, bestRating: 5 } }] };
    const { problems, found } = checkRatingValues('lib/seo.ts', 'graph', data);
    expect(found).toBe(1);
    expect(problems).toEqual([
      expect.objectContaining({ path: 'graph.reviews[0].reviewRating.ratingValue', rule: 'rating' }),
    ]);
  });

  it('uses schema.org’s default scale of 1 to 5 and passes ratings within it', () => {
    expect(checkRatingValues('f', 'x', { ratingValue: '6' }).problems).toHaveLength(1);
    expect(checkRatingValues('f', 'x', { ratingValue: 0.5 }).problems).toHaveLength(1);
    expect(checkRatingValues('f', 'x', { ratingValue: '4.8', bestRating: '5' }).problems).toEqual([]);
    expect(checkRatingValues('f', 'x', { ratingValue: 9, bestRating: 10 }).problems).toEqual([]);
  });
});
