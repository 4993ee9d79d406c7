import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import {
  BOOT_SOURCE,
  HEAD_SOURCE,
  deferModuleScripts,
  inlineHeadScript,
  islandPreloads,
  minifyPageScript,
} from './defer-scripts.ts';

describe('deferModuleScripts', () => {
  const page = [
    '<body><div id="root"></div>',
    '<script id="vike_pageContext" type="application/json">{}</script>',
    '<script src="/assets/entries/entry-server-routing.abc.js" type="module" async></script>',
    '<link rel="modulepreload" href="/assets/entries/pages_index.def.js" as="script" type="text/javascript">',
    '<link rel="modulepreload" href="/assets/chunks/chunk-1.js" as="script" type="text/javascript">',
    '</body>',
  ].join('\n');

  const boot = 'start("$&")';

  it('replaces the entry and its preloads with the inline boot script, keeping both lists', () => {
    const html = deferModuleScripts(page, boot);
    expect(html).toContain(
      '<script data-entry="/assets/entries/entry-server-routing.abc.js" data-preload="/assets/entries/pages_index.def.js /assets/chunks/chunk-1.js" data-manifest="/manifest.webmanifest">start("$&")</script>',
    );
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('type="module"');
    expect(html).not.toMatch(/<script[^>]* src=/);
    expect(html).toContain('vike_pageContext');
  });

  it('leaves a page without scripts alone', () => {
    expect(deferModuleScripts('<p>static</p>', boot)).toBe('<p>static</p>');
  });

  it('refuses a boot script that would end its own element', () => {
    expect(() => deferModuleScripts(page, 'x("</script>")')).toThrow(/cannot be inlined/);
  });
});

describe('islandPreloads', () => {
  const manifest = {
    'components/islands/hydrateIsland.ts': { file: 'assets/chunks/hydrate.js', imports: ['_react.js'] },
    'components/forms/ContactForm.island.tsx': {
      file: 'assets/chunks/contact.js',
      imports: ['_react.js', '_helper.js'],
    },
    '_react.js': { file: 'assets/chunks/react.js' },
    '_helper.js': { file: 'assets/chunks/preload-helper.js' },
  };
  const exists = (file: string) => !file.includes('preload-helper');

  it("requests a load island's chunk, React and the hydrating chunk with the page, once each", () => {
    const html = '<site-island data-island="ContactForm" data-when="interaction" data-with-page="" data-id="x">';
    expect(islandPreloads(html, manifest, exists)).toEqual([
      '/assets/chunks/hydrate.js',
      '/assets/chunks/react.js',
      '/assets/chunks/contact.js',
    ]);
    const page = [
      '<meta name="viewport" content="width=device-width">',
      '<script src="/assets/entries/e.js" type="module" async></script>',
      '<link rel="modulepreload" href="/assets/chunks/react.js" as="script" type="text/javascript">',
    ].join('\n');
    // The head script names the entry, its imports and the island's code, each once, for the first paint.
    expect(inlineHeadScript(page, 'head()', islandPreloads(html, manifest, exists))).toContain(
      '<script data-islands="/assets/entries/e.js /assets/chunks/react.js /assets/chunks/hydrate.js /assets/chunks/contact.js">head()</script>',
    );
    expect(inlineHeadScript(page, 'head()')).toContain('<script>head()</script>');
  });

  it("leaves an island that is not its page's own to be fetched when used, and refuses one the manifest lacks", () => {
    expect(islandPreloads('<site-island data-island="ContactForm" data-when="interaction">', manifest, exists)).toEqual(
      [],
    );
    expect(() =>
      islandPreloads('<site-island data-island="Nope" data-when="load" data-with-page="">', manifest, exists),
    ).toThrow(/Nope/);
  });
});

describe('inlineHeadScript', () => {
  const page =
    '<head>\n    <meta charset="utf-8">\n    <meta name="viewport" content="width=device-width">\n    <style>x</style>';

  it('puts the head script straight after the viewport, before the stylesheet', () => {
    const html = inlineHeadScript(page, 'theme("$&")');
    expect(html).toMatch(/<meta name="viewport"[^>]*>\s*<script>theme\("\$&"\)<\/script>\s*<style>/);
  });

  it('leaves a document with no viewport alone, and refuses one with two', () => {
    expect(inlineHeadScript('<p>download</p>', 'x')).toBe('<p>download</p>');
    expect(() => inlineHeadScript(`${page}<meta name="viewport" content="x">`, 'x')).toThrow(/two|2/);
  });

  it('refuses a script that would end its own element', () => {
    expect(() => inlineHeadScript(page, 'x("</script>")')).toThrow(/renderer\/head\.js.*cannot be inlined/);
  });
});

describe('minifyPageScript', () => {
  it('drops comments and whitespace but keeps what the boot script reads from its element', () => {
    const source = readFileSync(BOOT_SOURCE, 'utf8');
    const small = minifyPageScript(source, BOOT_SOURCE);
    expect(small.length).toBeLessThan(source.length * 0.6);
    expect(small).not.toContain('//');
    for (const kept of ['data-entry', 'data-preload', 'modulepreload', 'first-contentful-paint']) {
      expect(small).toContain(kept);
    }
  });

  it('keeps the names the head script shares with the rest of the site', () => {
    const small = minifyPageScript(readFileSync(HEAD_SOURCE, 'utf8'), HEAD_SOURCE);
    for (const kept of ['data-theme-option', 'site-island', '__firstTouch', 'data-pending', ':popover-open']) {
      expect(small).toContain(kept);
    }
  });

  it('refuses a script it cannot parse, naming it', () => {
    expect(() => minifyPageScript('function (', BOOT_SOURCE)).toThrow(/renderer\/boot\.js/);
  });
});
