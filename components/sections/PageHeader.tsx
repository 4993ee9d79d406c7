import type { ReactNode } from 'react';
import * as styles from './PageHeader.css.ts';

/** The opening of an inner page: its h1 and a sentence. */
export function PageHeader({ title, intro, eyebrow }: { title: string; intro?: string; eyebrow?: string }) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1>{title}</h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
      </div>
    </header>
  );
}

/** The width-limited body of an inner page. */
export function PageBody({ children }: { children: ReactNode }) {
  return <div className={styles.body}>{children}</div>;
}
