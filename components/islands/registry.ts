/**
 * Every interactive component of the site, by name: the one list the server renders islands from and the
 * browser loads them from. Each entry is a lazy import, so each island is its own chunk that a page fetches
 * only when it has that island. A module's default export is the component; its props must be JSON
 * (see types.ts), plus optional `slots`. An island module, and only an island module, is named
 * `<Name>.island.tsx` after its entry here (registry.test.ts holds both ways).
 */
import type { ComponentProps, ReactNode } from 'react';

export const islands = {
  PwaStatus: () => import('../pwa/PwaStatus.island.tsx'),
  Tabs: () => import('../ui/tabs/Tabs.island.tsx'),
  ContactForm: () => import('../forms/ContactForm.island.tsx'),
  SupportForm: () => import('../forms/SupportForm.island.tsx'),
  RoiCalculator: () => import('../roi/RoiCalculator.island.tsx'),
  Search: () => import('../search/Search.island.tsx'),
  Consent: () => import('../consent/Consent.island.tsx'),
} satisfies Record<string, () => Promise<{ default: (props: never) => ReactNode }>>;

export type IslandName = keyof typeof islands;

type IslandComponent<N extends IslandName> = Awaited<ReturnType<(typeof islands)[N]>>['default'];

/** The serialisable props of an island: everything but its slots. */
export type IslandProps<N extends IslandName> = Omit<ComponentProps<IslandComponent<N>>, 'slots'>;

export const isIslandName = (name: string): name is IslandName => Object.hasOwn(islands, name);
