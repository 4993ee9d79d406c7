import type { CollectionName } from '../../content/collections.ts';
import { getDocument, neighbours, type AnyDocument } from '../../lib/documents.ts';
import { ArticleFooter, ArticleMeta } from '../blog/ArticleParts.tsx';
import { blogComponents } from '../blog/components.tsx';
import { READING_ATTRIBUTE } from '../blog/readingTime.tsx';
import { legalComponents } from '../legal/components.tsx';
import type { MdxModule } from '../mdx/components.tsx';
import { NotedPage } from '../sections/Notes.tsx';
import { docsComponents } from './components.tsx';
import { DocLayout } from './DocLayout.tsx';

// Every long-form file, compiled by Vite's MDX plugin; lib/documents.ts reads the same files for their
// frontmatter, headings and order. Pages render on the server only, so none of this reaches the browser.
const files = import.meta.glob<MdxModule>('/content/{blog,docs,legal}/*.mdx', { eager: true });

/** What each collection's MDX may use besides Markdown. */
const COMPONENTS = { blog: blogComponents, docs: docsComponents, legal: legalComponents } as const;

/**
 * The page of one long-form document (an article, a docs guide, a legal page) at `path`: its text in the
 * long-form layout, its lead, and its neighbours in reading order. Articles add their meta line and calls to
 * action; legal pages the date they last changed.
 */
export function DocumentPage({ collection, path }: { collection: CollectionName; path: string }) {
  // Narrowed by its collection below (getDocument's type is one collection's, not the union of them).
  const document = getDocument(collection, path) as AnyDocument;
  const Content = files[`/${document.file}`]?.default;
  if (!Content) throw new Error(`${document.file} is not in the document page's bundle`);
  const { previous, next } = neighbours(document);
  const content = <Content components={COMPONENTS[collection]} />;
  if (document.collection === 'blog') {
    return (
      <NotedPage>
        <DocLayout
          path={document.path}
          title={document.data.title}
          lead={document.data.excerpt}
          meta={<ArticleMeta article={document} />}
          headings={document.headings}
          previous={previous}
          next={next}
        >
          <div {...{ [READING_ATTRIBUTE]: '' }}>{content}</div>
          <ArticleFooter article={document} />
        </DocLayout>
      </NotedPage>
    );
  }
  return (
    <NotedPage>
      <DocLayout
        path={document.path}
        title={document.data.title}
        lead={document.data.description}
        updated={document.collection === 'legal' ? document.data.updated : undefined}
        headings={document.headings}
        previous={previous}
        next={next}
      >
        {content}
      </DocLayout>
    </NotedPage>
  );
}
