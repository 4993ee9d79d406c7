import type { Slots } from '../../islands/types.ts';
import { Content, List, Root, Trigger } from './Tabs.tsx';

export type TabsProps = {
  /** Accessible name of the tab list. */
  label: string;
  /** One entry per tab: its value (also its slot's name) and label. */
  tabs: { value: string; label: string }[];
  /** The tab selected at first. */
  defaultValue: string;
  /** Each panel's content, by value: server HTML that stays as it is. */
  slots?: Slots;
};

/** Tabs as an island (see TabsGroup): arrow keys between tabs; every panel's content is in the HTML. */
export default function Tabs({ label, tabs, defaultValue, slots }: TabsProps) {
  return (
    <Root defaultValue={defaultValue}>
      <List aria-label={label}>
        {tabs.map((tab) => (
          <Trigger key={tab.value} value={tab.value}>
            {tab.label}
          </Trigger>
        ))}
      </List>
      {tabs.map((tab) => (
        <Content key={tab.value} value={tab.value}>
          {slots?.[tab.value]}
        </Content>
      ))}
    </Root>
  );
}
