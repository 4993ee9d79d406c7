// https://vike.dev/onBeforePrerenderStart
import { docsDocuments } from '../../../lib/documents.ts';

/** One page per docs file: content/docs/<slug>.mdx is /docs/<slug>. */
export default function onBeforePrerenderStart(): string[] {
  return docsDocuments.map((document) => document.path);
}
