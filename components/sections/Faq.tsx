import type { Home } from '../../content/home.ts';
import { Accordion } from '../ui/accordion/index.ts';
import { Section } from './Section.tsx';

/** Questions and answers: one open at a time, all may be closed (SPEC §4). */
export function Faq({ heading, items }: Home['faq']) {
  return (
    <Section heading={heading} id="faq">
      <Accordion.Root>
        {items.map((item, index) => (
          <Accordion.Item key={item.question} value={`faq-${index + 1}`}>
            <Accordion.Trigger>{item.question}</Accordion.Trigger>
            <Accordion.Content>
              <p>{item.answer}</p>
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </Section>
  );
}
