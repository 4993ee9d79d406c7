import { useId, type ReactNode } from 'react';
import { navigation } from '../../content/navigation.ts';
import { formatDate } from '../../lib/format.ts';
import type { HeadingEntry } from '../../lib/mdx/headings.ts';
import * as prose from '../mdx/Prose.css.ts';
import { Breadcrumbs } from './Breadcrumbs.tsx';
import * as styles from './DocLayout.css.ts';

export interface PagerLink {
  href: string;
  label: string;
}

/**
 * A long-form page, read like Starlight's: breadcrumbs, one h1, the text with anchored headings, an
 * "On this page" list of its sections and previous/next links. Printing drops the shell and the navigation.
 */
export function DocLayout({
  path,
  title,
  lead,
  meta,
  updated,
  headings,
  previous,
  next,
  children,
}: {
  path: string;
  title: string;
  lead?: string;
  /** A line under the title (date, author, reading time). */
  meta?: ReactNode;
  /** ISO date of the last change, shown as "Last updated". */
  updated?: string;
  headings: readonly HeadingEntry[];
  previous?: PagerLink;
  next?: PagerLink;
  children: ReactNode;
}) {
  const tocId = useId();
  const sections = headings.filter((heading) => heading.depth === 2);
  const { pageNav } = navigation;
  return (
    <>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Breadcrumbs path={path} />
          <h1>{title}</h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
          {meta ? <p className={styles.meta}>{meta}</p> : null}
          {updated ? (
            <p className={styles.meta}>
              {pageNav.updated}: <time dateTime={updated}>{formatDate(updated)}</time>
            </p>
          ) : null}
        </div>
      </header>
      <div className={styles.layout}>
        {sections.length > 1 ? (
          <nav className={styles.toc} aria-labelledby={tocId} data-pagefind-ignore="">
            <h2 id={tocId} className={styles.tocTitle}>
              {pageNav.onThisPage}
            </h2>
            <ol>
              {sections.map((heading) => (
                <li key={heading.id}>
                  <a href={`#${heading.id}`}>{heading.text}</a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <div className={styles.article}>
          <div className={prose.prose}>{children}</div>
          {previous || next ? (
            <nav className={styles.pager} aria-label={`${pageNav.previous} / ${pageNav.next}`} data-pagefind-ignore="">
              {previous ? (
                <a className={styles.pagerLink} href={previous.href} rel="prev">
                  <span className={styles.pagerLabel}>{pageNav.previous}</span>
                  <span className={styles.pagerTitle}>{previous.label}</span>
                </a>
              ) : null}
              {next ? (
                <a className={`${styles.pagerLink} ${styles.pagerNext}`} href={next.href} rel="next">
                  <span className={styles.pagerLabel}>{pageNav.next}</span>
                  <span className={styles.pagerTitle}>{next.label}</span>
                </a>
              ) : null}
            </nav>
          ) : null}
        </div>
      </div>
    </>
  );
}
