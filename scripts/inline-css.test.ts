import { describe, expect, it } from 'vitest';
import { inlineStylesheets, styleHash } from './inline-css.ts';

describe('inlineStylesheets', () => {
  const sheets: Record<string, string> = {
    '/assets/static/theme.abc.css': ':root{--a:1}',
    '/assets/static/body.def.css': 'body{margin:0}',
  };
  const page =
    '<head>\n    <link rel="stylesheet" type="text/css" href="/assets/static/theme.abc.css">\n    <link rel="stylesheet" type="text/css" href="/assets/static/body.def.css">\n    <meta charset="utf-8"></head>';

  it('replaces the links with one <style> holding every stylesheet in order, to hash once', () => {
    const { html, css } = inlineStylesheets(page, (href) => sheets[href] ?? '');
    expect(css).toBe(':root{--a:1}\nbody{margin:0}');
    expect(html).toBe(`<head>\n    <meta charset="utf-8"><style>${css}</style></head>`);
    expect(styleHash(css)).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  });

  it('refuses a stylesheet that could close the element', () => {
    expect(() => inlineStylesheets(page, () => 'a{}</style><script>x</script>')).toThrow(/cannot be inlined/);
  });

  it('leaves pages without stylesheet links alone', () => {
    expect(inlineStylesheets('<p>hi</p>', () => '')).toEqual({ html: '<p>hi</p>', css: '' });
  });
});
