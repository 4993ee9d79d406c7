import type { ReactNode } from 'react';
import { navigation } from '../../content/navigation.ts';
import * as styles from './Prose.css.ts';
import { textOf } from './text.ts';

/**
 * An MDX heading with its anchor link (ids come from lib/mdx/headings.ts, the same ids "On this page" uses).
 * The anchor is left out of the search index: its text is not the page's content.
 */
export function Heading({ level, id, children }: { level: 2 | 3 | 4; id?: string; children?: ReactNode }) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id}>
      {children}
      {id ? (
        <a
          className={styles.anchor}
          href={`#${id}`}
          aria-label={navigation.pageNav.sectionLink.replace('{heading}', textOf(children))}
          data-pagefind-ignore=""
        >
          #
        </a>
      ) : null}
    </Tag>
  );
}
