import type { Home } from '../../content/home.ts';
import { ButtonLink } from '../ui/button/index.ts';
import * as section from './Section.css.ts';
import { Section } from './Section.tsx';
import * as styles from './Steps.css.ts';

/** A numbered sequence of steps (the 3-step framework) with a call to action. */
export function Steps({ heading, steps, cta }: Home['framework']) {
  return (
    <Section heading={heading} tone="muted">
      <ol className={section.grid({ columns: 3 })}>
        {steps.map((step, index) => (
          <li key={step.title} className={section.card}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <h3>{step.title}</h3>
            <p className={styles.duration}>{step.duration}</p>
            <p>{step.description}</p>
            <ul className={styles.points}>
              {step.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <div className={section.actions}>
        <ButtonLink href={cta.href}>{cta.label}</ButtonLink>
      </div>
    </Section>
  );
}
