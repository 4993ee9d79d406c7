import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getRoute, routes } from '../lib/routes.ts';
import { contentFiles, gitCommitDate, lastModified, sitemapXml } from './sitemap.ts';

const BUILD = '2030-01-01';

describe('each page’s <lastmod>', () => {
  it('is an article’s or legal page’s own date, whatever git says', () => {
    const article = routes.find((route) => route.path.startsWith('/blog/'));
    expect(article?.date).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(lastModified(article!, { gitDate: () => '2029-05-05T10:00:00+00:00', buildDate: BUILD })).toBe(
      article?.date,
    );
    expect(getRoute('/privacy').date).toMatch(/^\d{4}-\d\d-\d\d$/);
  });

  it('is the last commit of the files a page is built from, asked of git with those files', () => {
    const asked: string[][] = [];
    const gitDate = (files: readonly string[]) => (asked.push([...files]), '2026-02-03T04:05:06+00:00');
    expect(lastModified(getRoute('/pricing'), { gitDate, buildDate: BUILD })).toBe('2026-02-03T04:05:06+00:00');
    expect(asked[0]).toContain('content/pricing.ts');
    expect(lastModified(getRoute('/services/ai-automation'), { gitDate, buildDate: BUILD })).toBe(
      '2026-02-03T04:05:06+00:00',
    );
    expect(asked[1]).toEqual(['content/services/ai-automation.ts']);
  });

  it('falls back to the build date only when git has no history for those files', () => {
    expect(lastModified(getRoute('/pricing'), { gitDate: () => undefined, buildDate: BUILD })).toBe(BUILD);
    const xml = sitemapXml({
      gitDate: (files) => (files.includes('content/about.ts') ? '2026-03-04' : undefined),
      buildDate: BUILD,
    });
    expect(xml).toContain('/about</loc><lastmod>2026-03-04</lastmod>');
    expect(xml).toContain('/pricing</loc><lastmod>2030-01-01</lastmod>');
    expect(xml).toMatch(/\/blog\/[a-z0-9-]+<\/loc><lastmod>\d{4}-\d\d-\d\d<\/lastmod>/);
  });

  it('dates a list page by its entries as well as its own module, and an MDX page by its file', () => {
    expect(contentFiles(getRoute('/blog'))).toEqual(['content/blog', 'content/blogPage.ts']);
    expect(contentFiles(getRoute('/services'))).toEqual(['content/servicePages.ts', 'content/services']);
    const guide = routes.find((route) => route.path.startsWith('/docs/'));
    expect(contentFiles(guide!)).toEqual([guide?.sources[0]]);
    // Every live page's sources exist, so git is asked about real files.
    for (const route of routes.filter((r) => r.sitemap))
      expect(contentFiles(route).length, route.path).toBeGreaterThan(0);
  });

  it('reads the commit date from git, and none where there is no repository', () => {
    expect(gitCommitDate(['package.json'])).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
    const bare = mkdtempSync(path.join(tmpdir(), 'sitemap-'));
    try {
      writeFileSync(path.join(bare, 'page.ts'), '');
      expect(gitCommitDate(['page.ts'], bare)).toBeUndefined();
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });
});
