import type { ProofSection } from '../../content/schema.ts';
import { Icon } from '../ui/icon/index.ts';
import * as styles from './Proof.css.ts';
import * as section from './Section.css.ts';
import { Copy } from './Notes.tsx';
import { Section } from './Section.tsx';
import { TestimonialCard } from './Testimonial.tsx';

/** Testimonials with their measured results, then the headline stats. */
export function Proof({ heading, testimonials, stats }: ProofSection) {
  return (
    <Section heading={heading} tone="muted">
      <ul className={section.grid({ columns: 3 })}>
        {testimonials.map((t) => (
          <li key={t.author} className={section.card}>
            <TestimonialCard {...t} />
          </li>
        ))}
      </ul>
      {stats.length > 0 ? (
        <ul className={`${section.grid({ columns: 3 })} ${styles.stats}`}>
          {stats.map((stat) => (
            <li key={stat.label} className={styles.stat}>
              <span className={styles.statIcon}>
                <Icon name={stat.icon} size={32} />
              </span>
              <span className={styles.statValue}>
                <Copy text={stat.value} />
              </span>
              <span className={styles.statLabel}>{stat.label}</span>
              <span className={styles.statSubtitle}>{stat.subtitle}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  );
}
