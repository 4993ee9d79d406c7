import { describe, expect, it } from 'vitest';
import { escapeRegExp } from './regexp.ts';

describe('escapeRegExp', () => {
  it.each(['https://example.co.uk', './chunks/x-1.js', 'a.b*c+d?e^f$g{h}i(j)k|l[m]n\\o', 'Call 0800 (free)'])(
    'matches %j literally and nothing else',
    (text) => {
      const pattern = new RegExp(`^${escapeRegExp(text)}$`, 'u');
      expect(pattern.test(text)).toBe(true);
      expect(pattern.test(`${text}x`)).toBe(false);
      expect(pattern.test(text.replace(/./u, 'Z'))).toBe(false);
    },
  );
});
