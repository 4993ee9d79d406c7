import type { PageContextServer } from 'vike/types';
import { DocLayout } from '../../components/docs/DocLayout.tsx';
import { legalComponents } from '../../components/legal/components.tsx';
import type { MdxModule } from '../../components/mdx/components.tsx';
import { getDocument } from '../../lib/documents.ts';

const files = import.meta.glob<MdxModule>('/content/legal/*.mdx', { eager: true });

/** A legal page: its MDX text in the long-form layout, with the date it last changed. */
export default function Page({ pageContext }: { pageContext: PageContextServer }) {
  const document = getDocument('legal', pageContext.urlPathname);
  const Content = files[`/${document.file}`]?.default;
  if (!Content) throw new Error(`${document.file} is not in the legal page's bundle`);
  return (
    <DocLayout
      path={document.path}
      title={document.data.title}
      lead={document.data.description}
      updated={document.data.updated}
      headings={document.headings}
    >
      <Content components={legalComponents} />
    </DocLayout>
  );
}
