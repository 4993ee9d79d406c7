import type { Slots } from '../../islands/types.ts';
import { Content, Item, Root, Trigger } from './Accordion.tsx';

export type AccordionProps = {
  /** One entry per section: its value (also its slot's name) and the trigger's text. */
  items: { value: string; title: string }[];
  /** Heading level that wraps each trigger. */
  level?: 2 | 3 | 4 | 5;
  /** Each section's content, by value: server HTML that stays as it is. */
  slots?: Slots;
};

/** An accordion as an island (see AccordionGroup): single open, collapsible, Home/End/arrow keys. */
export default function Accordion({ items, level = 3, slots }: AccordionProps) {
  return (
    <Root>
      {items.map((item) => (
        <Item key={item.value} value={item.value}>
          <Trigger level={level}>{item.title}</Trigger>
          <Content>{slots?.[item.value]}</Content>
        </Item>
      ))}
    </Root>
  );
}
