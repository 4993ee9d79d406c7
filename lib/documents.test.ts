import { describe, expect, it } from 'vitest';
import { WORDS_PER_MINUTE, countWords, readingMinutes } from './documents.ts';

describe('reading time', () => {
  it('counts the words a reader meets in rendered HTML: text, figures and notes in, tags, scripts and styles out', () => {
    expect(WORDS_PER_MINUTE).toBeGreaterThanOrEqual(200);
    expect(WORDS_PER_MINUTE).toBeLessThanOrEqual(250);
    const html = [
      '<h2 id="two-words">Two words</h2>',
      '<p>Saves <span>20+</span><sup><a href="#note-x">1</a></sup> hours a week &amp; more.</p>',
      '<script>const notCounted = true;</script><style>p { color: red }</style>',
      '<ol><li id="note-x">How it is counted. <a href="#ref-x">↩</a></li></ol>',
    ].join('');
    // Two words; Saves 20+ 1 hours a week more; How it is counted.
    expect(countWords(html)).toBe(2 + 7 + 4);
  });

  it('rounds to whole minutes, at least one', () => {
    expect(readingMinutes(0)).toBe(1);
    expect(readingMinutes(WORDS_PER_MINUTE * 8 + 100)).toBe(8);
    expect(readingMinutes(WORDS_PER_MINUTE * 8 - 100)).toBe(8);
  });
});
