import type { AnchorHTMLAttributes } from 'react';
import { findRoute, normalisePath } from '../../lib/routes.ts';

/**
 * Links written in MDX, checked as the page renders: a site path must be a route of the registry, or the
 * build fails naming it. (A route still pending is allowed, and reported by `audit links`, as are anchors on
 * other pages.)
 */
export function MdxLink({ href = '', children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (href.startsWith('/')) {
    const route = findRoute(normalisePath(href));
    if (!route) throw new Error(`MDX link to ${href}: no route has that path (content/routes.ts, lib/documents.ts)`);
  }
  const external = /^https?:\/\//.test(href);
  return (
    <a href={href} {...rest} {...(external ? { rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}
