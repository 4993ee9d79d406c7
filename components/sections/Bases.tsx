import { labels } from '../../content/labels.ts';
import type { NotedFigure } from '../../content/schema.ts';
import { NoteRef } from './Notes.tsx';

/**
 * References to the notes of figures shown beside it where the copy cannot carry them (a table whose cells are
 * figures): "How we count these figures¹ ²". The notes themselves are at the page's end (Notes.tsx).
 */
export function Bases({ bases }: { bases?: readonly NotedFigure[] }) {
  if (!bases?.length) return null;
  return (
    <p>
      {labels.notes.title}
      {bases.map((figure) => (
        <NoteRef key={figure.id} figure={figure} />
      ))}
    </p>
  );
}
