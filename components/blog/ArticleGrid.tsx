import type { Document } from '../../lib/documents.ts';
import { ArticleCard } from './ArticleCard.tsx';
import * as styles from './Blog.css.ts';

/** Articles as cards: featured ones two to a row, the rest three (docs/product.md#blog). */
export function ArticleGrid({ articles, featured = false }: { articles: Document<'blog'>[]; featured?: boolean }) {
  return (
    <ul className={styles.grid({ columns: featured ? 2 : 3 })}>
      {articles.map((article) => (
        <li key={article.slug}>
          <ArticleCard article={article} featured={featured} />
        </li>
      ))}
    </ul>
  );
}
