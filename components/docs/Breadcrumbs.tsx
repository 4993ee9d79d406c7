import { navigation } from '../../content/navigation.ts';
import { breadcrumbTrail } from '../../lib/routes.ts';
import * as styles from './DocLayout.css.ts';

/** Home › Docs › Troubleshooting: the same trail as the page's BreadcrumbList structured data. */
export function Breadcrumbs({ path }: { path: string }) {
  const trail = breadcrumbTrail(path);
  if (trail.length < 2) return null;
  return (
    <nav aria-label={navigation.pageNav.breadcrumbs} className={styles.breadcrumbs} data-print-hidden="">
      <ol>
        {trail.map((route, index) =>
          index === trail.length - 1 ? (
            <li key={route.path} aria-current="page">
              {route.label}
            </li>
          ) : (
            <li key={route.path}>
              <a href={route.path}>{route.label}</a>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
