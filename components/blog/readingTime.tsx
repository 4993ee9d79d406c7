import { countWords, readingMinutes, type Document } from '../../lib/documents.ts';
import type { MdxModule } from '../mdx/components.tsx';
import { renderNoted } from '../sections/Notes.tsx';
import { blogComponents } from './components.tsx';

// The articles as Vite compiles them for their pages; pages render on the server only, so none of this ships.
const files = import.meta.glob<MdxModule>('/content/blog/*.mdx', { eager: true });

/** The element of an article's page whose words its reading time counts (with the page's notes). */
export const READING_ATTRIBUTE = 'data-reading';

const counted = new Map<string, number>();

/**
 * The words a reader meets in an article (docs/product.md#articles): its text as rendered, with every figure and
 * component filled in, and the notes its figures cite. Counted once per article, from the same render its page makes.
 */
function articleWords(article: Document<'blog'>): number {
  const known = counted.get(article.path);
  if (known !== undefined) return known;
  const Content = files[`/${article.file}`]?.default;
  if (!Content) throw new Error(`${article.file} is not in the reading-time bundle`);
  const words = countWords(renderNoted(<Content components={blogComponents} />));
  counted.set(article.path, words);
  return words;
}

/** An article's reading time in whole minutes. */
export const articleMinutes = (article: Document<'blog'>): number => readingMinutes(articleWords(article));
