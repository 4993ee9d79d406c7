import { describe, expect, it } from 'vitest';
import { inlineStylesheets, styleHash } from './inline-css.ts';

describe('inlineStylesheets', () => {
  const css = ':root{--a:1}body{margin:0}';
  const page =
    '<head><link rel="stylesheet" type="text/css" href="/assets/static/style.abc.css"><meta charset="utf-8"></head>';

  it('replaces the link with the stylesheet and reports it for hashing', () => {
    const { html, styles } = inlineStylesheets(page, () => css);
    expect(html).toBe(`<head><meta charset="utf-8"><style>${css}</style></head>`);
    expect(styles).toEqual([css]);
    expect(styleHash(css)).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  });

  it('refuses a stylesheet that could close the element', () => {
    expect(() => inlineStylesheets(page, () => 'a{}</style><script>x</script>')).toThrow(/cannot be inlined/);
  });

  it('leaves pages without stylesheet links alone', () => {
    expect(inlineStylesheets('<p>hi</p>', () => css)).toEqual({ html: '<p>hi</p>', styles: [] });
  });
});
