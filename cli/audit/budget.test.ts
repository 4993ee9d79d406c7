import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { auditBudget, firstPaintAssets, staticImports } from './budget.ts';
import { type Fixture, fixtureRoute, fixtureSite, page, removeFixtures } from './fixtures.ts';

const gz = (text: string) => gzipSync(Buffer.from(text), { level: 9 }).length;

// Incompressible-ish content, so limits in the tests bite at predictable sizes.
const noise = (seed: number, length: number) => {
  let x = seed;
  let out = '';
  while (out.length < length) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    out += x.toString(36);
  }
  return out.slice(0, length);
};

const entry = `import{a}from"./shared.js";import"./unpreloaded.js";const l=()=>import("./lazy.js");console.log(a,l,"${noise(1, 3000)}");`;
const shared = `export const a="${noise(2, 2000)}";`;
const unpreloaded = `console.log("${noise(3, 500)}");`;
const lazy = `export default "${noise(4, 800)}";`;
const css = `body{color:red}/*${noise(5, 1000)}*/`;

const head = [
  '<link rel="stylesheet" href="/assets/site.css">',
  '<script type="module" src="/assets/entry.js"></script>',
  '<link rel="modulepreload" href="/assets/shared.js">',
  // The same file twice counts once.
  '<link rel="modulepreload" href="/assets/shared.js">',
  // Data and inert markup load nothing, whatever they contain.
  '<script type="application/json">{"x":"<link rel=\\"stylesheet\\" href=\\"/assets/ghost.css\\">"}</script>',
].join('\n');

let fixture: Fixture | undefined;
afterEach(removeFixtures);

function site() {
  fixture = fixtureSite({
    'index.html': page('Home', '<template><link rel="stylesheet" href="/assets/ghost.css"></template>', head),
    '404.html': page('Not found', '<p>Gone.</p>', '<link rel="stylesheet" href="/assets/site.css">'),
    'assets/entry.js': entry,
    'assets/shared.js': shared,
    'assets/unpreloaded.js': unpreloaded,
    'assets/lazy.js': lazy,
    'assets/site.css': css,
  });
  return fixture;
}

describe('firstPaintAssets', () => {
  it('finds scripts, module preloads and stylesheets, and ignores data blocks and templates', () => {
    const assets = firstPaintAssets(page('x', '<template><script src="/t.js"></script></template>', head));
    expect(assets.js).toEqual(['/assets/entry.js', '/assets/shared.js']);
    expect(assets.css).toEqual(['/assets/site.css']);
    expect(assets.external).toEqual([]);
  });

  it('resolves relative URLs against the page and reports other origins', () => {
    const html = '<script src="../a.js"></script><link rel=stylesheet href=https://cdn.example/x.css>';
    expect(firstPaintAssets(html, '/docs/guide')).toEqual({
      js: ['/a.js'],
      css: [],
      external: ['https://cdn.example/x.css'],
    });
  });
});

describe('staticImports', () => {
  it('follows static imports and re-exports, not dynamic import()', () => {
    expect(staticImports(entry, '/assets/entry.js')).toEqual(['/assets/shared.js', '/assets/unpreloaded.js']);
    expect(staticImports('export*from"../x.js";', '/assets/c/y.js')).toEqual(['/assets/x.js']);
  });
});

describe('auditBudget', () => {
  const routes = [fixtureRoute('/')];

  it('sums gzip -9 sizes per page, once per file, including static imports vike did not preload', () => {
    const report = auditBudget({ root: site().root, routes });
    const home = report.rows.find((row) => row.path === '/');
    expect(home?.jsGzip).toBe(gz(entry) + gz(shared) + gz(unpreloaded));
    expect(home?.cssGzip).toBe(gz(css));
    expect(home?.notPreloaded).toEqual(['/assets/unpreloaded.js']);
    expect(report.rows.find((row) => row.path === '/404')).toMatchObject({ jsGzip: 0, cssGzip: gz(css) });
    expect(report.lazy.map((asset) => asset.file)).toEqual(['/assets/lazy.js']);
    expect(report).toMatchObject({ ok: true, pages: 2, items: 4, problems: [] });
  });

  it('fails a page over its JS or CSS limit', () => {
    const report = auditBudget({ root: site().root, routes, limits: { js: gz(entry), css: 100 * 1024 } });
    expect(report.ok).toBe(false);
    expect(report.rows.find((row) => row.path === '/')?.pass).toBe(false);
    expect(report.problems).toEqual([expect.stringMatching(/^index\.html: JavaScript .* gzip is over/)]);

    const cssReport = auditBudget({ root: site().root, routes, limits: { js: 1024 * 1024, css: gz(css) - 1 } });
    expect(cssReport.problems).toHaveLength(2);
    expect(cssReport.problems.every((p) => p.includes('CSS'))).toBe(true);
  });

  it('fails on an asset missing from the build and on a page with nothing to measure', () => {
    fixture = fixtureSite({
      'index.html': page('Home', '', '<script type="module" src="/assets/gone.js"></script>'),
      '404.html': page('Not found'),
    });
    const report = auditBudget({ root: fixture.root, routes });
    expect(report.problems).toContain('index.html: references /assets/gone.js, which is not in the build');
    expect(report.ok).toBe(false);

    fixture.write('index.html', page('Home'));
    expect(auditBudget({ root: fixture.root, routes }).problems).toContain('checked 0 assets: nothing was audited');
  });
});
