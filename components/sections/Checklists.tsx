import { useId } from 'react';
import type { SectionHeading } from '../../content/schema.ts';
import { TickList } from './TickList.tsx';
import * as styles from './Checklists.css.ts';
import * as section from './Section.css.ts';
import type { Toned } from './Section.tsx';

export interface Checklist {
  heading: SectionHeading;
  items: string[];
}

function ChecklistPanel({ heading, items }: Checklist) {
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      {heading.eyebrow ? <p className={section.eyebrow}>{heading.eyebrow}</p> : null}
      <h2 id={headingId}>{heading.title}</h2>
      {heading.intro ? <p className={section.intro}>{heading.intro}</p> : null}
      <TickList items={items} gap="sm" className={styles.items} />
    </section>
  );
}

/** Ticked lists side by side on wide screens, each under its own heading ("What you get", "Ideal for"). */
export function Checklists({ lists, tone }: { lists: Checklist[] } & Toned) {
  return (
    <div className={section.root({ tone })}>
      <div className={`${section.inner} ${styles.grid}`}>
        {lists.map((list) => (
          <ChecklistPanel key={list.heading.title} {...list} />
        ))}
      </div>
    </div>
  );
}
