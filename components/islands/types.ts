/**
 * What an island's props may hold: JSON values only, because they travel from the pre-render to the browser
 * inside the HTML. A prop type that can hold a function, a Date, a Map or a React element fails the
 * `Serializable` check in <Island>, so a non-serialisable prop is a type error, not a runtime surprise.
 * Prop types must be type aliases (or valibot's inferred types), not interfaces: only aliases are
 * assignable to an index signature.
 */
import type { ReactNode } from 'react';

export type Json = string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json | undefined };

/** Props that are JSON, or a type error naming the problem. */
export type Serializable<P> = P extends Json ? P : { 'props must be JSON (no functions, dates or elements)': never };

/**
 * When an island wakes. `load`, `idle` and `visible` are Astro's client directives: at once, when the browser is
 * idle, when scrolled near. `interaction` and `signal` are Angular's deferred-view triggers (`on interaction`,
 * `when`): the first pointer, focus or key that reaches the island (its first click is replayed once it has
 * woken, so nothing is lost), or when the page's own code says the island has something to show
 * (`signalIsland`). Controls every page carries wake on interaction, so a page that only reads loads no React.
 * `query` is `load` when the page's address carries a query string (state the island renders, such as a shared
 * calculator case, which the static HTML cannot show) and `interaction` otherwise.
 */
export type When = 'load' | 'idle' | 'visible' | 'interaction' | 'signal' | 'query';

/**
 * Server-rendered children an island keeps as they are (Astro's slots): rendered to HTML by the page, then
 * handed to the hydrated component as that same HTML, so their content never ships in a script.
 */
export type Slots = Readonly<Record<string, ReactNode>>;
