import type { PageContext } from 'vike/types';
import type { Route } from '../lib/routes.ts';

/** The registry entry a rendered page belongs to; error pages use the not-found entry (noindex). */
export function routeForPage(
  pageContext: Pick<PageContext, 'is404' | 'urlPathname' | 'errorWhileRendering' | 'abortStatusCode'>,
  find: (path: string) => Route | undefined,
  notFound: Route,
): Route {
  if (pageContext.is404 || pageContext.errorWhileRendering || pageContext.abortStatusCode) return notFound;
  const route = find(pageContext.urlPathname);
  if (!route) throw new Error(`No registry entry for ${pageContext.urlPathname}: add it to content/routes.ts`);
  if (route.status !== 'live') throw new Error(`${route.path} is rendered but marked pending in content/routes.ts`);
  return route;
}
