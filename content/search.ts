/** What the search page and the header's search entry say (DESIGN decision 16). */
import * as v from 'valibot';
import { Link, Text, parseContent } from './schema.ts';

export const SearchContentSchema = v.object({
  /** The page's h1. */
  title: Text,
  intro: Text,
  /** The search field's label. */
  label: Text,
  placeholder: Text,
  /** The search button. */
  submit: Text,
  /** Accessible name of the header's search link; `/` is its shortcut. */
  headerLabel: Text,
  /** Shown while the index loads or a search runs. */
  searching: Text,
  /** `{count}` results for `{query}`. */
  resultsOne: Text,
  resultsMany: Text,
  /** No result for `{query}`. */
  noResults: Text,
  /** When the index cannot load (offline before the first visit, for example). */
  failed: Text,
  /** Shown without JavaScript, with links to browse instead. */
  noScript: Text,
  browse: v.pipe(v.array(Link), v.minLength(2)),
});
export type SearchContent = v.InferOutput<typeof SearchContentSchema>;

export const search: SearchContent = parseContent('content/search.ts', SearchContentSchema, {
  title: 'Search',
  intro: 'Search every page, guide and article on the site. It works offline too, once you have visited the site.',
  label: 'Search the site',
  placeholder: 'For example: invoice automation',
  submit: 'Search',
  headerLabel: 'Search the site (press /)',
  searching: 'Searching…',
  resultsOne: '1 result for “{query}”',
  resultsMany: '{count} results for “{query}”',
  noResults: 'Nothing matches “{query}”. Try fewer or different words, or browse the documentation and the blog.',
  failed: 'Search could not load. Check your connection and try again, or browse the documentation and the blog.',
  noScript: 'Search needs JavaScript, which is switched off in your browser. You can browse instead:',
  browse: [
    { label: 'Documentation and resources', href: '/docs' },
    { label: 'Automation Insights blog', href: '/blog' },
  ],
});
