/**
 * The route registry: every route the site has or will have, with its head metadata. The nav, footer,
 * sitemap, head builder, CLI audits and the generated test suite all read it; nothing else lists routes.
 */
import { navigation } from '../content/navigation.ts';
import { routeMeta } from '../content/routes.ts';
import type { RouteMeta } from '../content/schema.ts';
import { services, type Service } from '../content/servicePages.ts';
import { documents, type AnyDocument } from './documents.ts';

export interface Route extends RouteMeta {
  /** Included in sitemap.xml: live and indexable. */
  sitemap: boolean;
  /** File the pre-render writes for this route, relative to dist/client. */
  file: string;
  /**
   * Where the page's words come from, project-relative, for its sitemap date (scripts/sitemap.ts): an MDX file or a
   * service's record, or for a page of typed content its vike folder (`pages/pricing`), which stands for the
   * content modules its files import.
   */
  sources: readonly string[];
  /** The page's own date, where its content states one (an article's `date`, a legal page's `updated`). */
  date?: string;
  /**
   * The vike page that renders it (`pages/blog/@slug` for every article): routes of one template share their
   * markup and scripts, so Lighthouse CI (lighthouserc.js) and the engine suites visit one of each, not all.
   */
  template: string;
}

/** Where a route's words come from, besides its head metadata, and the page that renders it. */
type Source = Pick<Route, 'sources' | 'date' | 'template'>;

/** The vike folder of a route of typed content (`/` is pages/index). */
const pageFolder = (path: string): string => (path === '/' ? 'pages/index' : `pages${path}`);

function toRoute([meta, source]: [RouteMeta, Source]): Route {
  return {
    ...meta,
    sitemap: meta.status === 'live' && !meta.noindex,
    file: meta.path === '/' ? 'index.html' : `${meta.path.slice(1)}.html`,
    ...source,
  };
}

/** An MDX page's own date, where its frontmatter has one. */
function documentDate(document: AnyDocument): Source {
  const date =
    document.collection === 'blog'
      ? document.data.date
      : document.collection === 'legal'
        ? document.data.updated
        : undefined;
  const template = document.collection === 'legal' ? 'pages/legal' : `pages/${document.collection}/@slug`;
  return { sources: [document.file], template, ...(date ? { date } : {}) };
}

/** An MDX page's route, from its frontmatter: every file is a live page. */
function documentRoute(document: AnyDocument): RouteMeta {
  const { data } = document;
  const common = {
    path: document.path,
    title: data.title,
    keywords: data.keywords,
    noindex: false,
    status: 'live',
  } as const;
  return document.collection === 'blog'
    ? { ...common, label: document.data.title, description: document.data.excerpt }
    : { ...common, label: document.data.label, description: document.data.description };
}

/** A service page's route, from its record (content/services/<id>.ts). */
function serviceRoute(service: Service): RouteMeta {
  return {
    path: service.path,
    label: service.name,
    title: service.meta.title ?? service.name,
    description: service.meta.description,
    keywords: service.meta.keywords,
    noindex: false,
    status: 'live',
  };
}

/** The typed routes with each service's page after /services, then the MDX pages. */
function typedRoutes(): [RouteMeta, Source][] {
  const index = routeMeta.findIndex((meta) => meta.path === '/services');
  if (index < 0) throw new Error('lib/routes.ts: content/routes.ts has no /services');
  const typed = (meta: RouteMeta): [RouteMeta, Source] => [
    meta,
    { sources: [pageFolder(meta.path)], template: pageFolder(meta.path) },
  ];
  return [
    ...routeMeta.slice(0, index + 1).map(typed),
    ...services.map((service): [RouteMeta, Source] => [
      serviceRoute(service),
      { sources: [`content/services/${service.id}.ts`], template: 'pages/services/@id' },
    ]),
    ...routeMeta.slice(index + 1).map(typed),
  ];
}

export const routes: readonly Route[] = [
  ...typedRoutes(),
  ...documents.map((document): [RouteMeta, Source] => [documentRoute(document), documentDate(document)]),
].map(toRoute);

const byPath = new Map(routes.map((route) => [route.path, route]));
if (byPath.size !== routes.length) throw new Error('lib/routes.ts: two routes share a path');

/** The not-found page: not a route, but pre-rendered as 404.html with its own head. */
export const notFoundRoute: Route = {
  path: '/404',
  label: 'Page not found',
  title: 'Page not found',
  description: 'The page you were looking for does not exist. Return to the home page to find what you need.',
  keywords: [],
  noindex: true,
  status: 'live',
  sitemap: false,
  file: '404.html',
  sources: ['pages/_error'],
  template: 'pages/_error',
};

/** Strip query, hash and trailing slash so `/pricing/?x=1#a` looks up `/pricing`. */
export function normalisePath(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? '/';
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : '/';
}

export function findRoute(pathname: string): Route | undefined {
  return byPath.get(normalisePath(pathname));
}

export function getRoute(pathname: string): Route {
  const route = findRoute(pathname);
  if (!route) throw new Error(`lib/routes.ts: no route ${pathname}`);
  return route;
}

export const liveRoutes = (): Route[] => routes.filter((route) => route.status === 'live');

/** Whether `pathname` is the current page or (for section links) an ancestor of it. */
export function isCurrent(linkPath: string, currentPath: string): boolean {
  return normalisePath(linkPath) === normalisePath(currentPath);
}

/** Trail from home to the route, for breadcrumbs on nested routes (`/docs/best-practices`). */
export function breadcrumbTrail(pathname: string): Route[] {
  const path = normalisePath(pathname);
  if (path === '/') return [];
  const segments = path.split('/').filter(Boolean);
  const trail: Route[] = [getRoute('/')];
  for (let i = 1; i <= segments.length; i++) {
    const route = findRoute(`/${segments.slice(0, i).join('/')}`);
    if (route) trail.push(route);
  }
  return trail;
}

export interface NavLink {
  href: string;
  label: string;
}

const toLink = (path: string): NavLink => ({ href: path, label: getRoute(path).label });

export const headerLinks: NavLink[] = navigation.header.map(toLink);
export const footerGroups: { title: string; titleHref?: string; links: NavLink[] }[] = navigation.footerGroups.map(
  (group) => ({
    title: group.title,
    ...(group.titlePath ? { titleHref: toLink(group.titlePath).href } : {}),
    links: group.paths.map(toLink),
  }),
);
