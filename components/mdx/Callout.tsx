import type { ReactNode } from 'react';
import * as styles from './Prose.css.ts';

/** A note, tip or warning set apart from the text (MDX: `<Callout tone="tip" title="…">`). */
export function Callout({
  tone = 'note',
  title,
  children,
}: {
  tone?: 'note' | 'tip' | 'warning';
  title?: string;
  children?: ReactNode;
}) {
  return (
    <aside className={styles.callout({ tone })}>
      {title ? <p className={styles.calloutTitle}>{title}</p> : null}
      {children}
    </aside>
  );
}
