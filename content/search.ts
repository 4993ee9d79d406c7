/** What the search page and the header's search entry say (docs/decisions/0018-search-is-pagefind.md). */
import { routeTitle } from './routes.ts';
import { parseContent } from './schema.ts';
import { SearchContentSchema, type SearchContent } from './search.schema.ts';

export type { SearchContent } from './search.schema.ts';

export const search: SearchContent = parseContent('content/search.ts', SearchContentSchema, {
  title: routeTitle('/search'),
  intro: 'Search every page, guide and article on the site. It works offline too, once you have visited the site.',
  label: 'Search the site',
  placeholder: 'For example: invoice automation',
  submit: 'Search',
  headerLabel: 'Search the site (press /)',
  searching: 'Searching…',
  resultsOne: `1 result for “{query}”`,
  resultsMany: '{count} results for “{query}”',
  noResults: 'Nothing matches “{query}”. Try fewer or different words, or browse the documentation and the blog.',
  failed: 'Search could not load. Check your connection and try again, or browse the documentation and the blog.',
  noScript: 'Search needs its script, which is switched off in your browser or did not load. You can browse instead:',
  browse: [
    { label: 'Documentation and resources', href: '/docs' },
    { label: 'Automation Insights blog', href: '/blog' },
  ],
});
