/**
 * What only the build can say, now that every audit reads the site as a server sends it: the route registry
 * (lib/routes.ts) and dist/client agree. A live route has its file and its noindex, a pending route has none, and
 * no HTML file exists that no route owns (a page nobody audits or lists). Runs after the build (tests/tools/run.sh).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOWNLOADS_PATH } from '../../lib/downloads.ts';
import { notFoundRoute, routes } from '../../lib/routes.ts';

const ROOT = 'dist/client';
const built = readdirSync(ROOT, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
  .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
const noindex = (file: string) =>
  /<meta name="robots" content="[^"]*noindex/.test(readFileSync(path.join(ROOT, file), 'utf8'));

describe('the route registry and the build agree', () => {
  it('every live route, and 404, has its file, saying noindex exactly when the registry does', () => {
    for (const route of [...routes.filter((r) => r.status === 'live'), notFoundRoute]) {
      expect(existsSync(path.join(ROOT, route.file)), `${route.path}: ${route.file}`).toBe(true);
      expect(noindex(route.file), `${route.path}: robots noindex`).toBe(route.noindex);
    }
  });

  it('no pending route is built, and no HTML file is there that no route owns (downloads aside)', () => {
    const owned = new Set([notFoundRoute, ...routes.filter((r) => r.status === 'live')].map((r) => r.file));
    const downloads = `${DOWNLOADS_PATH.slice(1)}/`;
    expect(built.filter((file) => !owned.has(file) && !file.startsWith(downloads))).toEqual([]);
  });
});
