/**
 * The long-form collections: MDX files under content/ whose frontmatter is checked by these schemas when
 * lib/documents.ts loads them (the build and `cli validate` fail naming the file and field). A file's name is its slug;
 * its route comes from its collection. Nobody lists an MDX page by hand
 * (docs/decisions/0016-prose-is-mdx-facts-are-typed.md).
 */
import * as v from 'valibot';
import { Link, MetaDescription as Description, PositiveInteger, Text, counted } from './schema.ts';

/** An ISO calendar date, `YYYY-MM-DD`, as YAML writes it unquoted or quoted. */
const IsoDate = v.pipe(
  v.union([v.string(), v.date()]),
  v.transform((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value)),
  v.isoDate('must be an ISO date (YYYY-MM-DD)'),
);

const Keywords = v.optional(v.array(Text), []);

/** The four legal pages: /privacy, /terms, /cookies, /gdpr. */
export const LegalFrontmatter = v.strictObject({
  /** The page's h1 and document title (the brand is appended). */
  title: Text,
  /** Short name for the footer and breadcrumbs. */
  label: Text,
  description: Description,
  keywords: Keywords,
  /** When the text last changed. */
  updated: IsoDate,
});

/** The docs guides under /docs/. */
const DocsFrontmatter = v.strictObject({
  title: Text,
  /** Short name for navigation, breadcrumbs and previous/next links. */
  label: Text,
  description: Description,
  keywords: Keywords,
  /** Reading order through the docs (previous/next links). */
  order: PositiveInteger,
});

/** Blog articles under /blog/. */
export const ArticleFrontmatter = v.strictObject({
  /** Headline (h1). */
  title: Text,
  /** One or two sentences for the list and the meta description. */
  excerpt: Description,
  /** Byline. */
  author: Text,
  /** Publication date. */
  date: IsoDate,
  /** Category badge. */
  category: Text,
  /** Shown in "Featured Articles". */
  featured: v.optional(v.boolean(), false),
  keywords: Keywords,
  /** The calls to action after the article. */
  cta: v.strictObject({ primary: Link, secondary: v.optional(Link) }),
});

/** The blog's articles: at least five (the firm adds more), two of them featured (docs/product.md#blog). */
export const BLOG_COUNTS = { articles: 5, featured: 2 } as const;

/**
 * Each collection: its folder, the route of a file, the schema of a file's frontmatter, and the schema of the
 * whole collection (every file's frontmatter, in file order): how many files it holds. A collection spans files, so
 * `brightwork validate` checks the whole, naming the folder.
 */
export const collections = {
  legal: {
    dir: 'content/legal',
    route: (slug: string) => `/${slug}`,
    schema: LegalFrontmatter,
    files: v.pipe(v.array(v.unknown()), v.length(4, counted('legal pages', 'legal'))),
  },
  docs: {
    dir: 'content/docs',
    route: (slug: string) => `/docs/${slug}`,
    schema: DocsFrontmatter,
    files: v.pipe(v.array(v.unknown()), v.length(5, counted('docs guides', 'docs-guides'))),
  },
  blog: {
    dir: 'content/blog',
    route: (slug: string) => `/blog/${slug}`,
    schema: ArticleFrontmatter,
    files: v.pipe(
      // A file whose frontmatter failed its own schema is counted as written.
      v.array(v.object({ featured: v.optional(v.unknown()) })),
      v.minLength(BLOG_COUNTS.articles, counted('articles', 'blog')),
      v.check(
        (articles) => articles.filter((article) => article.featured === true).length === BLOG_COUNTS.featured,
        (issue) =>
          `${BLOG_COUNTS.featured} featured articles (docs/product.md#blog), found ${issue.input.filter((article) => article.featured === true).length}`,
      ),
    ),
  },
} as const;

export type CollectionName = keyof typeof collections;
export type Frontmatter<C extends CollectionName> = v.InferOutput<(typeof collections)[C]['schema']>;
