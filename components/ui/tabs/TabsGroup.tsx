import type { ReactNode } from 'react';
import { Island } from '../../islands/Island.tsx';
import type { When } from '../../islands/types.ts';

export interface TabPanel {
  value: string;
  label: string;
  /** Rendered on the server and kept as HTML, so it reads with JavaScript off and is found by search. */
  content: ReactNode;
}

/**
 * What pages use for tabs (server only): the tab list is an island; panels stay pre-rendered HTML. It wakes
 * when a visitor reaches for it (a click or an arrow key pressed meanwhile is given back once it has loaded):
 * woken when idle, React's evaluation was most of /api-reference's blocking time on a phone.
 */
export function TabsGroup({
  label,
  tabs,
  defaultValue,
  when = 'interaction',
  withPage = false,
}: {
  label: string;
  tabs: TabPanel[];
  defaultValue?: string;
  when?: When;
  /** The tabs are what their page is for (Island's `withPage`). */
  withPage?: boolean;
}) {
  return (
    <Island
      name="Tabs"
      when={when}
      withPage={withPage}
      props={{
        label,
        tabs: tabs.map(({ value, label: tabLabel }) => ({ value, label: tabLabel })),
        defaultValue: defaultValue ?? tabs[0]?.value ?? '',
      }}
      slots={Object.fromEntries(tabs.map((tab) => [tab.value, tab.content]))}
    />
  );
}
