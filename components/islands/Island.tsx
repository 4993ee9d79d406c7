/**
 * <Island>: marks an interactive component on a page that is otherwise static HTML
 * (docs/decisions/0015-static-pages-with-islands.md). On the server it renders the component as its own React root
 * inside a <site-island> marker that carries its name, when it wakes and its props as escaped JSON; in the browser,
 * loader.ts finds the markers and hydrates each one on its own. Models: Astro's client directives, The Guardian's
 * <Island>.
 *
 * Rendering each island as a separate root (renderToString with its own identifierPrefix) is what makes its
 * markup match the browser's standalone hydration exactly, `useId` values included.
 * @see https://docs.astro.build/en/reference/directives-reference/#client-directives
 * @see https://github.com/guardian/dotcom-rendering/blob/main/dotcom-rendering/src/components/Island.tsx
 */
import { createContext, createElement, useContext, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { IslandRoot } from './IslandRoot.tsx';
import { islands, type IslandName, type IslandProps } from './registry.ts';
import { ISLAND_TAG, SLOT_TAG } from '../../lib/islands.ts';
import type { Serializable, Slots, When } from './types.ts';

type AnyComponent = ComponentType<Record<string, unknown>>;
const components = new Map<string, AnyComponent>();

/** Resolve every island module once, so the synchronous page render can use them. Call before rendering. */
export async function loadIslands(): Promise<void> {
  if (components.size > 0) return;
  await Promise.all(
    Object.entries(islands).map(async ([name, load]) => {
      components.set(name, (await load()).default as unknown as AnyComponent);
    }),
  );
}

/**
 * Per page render: numbers the islands (for unique id prefixes) and forbids an island inside another's own
 * components. An island may sit in another's slot: slots are server HTML the outer island never renders in the
 * browser, so each island there is a root of its own, woken on its own schedule (the calculator inside the ROI
 * page's tabs).
 */
class Scope {
  private count = 0;
  readonly inside: boolean;
  constructor(inside: boolean) {
    this.inside = inside;
  }
  next(): number {
    return this.count++;
  }
}
const ScopeContext = createContext<Scope | null>(null);

/** Wraps a page render so its islands get ids unique on the page. */
export function IslandScope({ children }: { children: ReactNode }) {
  return <ScopeContext.Provider value={new Scope(false)}>{children}</ScopeContext.Provider>;
}

export interface IslandOwnProps<N extends IslandName> {
  /** The registered component (registry.ts). */
  name: N;
  /** When the browser hydrates it. */
  when: When;
  /** Its props, serialised into the HTML. */
  props: Serializable<IslandProps<N>>;
  /** Static children it places by name; they stay server HTML and never ship in a script. */
  slots?: Slots;
  /**
   * It is what its page is for (a form, the calculator, search): the page's head script asks for its code, React
   * included, at the first paint or a visitor's first touch, whatever its wake time (scripts/defer-scripts.ts
   * islandPreloads).
   */
  withPage?: boolean;
}

export function Island<N extends IslandName>({ name, when, props, slots, withPage }: IslandOwnProps<N>) {
  const scope = useContext(ScopeContext);
  if (!scope) throw new Error(`<Island name="${name}"> rendered outside <IslandScope>`);
  if (scope.inside) throw new Error(`<Island name="${name}"> inside another island: islands cannot nest`);
  const component = components.get(name);
  if (!component) throw new Error(`Island "${name}" is not loaded: call loadIslands() before rendering`);
  const id = `${name}${scope.next()}-`;
  // A slot renders in the page's scope, not the island's: what it holds is the page's, islands included.
  const slotElements = Object.fromEntries(
    Object.entries(slots ?? {}).map(([slot, node]) => [
      slot,
      createElement(
        SLOT_TAG,
        { 'data-slot': slot },
        <ScopeContext.Provider value={scope}>{node}</ScopeContext.Provider>,
      ),
    ]),
  );
  const html = renderToString(
    <ScopeContext.Provider value={new Scope(true)}>
      <IslandRoot>
        {createElement(component, { ...(props as Record<string, unknown>), slots: slotElements })}
      </IslandRoot>
    </ScopeContext.Provider>,
    { identifierPrefix: id },
  );
  const json = JSON.stringify(props);
  return createElement(ISLAND_TAG, {
    'data-island': name,
    'data-when': when,
    ...(withPage ? { 'data-with-page': '' } : {}),
    'data-id': id,
    ...(json === '{}' ? {} : { 'data-props': json }),
    dangerouslySetInnerHTML: { __html: html },
  });
}
