import type { PageContextServer } from 'vike/types';
import { docsComponents } from '../../../components/docs/components.tsx';
import { DocLayout } from '../../../components/docs/DocLayout.tsx';
import type { MdxModule } from '../../../components/mdx/components.tsx';
import { docsDocuments, getDocument } from '../../../lib/documents.ts';

const files = import.meta.glob<MdxModule>('/content/docs/*.mdx', { eager: true });

/** A docs guide (SPEC §2): its MDX text in the long-form layout, with previous and next in reading order. */
export default function Page({ pageContext }: { pageContext: PageContextServer }) {
  const document = getDocument('docs', pageContext.urlPathname);
  const Content = files[`/${document.file}`]?.default;
  if (!Content) throw new Error(`${document.file} is not in the docs page's bundle`);
  const index = docsDocuments.findIndex((d) => d.path === document.path);
  const previous = docsDocuments[index - 1];
  const next = docsDocuments[index + 1];
  return (
    <DocLayout
      path={document.path}
      title={document.data.title}
      lead={document.data.description}
      headings={document.headings}
      previous={previous ? { href: previous.path, label: previous.data.label } : undefined}
      next={next ? { href: next.path, label: next.data.label } : undefined}
    >
      <Content components={docsComponents} />
    </DocLayout>
  );
}
