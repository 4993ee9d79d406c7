import { describe, expect, it } from 'vitest';
import { checkTypography, proseLines } from './typography.ts';

describe('checkTypography', () => {
  it.each([
    ["Let's Automate Your Business", 'apostrophe'],
    ['People hear "automation" and worry.', 'quote (use “ ”)'],
  ])('reports a straight quote in %j with file and line', (text, kind) => {
    const problems = checkTypography('content/blog/x.mdx', 'line 12', text);
    expect(problems[0]).toMatchObject({ file: 'content/blog/x.mdx', path: 'line 12', rule: 'typography' });
    expect(problems[0]!.message).toContain(kind);
  });

  it('skips code spans, JSX attributes, expressions, links and strings that are not prose', () => {
    for (const text of [
      'Let’s talk about “automation”.',
      'Run `npm run -s cli -- validate` and read it.',
      'Read <RoiFigure case="recruitment-team" show="hoursSavedPerWeek" /> a week.',
      'Set {claims["x"].value} now.',
      "[the guide](/docs/getting-started?x='y')",
      "it's",
    ]) {
      expect(checkTypography('x', 'p', text), text).toEqual([]);
    }
  });

  it.each([
    ['prepare for the 60 days results review.', '"60 days" before a noun is one word: "60-day"'],
    ['The 60 days review: keep, improve or switch off', '"60 days" before a noun is one word: "60-day"'],
    ['A 30 days money-back guarantee.', '"30 days" before a noun is one word: "30-day"'],
  ])('reports a length before a noun not hyphenated in %j, with file and field', (text, message) => {
    const problems = checkTypography(
      'content/docs/training-resources.ts',
      'trainingResources.modules[4].description',
      text,
    );
    expect(problems).toEqual([
      expect.objectContaining({
        file: 'content/docs/training-resources.ts',
        path: 'trainingResources.modules[4].description',
        rule: 'typography',
      }),
    ]);
    expect(problems[0]!.message).toContain(message);
  });

  it('passes a hyphenated length, and a length that is not before a noun', () => {
    for (const text of [
      'prepare for the 60-day results review.',
      'Results within 60 days of go-live.',
      'Review every automation 60 days after go-live.',
      'Give 30 days’ notice by email.',
    ]) {
      expect(checkTypography('x', 'p', text), text).toEqual([]);
    }
  });

  it('treats frontmatter, code fences and imports as not prose', () => {
    const source = [
      '---',
      "excerpt: 'It''s here'",
      '---',
      "import { claims } from '../claims.ts';",
      '',
      'Prose here.',
      '```js',
      "const a = 'b';",
      '```',
      'More prose.',
    ].join('\n');
    expect(proseLines(source)).toEqual([false, false, false, false, true, true, false, false, false, true]);
  });
});
