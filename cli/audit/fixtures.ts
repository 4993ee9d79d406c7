/** Tiny sites in temp folders for the audit tests: real files, served by the real server where needed. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Route } from '../../lib/routes.ts';

export function fixtureRoute(routePath: string, status: Route['status'] = 'live'): Route {
  return {
    path: routePath,
    label: routePath,
    title: routePath,
    description: 'A route that exists only in a test fixture, described at the length a schema accepts.',
    keywords: [],
    noindex: false,
    status,
    sitemap: false,
    file: routePath === '/' ? 'index.html' : `${routePath.slice(1)}.html`,
    sources: [],
  };
}

/** A standards-valid page under the committed .htmlvalidate.json; `body` is inserted into <main>. */
export function page(title: string, body = '<p>Text.</p>', head = ''): string {
  return `<!DOCTYPE html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${title}</title>
    ${head}
  </head>
  <body>
    <main>
      <h1>${title}</h1>
      ${body}
    </main>
  </body>
</html>
`;
}

export interface Fixture {
  root: string;
  write: (file: string, content: string | Buffer) => void;
  remove: () => void;
}

const created: Fixture[] = [];

/** Remove every fixture made so far: a test may make several. */
export function removeFixtures(): void {
  for (const fixture of created.splice(0)) fixture.remove();
}

export function fixtureSite(files: Record<string, string | Buffer> = {}): Fixture {
  const root = mkdtempSync(path.join(os.tmpdir(), 'audit-fixture-'));
  const write = (file: string, content: string | Buffer) => {
    const full = path.join(root, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, content);
  };
  for (const [file, content] of Object.entries(files)) write(file, content);
  const fixture = { root, write, remove: () => rmSync(root, { recursive: true, force: true }) };
  created.push(fixture);
  return fixture;
}
