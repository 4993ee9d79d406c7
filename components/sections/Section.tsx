import { useId, type ReactNode } from 'react';
import type { SectionHeading } from '../../content/schema.ts';
import * as styles from './Section.css.ts';

/** A page section with its h2, labelled for landmark navigation. */
export function Section({
  heading,
  tone,
  id,
  children,
}: {
  heading: SectionHeading;
  tone?: 'plain' | 'muted';
  id?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className={styles.root({ tone })} aria-labelledby={headingId} id={id}>
      <div className={styles.inner}>
        <header className={styles.header}>
          {heading.eyebrow ? <p className={styles.eyebrow}>{heading.eyebrow}</p> : null}
          <h2 id={headingId}>{heading.title}</h2>
          {heading.intro ? <p className={styles.intro}>{heading.intro}</p> : null}
        </header>
        {children}
      </div>
    </section>
  );
}
