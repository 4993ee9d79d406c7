import { describe, expect, it } from 'vitest';
import { articles, documents } from './documents.ts';
import { BLOG_COUNTS } from '../content/collections.ts';
import { navigation } from '../content/navigation.ts';
import { breadcrumbTrail, findRoute, footerGroups, headerLinks, isCurrent, normalisePath, routes } from './routes.ts';

const SPEC_ROUTES = [
  '/',
  '/pricing',
  '/roi-calculator',
  '/about',
  '/case-studies',
  '/docs',
  '/docs/implementation-guides',
  '/docs/best-practices',
  '/docs/troubleshooting',
  '/docs/getting-started',
  '/docs/training-resources',
  '/contact',
  '/contact-support',
  '/services/ai-automation',
  '/services/workflow-development',
  '/services/system-integration',
  '/services/process-optimization',
  '/services/training-support',
  '/blog',
  '/blog/complete-guide-ai-automation-2025',
  '/blog/workflow-automation-roi',
  '/api-reference',
  '/guides',
  '/privacy',
  '/terms',
  '/cookies',
  '/gdpr',
];

describe('route registry', () => {
  it('holds every route of docs/product.md#routes, plus /services and /search', () => {
    const paths = routes.map((r) => r.path);
    for (const path of [...SPEC_ROUTES, '/services', '/search']) expect(paths).toContain(path);
  });

  it('gives every MDX file a live route from its frontmatter, articles included', () => {
    expect(articles.length).toBeGreaterThanOrEqual(BLOG_COUNTS.articles);
    for (const document of documents) {
      const route = findRoute(document.path);
      expect(route?.title).toBe(document.data.title);
      expect(route?.status).toBe('live');
    }
    expect(findRoute('/blog/workflow-automation-roi')?.description).toBe(
      articles.find((a) => a.slug === 'workflow-automation-roi')?.data.excerpt,
    );
  });

  it('maps each route to the file the pre-render writes', () => {
    expect(findRoute('/')?.file).toBe('index.html');
    expect(findRoute('/docs/best-practices')?.file).toBe('docs/best-practices.html');
  });

  it('keeps noindex routes out of the sitemap, and pending ones too', () => {
    expect(findRoute('/search')?.sitemap).toBe(false);
    for (const route of routes) expect(route.sitemap).toBe(route.status === 'live' && !route.noindex);
  });

  it('normalises trailing slashes, queries and fragments', () => {
    expect(normalisePath('/pricing/')).toBe('/pricing');
    expect(normalisePath('/pricing?x=1#top')).toBe('/pricing');
    expect(normalisePath('/')).toBe('/');
    expect(isCurrent('/pricing', '/pricing/')).toBe(true);
    expect(isCurrent('/', '/pricing')).toBe(false);
  });

  it('builds breadcrumbs from home through each existing ancestor', () => {
    expect(breadcrumbTrail('/docs/best-practices').map((r) => r.path)).toEqual(['/', '/docs', '/docs/best-practices']);
    expect(breadcrumbTrail('/')).toEqual([]);
  });

  it('labels the header and footer links from the registry', () => {
    expect(headerLinks.map((l) => l.href)).toEqual(navigation.header);
    expect(headerLinks.find((l) => l.href === '/contact-support')?.label).toBe('Support');
    expect(footerGroups.map((g) => g.title)).toEqual(['Services', 'Company', 'Resources', 'Legal']);
    expect(footerGroups[0]?.links.map((l) => l.href)).toEqual(SPEC_ROUTES.filter((p) => p.startsWith('/services/')));
  });
});
