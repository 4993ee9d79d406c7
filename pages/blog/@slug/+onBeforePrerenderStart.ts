// https://vike.dev/onBeforePrerenderStart
import { articles } from '../../../lib/documents.ts';

/** One page per article file: content/blog/<slug>.mdx is /blog/<slug>. */
export default function onBeforePrerenderStart(): string[] {
  return articles.map((article) => article.path);
}
