import type { PageContextServer } from 'vike/types';
import { readTime } from '../../../components/blog/ArticleCard.tsx';
import * as styles from '../../../components/blog/Blog.css.ts';
import { blogComponents } from '../../../components/blog/components.tsx';
import { DocLayout } from '../../../components/docs/DocLayout.tsx';
import type { MdxModule } from '../../../components/mdx/components.tsx';
import { ButtonLink } from '../../../components/ui/button/index.ts';
import { blogPage } from '../../../content/blog.ts';
import { articles, getDocument } from '../../../lib/documents.ts';
import { formatDate } from '../../../lib/format.ts';

const files = import.meta.glob<MdxModule>('/content/blog/*.mdx', { eager: true });

/** An article (SPEC §2 Blog articles): its text, its calls to action, "Back to Blog" and the older and newer articles. */
export default function Page({ pageContext }: { pageContext: PageContextServer }) {
  const article = getDocument('blog', pageContext.urlPathname);
  const Content = files[`/${article.file}`]?.default;
  if (!Content) throw new Error(`${article.file} is not in the article page's bundle`);
  const { data } = article;
  const { labels } = blogPage;
  // Articles are newest first: the previous one is older, the next one newer.
  const index = articles.findIndex((a) => a.path === article.path);
  const older = articles[index + 1];
  const newer = articles[index - 1];
  return (
    <DocLayout
      path={article.path}
      title={data.title}
      lead={data.excerpt}
      meta={
        <>
          {data.category} · {labels.by} {data.author} · <time dateTime={data.date}>{formatDate(data.date)}</time> ·{' '}
          {readTime(article.readingMinutes)}
        </>
      }
      headings={article.headings}
      previous={older ? { href: older.path, label: older.data.title } : undefined}
      next={newer ? { href: newer.path, label: newer.data.title } : undefined}
    >
      <Content components={blogComponents} />
      <div className={styles.articleFooter}>
        <ButtonLink href={data.cta.primary.href} size="lg">
          {data.cta.primary.label}
        </ButtonLink>
        {data.cta.secondary ? (
          <ButtonLink href={data.cta.secondary.href} size="lg" tone="secondary">
            {data.cta.secondary.label}
          </ButtonLink>
        ) : null}
        <a href="/blog">{labels.backToBlog}</a>
      </div>
    </DocLayout>
  );
}
