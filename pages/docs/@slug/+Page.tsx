import type { PageContextServer } from 'vike/types';
import { DocumentPage } from '../../../components/docs/DocumentPage.tsx';

/**
 * A docs guide (docs/product.md#docs-guides): its MDX text in the long-form layout, with previous and next in reading
 * order.
 */
export default function Page({ pageContext }: { pageContext: PageContextServer }) {
  return <DocumentPage collection="docs" path={pageContext.urlPathname} />;
}
