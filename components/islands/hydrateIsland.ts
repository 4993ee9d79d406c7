/**
 * Hydrates one island marker as its own React root. Loaded by the island loader (loader.ts) only when the
 * first island of a page wakes, so React DOM stays off the critical path of every page.
 */
import { createElement, startTransition, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { IslandRoot } from './IslandRoot.tsx';
import { ISLAND_TAG, SLOT_TAG } from '../../lib/islands.ts';

/**
 * Its own slots (not those of an island in one of them), handed back as the HTML they hold now. React keeps a
 * slot's nodes as they are, so an island in it that has woken keeps its own root and listeners.
 */
function slotsOf(marker: HTMLElement): Record<string, ReactNode> {
  const slots: Record<string, ReactNode> = {};
  for (const element of marker.querySelectorAll<HTMLElement>(SLOT_TAG)) {
    const name = element.dataset.slot;
    if (!name || element.closest(ISLAND_TAG) !== marker) continue;
    slots[name] = createElement(SLOT_TAG, {
      'data-slot': name,
      dangerouslySetInnerHTML: { __html: element.innerHTML },
      suppressHydrationWarning: true,
    });
  }
  return slots;
}

/** Resolves once React has committed the hydrated island; rejects if it throws while rendering. */
export function hydrateIsland(
  marker: HTMLElement,
  component: (props: Record<string, unknown>) => ReactNode,
): Promise<void> {
  const props = JSON.parse(marker.dataset.props ?? '{}') as Record<string, unknown>;
  return new Promise<void>((resolve, reject) => {
    // A transition lets React yield to the browser while it hydrates: the content is already on screen.
    startTransition(() => {
      hydrateRoot(
        marker,
        createElement(IslandRoot, {
          onHydrated: () => resolve(),
          children: createElement(component, { ...props, slots: slotsOf(marker) }),
        }),
        // An error no boundary caught ends the island: the loader gives it up rather than wait for it for good.
        { identifierPrefix: marker.dataset.id ?? '', onUncaughtError: reject },
      );
    });
  });
}
