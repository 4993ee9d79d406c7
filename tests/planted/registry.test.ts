/**
 * What only the build can say, now that every audit reads the site as a server sends it: the route registry
 * (lib/routes.ts) and dist/client agree. A live route has its file and its noindex, a pending route has none, and
 * no HTML file exists that no route owns (a page nobody audits or lists). Runs after the build (tests/tools/run.sh),
 * over the build and over a copy of its pages with one of each disagreement planted.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DOWNLOADS_PATH } from '../../lib/downloads.ts';
import { liveRoutes, notFoundRoute } from '../../lib/routes.ts';

/** Where the built pages in `root` and the registry disagree, one line each. */
function disagreements(root: string): string[] {
  const found: string[] = [];
  const owned = [notFoundRoute, ...liveRoutes()];
  for (const route of owned) {
    const file = path.join(root, route.file);
    if (!existsSync(file)) found.push(`${route.path}: ${route.file} not built`);
    else if (/<meta name="robots" content="[^"]*noindex/.test(readFileSync(file, 'utf8')) !== route.noindex)
      found.push(`${route.path}: robots noindex ${route.noindex ? 'missing' : 'not in the registry'}`);
  }
  const files = new Set(owned.map((r) => r.file));
  const downloads = `${DOWNLOADS_PATH.slice(1)}/`;
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    const file = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (entry.isFile() && file.endsWith('.html') && !files.has(file) && !file.startsWith(downloads))
      found.push(`${file}: no route owns it`);
  }
  return found;
}

const copy = mkdtempSync(path.join(os.tmpdir(), 'registry-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

describe('the route registry and the build agree', () => {
  it('every live route, and 404, has its file, saying noindex exactly when the registry does; no other page', () => {
    expect(disagreements('dist/client')).toEqual([]);
  });

  it('names a route with no page, a noindex the registry does not say, and a page no route owns', () => {
    cpSync('dist/client', copy, { recursive: true, filter: (from) => !path.extname(from) || from.endsWith('.html') });
    rmSync(path.join(copy, 'pricing.html'));
    const about = path.join(copy, 'about.html');
    writeFileSync(about, readFileSync(about, 'utf8').replace('<head>', '<head><meta name="robots" content="noindex">'));
    writeFileSync(path.join(copy, 'stray.html'), '<!doctype html><title>Stray</title>');
    expect(disagreements(copy).toSorted()).toEqual([
      '/about: robots noindex not in the registry',
      '/pricing: pricing.html not built',
      'stray.html: no route owns it',
    ]);
  });
});
