/**
 * sitemap.xml and robots.txt, from the route registry: absolute URLs of live, indexable routes only, each with
 * its page's own `<lastmod>`, never one build date for all: the date its content states (an article's date, a legal
 * page's `updated`), else the last commit of the files its words come from, else (no git history, as in a tarball) the
 * build's date. A build date on every page would tell crawlers that everything changed at every deploy.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { site } from '../content/site.ts';
import { listFolders } from '../lib/documents.ts';
import { escapeHtml } from '../lib/html.ts';
import { type Route, routes } from '../lib/routes.ts';
import { absoluteUrl } from '../lib/seo.ts';

/** How the sitemap finds a date: a commit date for files (undefined when git has none), and the build's. */
export interface DateSources {
  gitDate: (files: readonly string[]) => string | undefined;
  buildDate: string;
}

/** A relative import or re-export: its named bindings and its specifier. */
const IMPORT = /(?:^|\n)\s*(?:import|export)\s([^'"]*?)from\s+['"](\.[^'"]+)['"]/g;
/** A collection module reading its folder of entries (content/entries.ts). */
const ENTRY_FOLDER = /importFolder\(\s*['"]([^'"]+)['"]/g;

/**
 * The files a route's words come from: its MDX file or record as they are, and for a vike folder the content
 * modules its own files import (not its subfolders', which are other routes), with the folders of entries a
 * list page shows (services, case studies, articles, guides); the folder's files themselves when they import
 * no content. Paths are project-relative, from `root`.
 */
export function contentFiles(route: Pick<Route, 'sources'>, root = process.cwd()): string[] {
  const project = (file: string) => path.relative(root, file).split(path.sep).join('/');
  const files = route.sources.flatMap((source) => {
    if (!source.startsWith('pages/')) return [source];
    const folder = path.join(root, source);
    const own = readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
      .map((entry) => entry.name);
    const imported = own.flatMap((name) =>
      [...readFileSync(path.join(folder, name), 'utf8').matchAll(IMPORT)].flatMap(
        ([, bindings = '', specifier = '']) => {
          const file = project(path.resolve(folder, specifier));
          if (file === 'lib/documents.ts') {
            return Object.entries(listFolders).flatMap(([list, dir]) =>
              new RegExp(`\\b${list}\\b`).test(bindings) ? [dir] : [],
            );
          }
          if (!file.startsWith('content/')) return [];
          const entries = [...readFileSync(path.join(root, file), 'utf8').matchAll(ENTRY_FOLDER)];
          return [file, ...entries.map(([, dir = '']) => dir)];
        },
      ),
    );
    return imported.length > 0 ? imported : own.map((name) => `${source}/${name}`);
  });
  return [...new Set(files)].sort();
}

/** The last commit date of `files` (`git log -1 --format=%cI`), or undefined with no git or no history. */
export function gitCommitDate(files: readonly string[], cwd = process.cwd()): string | undefined {
  if (files.length === 0) return undefined;
  try {
    const out = execFileSync('git', ['log', '-1', '--format=%cI', '--', ...files], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return out.trim() || undefined;
  } catch {
    return undefined;
  }
}

/** A route's `<lastmod>`: its own date, else its files' last commit, else the build's date. */
export function lastModified(
  route: Pick<Route, 'sources' | 'date'>,
  dates: DateSources,
  files: (route: Pick<Route, 'sources'>) => readonly string[] = contentFiles,
): string {
  return route.date ?? dates.gitDate(files(route)) ?? dates.buildDate;
}

export function sitemapXml(dates: DateSources, from: readonly Route[] = routes): string {
  const urls = from
    .filter((route) => route.sitemap)
    .map(
      (route) =>
        `  <url><loc>${escapeHtml(absoluteUrl(route.path))}</loc><lastmod>${escapeHtml(lastModified(route, dates))}</lastmod></url>`,
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${site.origin}/sitemap.xml\n`;
}
