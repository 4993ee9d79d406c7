import { Island } from '../../components/islands/Island.tsx';
import { BrowseInstead } from '../../components/search/BrowseInstead.tsx';
import { PageBody, PageHeader } from '../../components/sections/PageHeader.tsx';
import { search } from '../../content/search.ts';
import { QUERY_PARAM, SEARCH_BUNDLE } from '../../lib/search.ts';

/**
 * /search (docs/decisions/0008-no-dead-ends.md, 0018-search-is-pagefind.md): site search as an island; without
 * JavaScript, where to browse instead.
 */
export default function Page() {
  const { title, intro, noScript, browse, headerLabel: _headerLabel, ...copy } = search;
  return (
    <>
      <PageHeader title={title} intro={intro} />
      <PageBody>
        <Island name="Search" when="load" withPage props={{ copy, bundle: SEARCH_BUNDLE, param: QUERY_PARAM }} />
        {/* After the island: shown too when its script fails (components/global.css.ts). */}
        <BrowseInstead text={noScript} links={browse} />
      </PageBody>
    </>
  );
}
