import { describe, expect, it } from 'vitest';
import { WORDS_PER_MINUTE, articles, documents, readMdx } from './documents.ts';

const SPECIFIED = {
  '/blog/complete-guide-ai-automation-2025': 8,
  '/blog/workflow-automation-roi': 6,
} as const;

describe('reading time', () => {
  it('is counted from the text at about 225 words a minute, headings and lists in, code and markup out', () => {
    expect(WORDS_PER_MINUTE).toBeGreaterThanOrEqual(200);
    expect(WORDS_PER_MINUTE).toBeLessThanOrEqual(250);
    const { words } = readMdx(
      [
        '---',
        'title: Not counted',
        '---',
        "import { site } from '../site.ts';",
        '',
        '## Two words',
        '',
        'Three more words, [and a link](/contact).',
        '',
        '- a list item',
        '',
        '```ts',
        'const notCounted = true;',
        '```',
        '',
        '<Callout>Inside a component</Callout>',
      ].join('\n'),
    );
    expect(words).toBe(2 + 6 + 3 + 3);
  });

  it('makes the brief’s 8 and 6 minutes true of the two specified articles', () => {
    for (const [path, minutes] of Object.entries(SPECIFIED)) {
      const article = articles.find((a) => a.path === path);
      expect(article, path).toBeDefined();
      expect(article!.readingMinutes, path).toBe(minutes);
      expect(article!.readingMinutes).toBe(Math.round(article!.words / WORDS_PER_MINUTE));
    }
  });

  it('gives the three further articles 600 to 1,000 words each', () => {
    const others = articles.filter((a) => !(a.path in SPECIFIED));
    expect(others).toHaveLength(3);
    for (const article of others) {
      expect(article.words, article.path).toBeGreaterThanOrEqual(600);
      expect(article.words, article.path).toBeLessThanOrEqual(1000);
    }
  });

  it('is at least one minute for every document', () => {
    for (const document of documents) expect(document.readingMinutes, document.path).toBeGreaterThanOrEqual(1);
  });
});
