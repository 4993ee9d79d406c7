/** sitemap.xml and robots.txt, from the route registry: absolute URLs of live, indexable routes only. */
import { site } from '../content/site.ts';
import { escapeHtml } from './html.ts';
import { routes } from './routes.ts';
import { absoluteUrl } from './seo.ts';

export function sitemapXml(lastModified: string): string {
  const urls = routes
    .filter((route) => route.sitemap)
    .map((route) => `  <url><loc>${escapeHtml(absoluteUrl(route.path))}</loc><lastmod>${lastModified}</lastmod></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${site.origin}/sitemap.xml\n`;
}
