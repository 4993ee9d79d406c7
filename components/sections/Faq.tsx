import type { FaqSection } from '../../content/schema.ts';
import { Accordion } from '../ui/accordion/Accordion.tsx';
import { Bases } from './Bases.tsx';
import { Section, type Toned } from './Section.tsx';

/**
 * Questions and answers: one open at a time, all may be closed (docs/product.md#behaviour). An answer that states a
 * measured figure shows its basis under it; figures the section lists are counted at its end.
 */
export function Faq({ heading, items, bases, id = 'faq', tone }: FaqSection & Toned & { id?: string }) {
  return (
    <Section heading={heading} id={id} tone={tone} bases={bases}>
      <Accordion
        name={id}
        items={items.map((item, index) => ({
          id: `${id}-${index + 1}`,
          title: item.question,
          content: item.bases ? (
            <>
              <p>{item.answer}</p>
              <Bases bases={item.bases} />
            </>
          ) : (
            <p>{item.answer}</p>
          ),
        }))}
      />
    </Section>
  );
}
