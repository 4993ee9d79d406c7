import { useId, type ReactNode } from 'react';
import type { IconName, SectionHeading } from '../../content/schema.ts';
import { Icon } from '../ui/icon/index.ts';
import { Copy } from './Notes.tsx';
import * as styles from './Section.css.ts';

/** A section's ground: the page's (`plain`, the default) or the muted one, to set it apart from its neighbours. */
export interface Toned {
  tone?: 'plain' | 'muted';
}

/** A page section with its h2, labelled for landmark navigation. */
export function Section({
  heading,
  tone,
  id,
  icon,
  children,
}: Toned & {
  heading: SectionHeading;
  id?: string;
  /** Decorative icon before the h2. */
  icon?: IconName;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section className={styles.root({ tone })} aria-labelledby={headingId} id={id}>
      <div className={styles.inner}>
        <header className={styles.header}>
          {heading.eyebrow ? <p className={styles.eyebrow}>{heading.eyebrow}</p> : null}
          <h2 id={headingId} className={icon ? styles.titleWithIcon : undefined}>
            {icon ? (
              <span className={styles.icon}>
                <Icon name={icon} />
              </span>
            ) : null}
            <Copy text={heading.title} />
          </h2>
          {heading.intro ? (
            <p className={styles.intro}>
              <Copy text={heading.intro} />
            </p>
          ) : null}
        </header>
        {children}
      </div>
    </section>
  );
}
