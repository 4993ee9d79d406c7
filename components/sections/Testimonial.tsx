import type { Testimonial } from '../../content/schema.ts';
import { TextList } from '../ui/list/index.ts';
import * as styles from './Proof.css.ts';

/** A client's words with who said them, their results and return. */
export function TestimonialCard({ quote, author, role, company, industry, metrics, roi }: Testimonial) {
  return (
    <figure className={styles.quote}>
      <blockquote className={styles.text}>
        <p>“{quote}”</p>
      </blockquote>
      {metrics.length > 0 ? (
        <TextList
          items={metrics}
          className={styles.metrics}
          itemClassName={styles.metric}
          aria-label={`Results for ${company}`}
        />
      ) : null}
      <figcaption className={styles.caption}>
        <cite className={styles.author}>{author}</cite>
        {role}, {company}
        {industry ? ` · ${industry}` : ''}
        {roi ? <span className={styles.roi}>{roi}</span> : null}
      </figcaption>
    </figure>
  );
}
