import type { Testimonial } from '../../content/schema.ts';
import * as styles from './Proof.css.ts';

/** A client's words with who said them, their results and return. */
export function TestimonialCard({ quote, author, role, company, industry, metrics, roi }: Testimonial) {
  return (
    <figure className={styles.quote}>
      <blockquote className={styles.text}>
        <p>“{quote}”</p>
      </blockquote>
      {metrics.length > 0 ? (
        <ul className={styles.metrics} aria-label={`Results for ${company}`}>
          {metrics.map((metric) => (
            <li key={metric} className={styles.metric}>
              {metric}
            </li>
          ))}
        </ul>
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
