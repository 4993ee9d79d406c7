import { blogPage } from '../../content/blogPage.ts';
import type { Document } from '../../lib/documents.ts';
import { formatDate } from '../../lib/format.ts';
import { visuallyHidden } from '../a11y.css.ts';
import { Badge } from '../ui/badge/index.ts';
import * as styles from './Blog.css.ts';
import { articleMinutes } from './readingTime.tsx';

export const readTime = (minutes: number): string => blogPage.labels.readTime.replace('{minutes}', String(minutes));

/**
 * One article in the list (docs/product.md#blog). Featured cards add the "Featured" badge and the author and link
 * with "Read Article"; recent cards link with "Read More". The link's text goes on with the title, hidden
 * from sight, so it says where it leads to search engines (Lighthouse reads innerText); the same words as its
 * aria-label, since Chromium would otherwise name it "Read More : title", with a space around the hidden span.
 */
export function ArticleCard({ article, featured }: { article: Document<'blog'>; featured?: boolean }) {
  const { labels } = blogPage;
  const { data } = article;
  const linkText = featured ? labels.readArticle : labels.readMore;
  return (
    <article className={styles.card({ featured })}>
      <p className={styles.badges}>
        <Badge tone="secondary">{data.category}</Badge>
        {featured ? <Badge tone="primary">{labels.featured}</Badge> : null}
      </p>
      <h3 className={styles.cardTitle}>
        <a href={article.path}>{data.title}</a>
      </h3>
      <p className={styles.excerpt}>{data.excerpt}</p>
      <p className={styles.meta}>
        {featured ? (
          <>
            {labels.by} {data.author} ·{' '}
          </>
        ) : null}
        <time dateTime={data.date}>{formatDate(data.date)}</time> · {readTime(articleMinutes(article))}
      </p>
      <a className={styles.readLink} href={article.path} aria-label={`${linkText}: ${data.title}`}>
        {linkText}
        <span className={visuallyHidden}>: {data.title}</span>
      </a>
    </article>
  );
}
