/**
 * Every figure that carries a footnote (docs/decisions/0041-claims-are-data-bases-are-footnotes.md), by id: the
 * measured claims of content/claims.ts and the headline results of the success stories (content/caseStudies.ts). Copy
 * cites one with `cite` (content/schema.ts); components/sections/Notes.tsx looks its basis up here.
 */
import { caseStudiesPage } from './caseStudies.ts';
import { claims } from './claims.ts';
import type { NotedFigure } from './schema.ts';

/** The noted figures, in no particular order (a page numbers them as it cites them). */
const notedFigures: readonly NotedFigure[] = [
  ...Object.values(claims).flatMap((claim) =>
    claim.kind === 'measured' ? [{ id: claim.id, value: claim.value, basis: claim.basis }] : [],
  ),
  ...caseStudiesPage.moreStories.cards.map((card) => card.note),
];

const byId = new Map(notedFigures.map((figure) => [figure.id, figure]));

/** The noted figure `id`; a cite of an unknown id fails the render that made it. */
export function noted(id: string): NotedFigure {
  const figure = byId.get(id);
  if (!figure) throw new Error(`content/notes.ts: no noted figure "${id}" (a claim of content/claims.ts or a story)`);
  return figure;
}
