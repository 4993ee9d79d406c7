import { describe, expect, it } from 'vitest';
import { cleanResultUrl } from './search.ts';

describe('cleanResultUrl', () => {
  it.each([
    ['/blog/workflow-automation-roi.html', '/blog/workflow-automation-roi'],
    ['/index.html', '/'],
    ['/', '/'],
    ['/docs/troubleshooting.html#quick-checks', '/docs/troubleshooting#quick-checks'],
    ['/case-studies', '/case-studies'],
  ])('drops .html and index.html, keeping anchors: %s is %s', (url, clean) => {
    expect(cleanResultUrl(url)).toBe(clean);
  });
});
