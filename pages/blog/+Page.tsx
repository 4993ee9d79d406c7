import { ArticleCard } from '../../components/blog/ArticleCard.tsx';
import * as styles from '../../components/blog/Blog.css.ts';
import { CtaBanner } from '../../components/sections/CtaBanner.tsx';
import { Hero } from '../../components/sections/Hero.tsx';
import { Section } from '../../components/sections/Section.tsx';
import { blogPage } from '../../content/blog.ts';
import { articles } from '../../lib/documents.ts';

/** /blog (SPEC §2): featured articles two to a row (only if any), the rest three to a row, newest first. */
export default function Page() {
  const featured = articles.filter((article) => article.data.featured);
  const recent = articles.filter((article) => !article.data.featured);
  return (
    <>
      <Hero {...blogPage.hero} size="page" />
      {featured.length > 0 ? (
        <Section heading={blogPage.featured} id="featured">
          <ul className={styles.grid({ columns: 2 })}>
            {featured.map((article) => (
              <li key={article.slug}>
                <ArticleCard article={article} featured />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      <Section heading={blogPage.recent} id="recent" tone="muted">
        <ul className={styles.grid({ columns: 3 })}>
          {recent.map((article) => (
            <li key={article.slug}>
              <ArticleCard article={article} />
            </li>
          ))}
        </ul>
      </Section>
      <CtaBanner {...blogPage.stayUpdated} />
    </>
  );
}
