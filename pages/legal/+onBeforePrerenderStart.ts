// https://vike.dev/onBeforePrerenderStart
import { legalDocuments } from '../../lib/documents.ts';

export default function onBeforePrerenderStart(): string[] {
  return legalDocuments.map((document) => document.path);
}
