import { describe, expect, it } from 'vitest';
import { home } from '../content/home.ts';
import { logoSvg } from './build-logos.ts';

describe('tool strip marks', () => {
  it('draws every mark the home page names, in its brand colour with its name as title', () => {
    for (const tool of home.tools.logos) {
      if (!tool.simpleIcon) continue;
      const svg = logoSvg(tool.simpleIcon);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 24 24" role="img">/);
      expect(svg).toContain(`<title>${tool.name}</title>`);
      expect(svg).toMatch(/fill="#[0-9A-F]{6}"/);
    }
  });

  it('fails on a slug simple-icons does not have', () => {
    expect(() => logoSvg('no-such-brand')).toThrow(/simple-icons has no mark/);
  });
});
