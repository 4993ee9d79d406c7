import type { PageContextServer } from 'vike/types';
import { DocumentPage } from '../../../components/docs/DocumentPage.tsx';

/**
 * An article (docs/product.md#articles): its text, its calls to action, "Back to Blog" and the older and newer
 * articles.
 */
export default function Page({ pageContext }: { pageContext: PageContextServer }) {
  return <DocumentPage collection="blog" path={pageContext.urlPathname} />;
}
