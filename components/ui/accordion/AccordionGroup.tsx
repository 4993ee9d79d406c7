import type { ReactNode } from 'react';
import { Island } from '../../islands/Island.tsx';
import type { When } from '../../islands/types.ts';

export interface AccordionSection {
  /** Unique within the accordion. */
  value: string;
  title: string;
  /** Rendered on the server and kept as HTML: it never ships in a script. */
  content: ReactNode;
}

/**
 * What pages use for an accordion (server only): the triggers hydrate as an island when scrolled near (by
 * default), the sections' content stays pre-rendered HTML.
 */
export function AccordionGroup({
  items,
  level = 3,
  when = 'visible',
}: {
  items: AccordionSection[];
  level?: 2 | 3 | 4 | 5;
  when?: When;
}) {
  return (
    <Island
      name="Accordion"
      when={when}
      props={{ items: items.map(({ value, title }) => ({ value, title })), level }}
      slots={Object.fromEntries(items.map((item) => [item.value, item.content]))}
    />
  );
}
