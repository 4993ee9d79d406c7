/**
 * The one loader of long-form content (docs/decisions/0016-prose-is-mdx-facts-are-typed.md): every MDX file of the
 * collections in content/collections.ts, read from disk, its frontmatter checked, its text measured. The route
 * registry, the sitemap, the pre-render lists, "On this page" lists and `cli validate` all come from here, so no page is
 * listed by hand. A reading time is counted from the page as rendered, not from the source (`countWords`). The pages render the same files through Vite's MDX plugin.
 *
 * It reads the files itself (rather than through import.meta.glob) because its readers are not all Vite:
 * the CLI, the build scripts and the browser tests run it in plain Node. Paths are relative to the project
 * root, where every command runs.
 */
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { collections, type CollectionName, type Frontmatter } from '../content/collections.ts';
import { parseFrontmatter } from '../content/schema.ts';
import type { HeadingEntry } from './mdx/headings.ts';
import { readMdx, type DocumentLink } from './mdx/read.ts';

/** Words a minute used for reading time (about 200–250 is usual for screen reading). */
export const WORDS_PER_MINUTE = 225;

/**
 * The words of a piece of rendered HTML, as a reader meets them: its text without tags, scripts or styles, a word being
 * a run without spaces that holds a letter or a digit. An article's reading time counts its rendered text and notes
 * with this (components/blog/readingTime.tsx), and `validate --built` counts the built page the same way.
 */
export function countWords(html: string): number {
  const text = html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[#\w]+;/g, (entity) => (entity === '&nbsp;' ? ' ' : '_'));
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Whole minutes for `words` at WORDS_PER_MINUTE, at least 1. */
export const readingMinutes = (words: number): number => Math.max(1, Math.round(words / WORDS_PER_MINUTE));

export interface Document<C extends CollectionName = CollectionName> {
  collection: C;
  /** The file's name without `.mdx`. */
  slug: string;
  /** Its route. */
  path: string;
  /** Project-relative path of the source, e.g. `content/legal/privacy.mdx`. */
  file: string;
  data: Frontmatter<C>;
  headings: HeadingEntry[];
  /** Every link target written in the file (Markdown links and `href` attributes), for `cli validate`. */
  links: DocumentLink[];
}

/** A document of any collection, narrowed by its `collection`. */
export type AnyDocument = { [C in CollectionName]: Document<C> }[CollectionName];

function load<C extends CollectionName>(name: C): Document<C>[] {
  const collection = collections[name];
  return globSync(`${collection.dir}/*.mdx`)
    .sort()
    .map((file) => {
      const relative = file.split(path.sep).join('/');
      const slug = path.basename(file, '.mdx');
      const { frontmatter, headings, links } = readMdx(readFileSync(file, 'utf8'));
      const data = parseFrontmatter(relative, collection.schema, frontmatter) as Frontmatter<C>;
      return {
        collection: name,
        slug,
        path: collection.route(slug),
        file: relative,
        data,
        headings,
        links,
      };
    });
}

export const legalDocuments: Document<'legal'>[] = load('legal');
/** In reading order (`order` in frontmatter). */
export const docsDocuments: Document<'docs'>[] = load('docs').sort((a, b) => a.data.order - b.data.order);
/** Newest first. */
export const articles: Document<'blog'>[] = load('blog').sort((a, b) => b.data.date.localeCompare(a.data.date));

/** The folder each list above is read from, by its export's name (scripts/sitemap.ts dates a page listing one). */
export const listFolders: Readonly<Record<string, string>> = {
  legalDocuments: collections.legal.dir,
  docsDocuments: collections.docs.dir,
  articles: collections.blog.dir,
};

export const documents: readonly AnyDocument[] = [...legalDocuments, ...docsDocuments, ...articles];

const byPath = new Map(documents.map((document) => [document.path, document]));

export function findDocument(pathname: string): AnyDocument | undefined {
  return byPath.get(pathname);
}

/** The document at `pathname` in `collection`; throws if there is none (a page asked for a file that is gone). */
export function getDocument<C extends CollectionName>(collection: C, pathname: string): Document<C> {
  const document = byPath.get(pathname);
  if (!document || document.collection !== collection)
    throw new Error(`lib/documents.ts: no ${collection} document at ${pathname}`);
  return document as Document<C>;
}

/** A link to another document, by its path and the words a reader sees. */
export interface PageLink {
  href: string;
  label: string;
}

/**
 * The documents before and after `document` in its collection's reading order: docs guides by `order`,
 * articles from older to newer (the list is newest first, so "previous" is the older one); legal pages stand
 * alone.
 */
export function neighbours(document: AnyDocument): { previous?: PageLink; next?: PageLink } {
  const link = (doc: AnyDocument | undefined): PageLink | undefined =>
    doc && { href: doc.path, label: doc.collection === 'docs' ? doc.data.label : doc.data.title };
  const around = (list: readonly AnyDocument[], step: 1 | -1) => {
    const index = list.findIndex((d) => d.path === document.path);
    const previous = link(list[index - step]);
    const next = link(list[index + step]);
    return { ...(previous ? { previous } : {}), ...(next ? { next } : {}) };
  };
  if (document.collection === 'docs') return around(docsDocuments, 1);
  if (document.collection === 'blog') return around(articles, -1);
  return {};
}
