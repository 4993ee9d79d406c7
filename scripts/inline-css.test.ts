import { describe, expect, it } from 'vitest';
import { inlineStylesheets, styleHash, topLevelStatements, withoutEarlierDuplicates } from './inline-css.ts';

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

describe('topLevelStatements', () => {
  it('splits rules, at-rule blocks and statements, not braces or semicolons in strings and comments', () => {
    const css = '@import "a;b.css";a{content:"}"}@media (min-width:1px){b{c:d}e{f:g}}/* } ; */h{i:j}';
    expect(topLevelStatements(css)).toEqual([
      '@import "a;b.css";',
      'a{content:"}"}',
      '@media (min-width:1px){b{c:d}e{f:g}}',
      '/* } ; */h{i:j}',
    ]);
  });
});

describe('withoutEarlierDuplicates', () => {
  it("keeps each statement where it last appears, whatever the files' whitespace", () => {
    const components = ':root{--a:1}.card{padding:1rem}.page{margin:0}';
    const client = '  :root{--a:1}\n  .card{padding:1rem}.toast{bottom:0}';
    expect(withoutEarlierDuplicates([components, client])).toBe(
      '.page{margin:0}\n  :root{--a:1}\n  .card{padding:1rem}.toast{bottom:0}',
    );
  });

  it('keeps the same rule in different media queries, and drops a sheet left empty', () => {
    const narrow = '@media (max-width:40em){.a{b:c}}';
    const wide = '@media (min-width:40em){.a{b:c}}';
    expect(withoutEarlierDuplicates([narrow, wide, narrow])).toBe(`${wide}\n${narrow}`);
  });

  it('refuses cascade layers, whose order is where a name first appears', () => {
    expect(() => withoutEarlierDuplicates(['@layer base{a{b:c}}', '@layer base{a{b:c}}'])).toThrow(/@layer/);
  });
});
