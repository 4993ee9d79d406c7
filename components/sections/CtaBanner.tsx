import { useId } from 'react';
import type { Home } from '../../content/home.ts';
import { ButtonLink } from '../ui/button/index.ts';
import * as styles from './CtaBanner.css.ts';

/** The closing call to action of a page. */
export function CtaBanner({ title, text, primary, secondary, note }: Home['finalCta']) {
  const headingId = useId();
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <div className={styles.box}>
        <h2 id={headingId}>{title}</h2>
        <p className={styles.text}>{text}</p>
        <div className={styles.actions}>
          <ButtonLink href={primary.href} size="lg" className={styles.primary}>
            {primary.label}
          </ButtonLink>
          <ButtonLink href={secondary.href} size="lg" tone="secondary" className={styles.secondary}>
            {secondary.label}
          </ButtonLink>
        </div>
        <p className={styles.note}>{note}</p>
      </div>
    </section>
  );
}
