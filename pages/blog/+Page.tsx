import { ArticleGrid } from '../../components/blog/ArticleGrid.tsx';
import { CtaBanner } from '../../components/sections/CtaBanner.tsx';
import { Hero } from '../../components/sections/Hero.tsx';
import { Section } from '../../components/sections/Section.tsx';
import { blogPage } from '../../content/blogPage.ts';
import { articles } from '../../lib/documents.ts';

/**
 * /blog (docs/product.md#blog): featured articles two to a row (only if any), the rest three to a row, newest first.
 */
export default function Page() {
  const featured = articles.filter((article) => article.data.featured);
  const recent = articles.filter((article) => !article.data.featured);
  return (
    <>
      <Hero {...blogPage.hero} size="page" />
      {featured.length > 0 ? (
        <Section heading={blogPage.featured} id="featured">
          <ArticleGrid articles={featured} featured />
        </Section>
      ) : null}
      <Section heading={blogPage.recent} id="recent" tone="muted">
        <ArticleGrid articles={recent} />
      </Section>
      <CtaBanner {...blogPage.stayUpdated} />
    </>
  );
}
