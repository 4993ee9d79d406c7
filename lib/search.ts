/**
 * Site search with Pagefind (docs/decisions/0018-search-is-pagefind.md): where the index lives and how a result's URL
 * reads.
 */

/** The Pagefind bundle written by scripts/build-search.ts, precached for offline search. */
export const SEARCH_BUNDLE = '/pagefind';

/** The search page's query parameter (the WebSite structured data promises `/search?q=`). */
export const QUERY_PARAM = 'q';

/** Pagefind reports `/blog/x.html`; the site's URLs are clean: `/blog/x`, and `/` for the home page. */
export function cleanResultUrl(url: string): string {
  const [pathAndQuery = '/', hash] = url.split('#', 2);
  const clean = pathAndQuery.replace(/(?:\/index)?\.html(?=$|\?)/, '') || '/';
  return hash ? `${clean}#${hash}` : clean;
}
