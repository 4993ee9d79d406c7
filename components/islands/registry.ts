/**
 * Every interactive component of the site, by name: the one list the server renders islands from and the
 * browser loads them from. Each entry is a lazy import, so each island is its own chunk that a page fetches
 * only when it has that island. A module's default export is the component; its props must be JSON
 * (see types.ts), plus optional `slots`.
 */
import type { ComponentProps, ReactNode } from 'react';

export const islands = {
  ThemeToggle: () => import('../layout/ThemeToggle.tsx'),
  MenuToggle: () => import('../layout/MenuToggle.tsx'),
  PwaStatus: () => import('../pwa/PwaStatus.tsx'),
  NotFoundLog: () => import('../sections/NotFoundLog.tsx'),
  Accordion: () => import('../ui/accordion/AccordionIsland.tsx'),
  Tabs: () => import('../ui/tabs/TabsIsland.tsx'),
  ContactForm: () => import('../forms/ContactForm.tsx'),
  SupportForm: () => import('../forms/SupportForm.tsx'),
  RoiCalculator: () => import('../roi/RoiCalculator.tsx'),
  Search: () => import('../search/SearchIsland.tsx'),
  Consent: () => import('../consent/ConsentIsland.tsx'),
} satisfies Record<string, () => Promise<{ default: (props: never) => ReactNode }>>;

export type IslandName = keyof typeof islands;

type IslandComponent<N extends IslandName> = Awaited<ReturnType<(typeof islands)[N]>>['default'];

/** The serialisable props of an island: everything but its slots. */
export type IslandProps<N extends IslandName> = Omit<ComponentProps<IslandComponent<N>>, 'slots'>;

export const isIslandName = (name: string): name is IslandName => Object.hasOwn(islands, name);
