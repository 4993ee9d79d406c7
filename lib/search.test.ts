import { describe, expect, it } from 'vitest';
import { cleanResultUrl } from './search.ts';

describe('cleanResultUrl', () => {
  it('drops .html and index.html, keeping anchors', () => {
    expect(cleanResultUrl('/blog/workflow-automation-roi.html')).toBe('/blog/workflow-automation-roi');
    expect(cleanResultUrl('/index.html')).toBe('/');
    expect(cleanResultUrl('/')).toBe('/');
    expect(cleanResultUrl('/docs/troubleshooting.html#quick-checks')).toBe('/docs/troubleshooting#quick-checks');
    expect(cleanResultUrl('/case-studies')).toBe('/case-studies');
  });
});
