import type { Home } from '../../content/home.ts';
import { Icon } from './Icon.tsx';
import * as styles from './Proof.css.ts';
import * as section from './Section.css.ts';
import { Section } from './Section.tsx';

/** Testimonials with their measured results, then the headline stats. */
export function Proof({ heading, testimonials, stats }: Home['proof']) {
  return (
    <Section heading={heading} tone="muted">
      <ul className={section.grid({ columns: 3 })}>
        {testimonials.map((t) => (
          <li key={t.author} className={section.card}>
            <figure className={styles.quote}>
              <blockquote className={styles.text}>
                <p>“{t.quote}”</p>
              </blockquote>
              <ul className={styles.metrics} aria-label={`Results for ${t.company}`}>
                {t.metrics.map((metric) => (
                  <li key={metric} className={styles.metric}>
                    {metric}
                  </li>
                ))}
              </ul>
              <figcaption className={styles.caption}>
                <cite className={styles.author}>{t.author}</cite>
                {t.role}, {t.company} · {t.industry}
                <span className={styles.roi}>{t.roi}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <ul className={`${section.grid({ columns: 3 })} ${styles.stats}`}>
        {stats.map((stat) => (
          <li key={stat.label} className={styles.stat}>
            <span className={styles.statIcon}>
              <Icon name={stat.icon} size={32} />
            </span>
            <span className={styles.statValue}>{stat.value}</span>
            <span className={styles.statLabel}>{stat.label}</span>
            <span className={styles.statSubtitle}>{stat.subtitle}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
