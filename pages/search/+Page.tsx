import { Island } from '../../components/islands/Island.tsx';
import * as styles from '../../components/search/Search.css.ts';
import { PageBody, PageHeader } from '../../components/sections/PageHeader.tsx';
import { search } from '../../content/search.ts';
import { QUERY_PARAM, SEARCH_BUNDLE } from '../../lib/search.ts';

/** /search (DESIGN decision 6, 16): site search as an island; without JavaScript, where to browse instead. */
export default function Page() {
  const { title, intro, noScript, browse, headerLabel: _headerLabel, ...copy } = search;
  return (
    <>
      <PageHeader title={title} intro={intro} />
      <PageBody>
        <div className={styles.noscript} data-without-js>
          <p>{noScript}</p>
          <ul>
            {browse.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </div>
        <Island name="Search" when="load" props={{ copy, bundle: SEARCH_BUNDLE, param: QUERY_PARAM }} />
      </PageBody>
    </>
  );
}
