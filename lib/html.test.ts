import { describe, expect, it } from 'vitest';
import { escapeHtml, serializeJsonForScript } from './html.ts';

describe('escapeHtml', () => {
  it('escapes every character that could end a text node or attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('serializeJsonForScript', () => {
  const hostile = { name: '</script><script>alert(1)</script>', note: '<!-- & -->', line: 'a\u2028b\u2029c' };

  it('cannot close the script element or open a comment', () => {
    const json = serializeJsonForScript(hostile);
    expect(json).not.toMatch(/[<>&]/);
    expect(json).not.toMatch(/[\u2028\u2029]/);
  });

  it('still parses to the same value', () => {
    expect(JSON.parse(serializeJsonForScript(hostile))).toEqual(hostile);
  });
});
