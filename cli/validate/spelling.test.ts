import { describe, expect, it } from 'vitest';
import { checkSpelling } from './spelling.ts';

describe('checkSpelling', () => {
  it.each([
    ['Process Optimization Services', 'Optimization', 'optimisation'],
    ['We organize the work.', 'organize', 'organise'],
    ['Thank you for your inquiry.', 'inquiry', 'enquiry'],
    ['Send us an e-mail.', 'e-mail', 'email'],
    ['It categorized every receipt.', 'categorized', 'categorised'],
  ])('reports %j with file, field and the British form', (text, word, british) => {
    const problems = checkSpelling('content/x.ts', 'page.title', text);
    expect(problems).toEqual([expect.objectContaining({ file: 'content/x.ts', path: 'page.title', rule: 'spelling' })]);
    expect(problems[0]!.message).toContain(`"${word}"`);
    expect(problems[0]!.message).toContain(`"${british}"`);
  });

  it('matches whole words only, and skips URLs, paths, code and ids', () => {
    for (const text of [
      'process-optimization',
      '/services/process-optimization',
      'See [the service](/services/process-optimization) for details.',
      'Read https://example.com/optimization today.',
      'Set `color: red` in the style.',
      'The Centrepoint and Colorado offices.',
      'Our optimisation support, organised by enquiry.',
      'Open <Link href="/services/process-optimization">it</Link> now.',
    ]) {
      expect(checkSpelling('x', 'p', text), text).toEqual([]);
    }
  });
});
