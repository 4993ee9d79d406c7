import type { FaqSection } from '../../content/schema.ts';
import { Accordion } from '../ui/accordion/Accordion.tsx';
import { Copy } from './Notes.tsx';
import { Section, type Toned } from './Section.tsx';

/**
 * Questions and answers: one open at a time, all may be closed (docs/product.md#behaviour). An answer that states a
 * measured figure cites its note, at the page's end.
 */
export function Faq({ heading, items, id = 'faq', tone }: FaqSection & Toned & { id?: string }) {
  return (
    <Section heading={heading} id={id} tone={tone}>
      <Accordion
        name={id}
        items={items.map((item, index) => ({
          id: `${id}-${index + 1}`,
          title: item.question,
          content: (
            <p>
              <Copy text={item.answer} />
            </p>
          ),
        }))}
      />
    </Section>
  );
}
