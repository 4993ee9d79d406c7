import type { AnchorHTMLAttributes } from 'react';
import { labels } from '../../content/labels.ts';
import { DOWNLOADS_PATH, findDownloadByUrl } from '../../lib/downloads.ts';
import { findRoute, normalisePath } from '../../lib/routes.ts';
import { visuallyHidden } from '../a11y.css.ts';

/**
 * Links written in MDX, checked as the page renders: a site path must be a route of the registry or one of
 * the downloads (lib/downloads.ts), or the build fails naming it. (A route still pending is allowed, and
 * reported by `audit links`, as are anchors on other pages.) A download opens in a new window, as the docs
 * hub's do, and says so.
 */
export function MdxLink({ href = '', children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (href.startsWith(`${DOWNLOADS_PATH}/`)) {
    if (!findDownloadByUrl(href)) throw new Error(`MDX link to ${href}: no download has that URL (lib/downloads.ts)`);
    return (
      <a href={href} {...rest} target="_blank" rel="noopener">
        {children}
        <span className={visuallyHidden}> {labels.newWindow}</span>
      </a>
    );
  }
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
