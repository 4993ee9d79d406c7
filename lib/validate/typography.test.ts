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
