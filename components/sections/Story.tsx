import type { ReactNode } from 'react';
import type { ProseSection } from '../../content/schema.ts';
import { Copy } from './Notes.tsx';
import { Section } from './Section.tsx';
import * as styles from './Story.css.ts';

/** Running text under a heading, with an optional card beside it on wide screens (below it on phones). */
export function Story({ heading, paragraphs, aside }: ProseSection & { aside?: ReactNode }) {
  return (
    <Section heading={heading}>
      <div className={styles.layout({ aside: Boolean(aside) })}>
        <div className={styles.prose}>
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>
              <Copy text={paragraph} />
            </p>
          ))}
        </div>
        {aside ? <div>{aside}</div> : null}
      </div>
    </Section>
  );
}
