// https://vike.dev/route-function
import type { PageContext } from 'vike/types';
import { legalDocuments } from '../../lib/documents.ts';

/** /privacy, /terms, /cookies, /gdpr: one route per file in content/legal/. */
export default function route(pageContext: PageContext) {
  const document = legalDocuments.find((d) => d.path === pageContext.urlPathname);
  return document ? { routeParams: { slug: document.slug } } : false;
}
