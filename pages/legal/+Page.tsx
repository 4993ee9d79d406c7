import type { PageContextServer } from 'vike/types';
import { DocumentPage } from '../../components/docs/DocumentPage.tsx';

/** A legal page: its MDX text in the long-form layout, with the date it last changed. */
export default function Page({ pageContext }: { pageContext: PageContextServer }) {
  return <DocumentPage collection="legal" path={pageContext.urlPathname} />;
}
