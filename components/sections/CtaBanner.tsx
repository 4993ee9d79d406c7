import { useId } from 'react';
import type { CtaSection } from '../../content/schema.ts';
import { ButtonLink } from '../ui/button/index.ts';
import * as styles from './CtaBanner.css.ts';

/** The closing call to action of a page. */
export function CtaBanner({ title, text, primary, secondary, note }: CtaSection) {
  const headingId = useId();
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <div className={styles.box}>
        <h2 id={headingId}>{title}</h2>
        <p className={styles.text}>{text}</p>
        <div className={styles.actions}>
          <ButtonLink href={primary.href} size="lg" tone="inverse">
            {primary.label}
          </ButtonLink>
          {secondary ? (
            <ButtonLink href={secondary.href} size="lg" tone="inverseOutline">
              {secondary.label}
            </ButtonLink>
          ) : null}
        </div>
        {note ? <p className={styles.note}>{note}</p> : null}
      </div>
    </section>
  );
}
