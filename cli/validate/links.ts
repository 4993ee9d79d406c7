/**
 * Every internal link in content data and MDX resolves (docs/decisions/0004-content-is-typed-data-checked-twice.md):
 * its path to a registered route or a file the site serves, its `#fragment` to an element id of that page. Ids come
 * from what can be known without rendering: MDX heading ids, and ids content declares its pages render
 * (cli/validate/anchors.ts); `audit links` checks every fragment again in the built pages. A fragment with nowhere to
 * look is reported as unchecked, never passed. A link to a pending route is a warning: the page is specified but not
 * built, so it would 404 today.
 */
import { problem, type Problem } from './problem.ts';

/** A site path as content writes it: `/pricing`, `/case-studies#invoice-extraction`, `/roi-calculator?x=1`. */
export const isInternalHref = (value: string): boolean => /^\/(?!\/)\S*$/.test(value);

export interface FoundLink {
  file: string;
  path: string;
  href: string;
  /** The page the link is on, for a fragment-only link (`#emergency-support`) in an MDX page. */
  page?: string;
}

export interface LinkTargets {
  /** Registered routes by path, with their status. */
  routes: ReadonlyMap<string, 'live' | 'pending'>;
  /** Files the site serves that are not pages: `/downloads/roi-calculator.xls`, `/icon.svg`. */
  files: ReadonlySet<string>;
  /** Ids known from content, by route, with where they come from. */
  anchors: ReadonlyMap<string, { ids: ReadonlySet<string>; from: string[] }>;
}

export interface LinkCheck {
  problems: Problem[];
  /** Fragments with nowhere to look. */
  unchecked: FoundLink[];
  links: number;
  fragments: number;
}

/** `/pricing/?x#a` → `{ path: '/pricing', fragment: 'a' }`. */
export function splitHref(href: string, page?: string): { path: string; fragment?: string } {
  const hash = href.indexOf('#');
  const fragment = hash >= 0 ? decodeURIComponent(href.slice(hash + 1)) : undefined;
  const beforeHash = hash >= 0 ? href.slice(0, hash) : href;
  const raw = beforeHash.split('?')[0] ?? '';
  const path = raw === '' ? (page ?? '') : raw.length > 1 ? raw.replace(/\/+$/, '') || '/' : raw;
  return fragment === undefined || fragment === '' ? { path } : { path, fragment };
}

export function checkLinks(links: readonly FoundLink[], targets: LinkTargets): LinkCheck {
  const result: LinkCheck = { problems: [], unchecked: [], links: 0, fragments: 0 };
  for (const link of links) {
    result.links += 1;
    const { path, fragment } = splitHref(link.href, link.page);
    if (path === '') {
      result.unchecked.push(link);
      continue;
    }
    // A fragment-only link is on its own page, which exists: only its id is in question.
    const status = link.href.startsWith('#') ? 'live' : targets.routes.get(path);
    if (status === undefined) {
      if (!targets.files.has(path)) {
        result.problems.push(
          problem(
            link.file,
            link.path,
            'link',
            `${link.href} is no registered route (lib/routes.ts) and no file the site serves`,
          ),
        );
      }
      continue;
    }
    if (status === 'pending') {
      const where = link.href === path ? path : `${link.href}: ${path}`;
      result.problems.push(
        problem(link.file, link.path, 'link', `${where} is a pending route: it would 404 until its page is built`),
      );
    }
    if (fragment === undefined) continue;
    result.fragments += 1;
    const known = targets.anchors.get(path);
    if (known?.ids.has(fragment)) continue;
    const from = known?.from ?? [];
    if (from.length === 0) {
      result.unchecked.push(link);
      continue;
    }
    result.problems.push(
      problem(
        link.file,
        link.path,
        'anchor',
        `${link.href}: no element id "${fragment}" on ${path} (looked in ${from.join(', ')})`,
      ),
    );
  }
  return result;
}
