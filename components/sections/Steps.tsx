import type { Phase, StepsSection } from '../../content/schema.ts';
import { ButtonLink } from '../ui/button/index.ts';
import { TextList } from '../ui/list/index.ts';
import { Copy } from './Notes.tsx';
import * as section from './Section.css.ts';
import { Section, type Toned } from './Section.tsx';
import * as styles from './Steps.css.ts';

/** A numbered list of steps or phases: number, title, when, what happens and its points. */
export function StepList({
  steps,
  columns = 3,
  level = 3,
}: {
  steps: Phase[];
  columns?: 2 | 3 | 4;
  /** Heading level of each step's title: 4 where the list sits under an h3. */
  level?: 3 | 4;
}) {
  const Title = `h${level}` as const;
  return (
    <ol className={section.grid({ columns })}>
      {steps.map((step, index) => (
        <li key={step.title} className={section.card}>
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          <Title>{step.title}</Title>
          <p className={styles.duration}>{step.duration}</p>
          <p>
            <Copy text={step.description} />
          </p>
          {step.points.length > 0 ? <TextList items={step.points} className={styles.points} /> : null}
        </li>
      ))}
    </ol>
  );
}

/** Steps under a heading, with a line under them and a call to action. */
export function Steps({ heading, steps, note, cta, id, tone = 'muted' }: StepsSection & Toned & { id?: string }) {
  return (
    <Section heading={heading} tone={tone} id={id}>
      <StepList steps={steps} columns={steps.length === 4 ? 4 : 3} />
      {note ? (
        <p className={styles.note}>
          <Copy text={note} />
        </p>
      ) : null}
      {cta ? (
        <div className={section.actions}>
          <ButtonLink href={cta.href}>{cta.label}</ButtonLink>
        </div>
      ) : null}
    </Section>
  );
}
