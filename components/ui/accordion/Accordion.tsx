/**
 * Our accordion, native: a group of `<details>` elements sharing one `name`, so the browser itself keeps one
 * section open at a time and lets the open one close (the single-open, collapsible accordion every list of
 * questions on the site is), with no script and no React: a tap opens a section the moment it is painted, with
 * scripts off too. `<summary>` is the trigger (Enter and Space, its expanded state exposed to assistive
 * technology); the heading inside it keeps the page's outline; a link to a section's `#id` opens it. The head
 * script (renderer/head.js) adds what HTML does not: Home, End and the arrow keys between a group's triggers.
 * Printing shows every section (Accordion.css.ts).
 * @see https://html.spec.whatwg.org/multipage/interactive-elements.html#the-details-element
 * @see https://www.w3.org/WAI/ARIA/apg/patterns/accordion/
 */
import type { ReactNode } from 'react';
import { LineIcon } from '../icon/LineIcon.tsx';
import * as styles from './Accordion.css.ts';

export interface AccordionSection {
  /** The section's id in the page (unique there), on its content: `#id` links to it and opens it. */
  id: string;
  /** The trigger's text. */
  title: string;
  /** Server HTML; it never ships in a script. */
  content: ReactNode;
}

/** The attribute that marks a group for the head script's keys. */
const ACCORDION_ATTRIBUTE = 'data-accordion';

export function Accordion({
  name,
  items,
  level = 3,
}: {
  /** The group's name, unique in the page: the browser opens one `<details>` of a name at a time. */
  name: string;
  items: AccordionSection[];
  /** The heading level of each trigger's text. */
  level?: 2 | 3 | 4 | 5;
}) {
  const Heading = `h${level}` as const;
  return (
    <div className={styles.root} {...{ [ACCORDION_ATTRIBUTE]: '' }}>
      {items.map((item) => (
        <details key={item.id} name={name} className={styles.item}>
          <summary className={styles.trigger}>
            <Heading className={styles.heading}>{item.title}</Heading>
            <span className={styles.indicator}>
              <LineIcon d="M6 9l6 6 6-6" size={20} />
            </span>
          </summary>
          {/* The id is the section's content's: a link to it opens the section, the browser's own doing (it
              opens the <details> around a link's target), and lands on the answer under its question. */}
          <div id={item.id} className={styles.content}>
            {item.content}
          </div>
        </details>
      ))}
    </div>
  );
}
