import { blogPage } from '../../content/blogPage.ts';
import type { Document } from '../../lib/documents.ts';
import { formatDate } from '../../lib/format.ts';
import { ButtonLink } from '../ui/button/index.ts';
import { readTime } from './ArticleCard.tsx';
import * as styles from './Blog.css.ts';
import { articleMinutes } from './readingTime.tsx';

/** The line under an article's title: category, author, date and reading time. */
export function ArticleMeta({ article }: { article: Document<'blog'> }) {
  const { data } = article;
  return (
    <>
      {data.category} · {blogPage.labels.by} {data.author} · <time dateTime={data.date}>{formatDate(data.date)}</time> ·{' '}
      <span data-read-minutes={articleMinutes(article)}>{readTime(articleMinutes(article))}</span>
    </>
  );
}

/** After an article's text (docs/product.md#articles): its calls to action and "Back to Blog". */
export function ArticleFooter({ article }: { article: Document<'blog'> }) {
  const { cta } = article.data;
  return (
    <div className={styles.articleFooter}>
      <ButtonLink href={cta.primary.href} size="lg">
        {cta.primary.label}
      </ButtonLink>
      {cta.secondary ? (
        <ButtonLink href={cta.secondary.href} size="lg" tone="secondary">
          {cta.secondary.label}
        </ButtonLink>
      ) : null}
      <a href="/blog">{blogPage.labels.backToBlog}</a>
    </div>
  );
}
