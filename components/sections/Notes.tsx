import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { labels } from '../../content/labels.ts';
import { noted } from '../../content/notes.ts';
import { NOTE_MARK, type NotedFigure } from '../../content/schema.ts';
import { visuallyHidden } from '../a11y.css.ts';
import * as styles from './Notes.css.ts';

/**
 * Bases as footnotes (docs/decisions/0041-claims-are-data-bases-are-footnotes.md), the accessible-footnotes pattern: a
 * figure that copy cites (`cite`, content/schema.ts) is followed by a numbered link to its note, described by the notes'
 * heading; the page ends with one "How we count these figures" list, each basis once, numbered in order of first
 * reference, each note linking back to every reference. Plain links, so it works without scripts and in print.
 * @see https://kittygiraudel.com/2020/11/24/accessible-footnotes-and-a-bit-of-react-hackery/
 *
 * Pages render on the server only, in one synchronous pass (renderer/+onRenderHtml.tsx), so the notes a page cites are
 * gathered in render order: `NotedPage` opens the list, every reference renders before the list at its end. A module
 * variable rather than a React context, because an island's slots are rendered as a root of their own
 * (components/islands/Island.tsx) and their references belong to the same page.
 */
class NoteList {
  readonly figures: NotedFigure[] = [];
  readonly refs = new Map<string, number>();

  /** The next reference to `figure`: its note's number and this reference's own id. */
  refer(figure: NotedFigure): { number: number; refId: string } {
    if (!this.refs.has(figure.id)) this.figures.push(figure);
    const count = (this.refs.get(figure.id) ?? 0) + 1;
    this.refs.set(figure.id, count);
    return {
      number: this.figures.findIndex((f) => f.id === figure.id) + 1,
      refId: refId(figure.id, count),
    };
  }
}

/** The list of the page being rendered (see above): one page renders at a time, in one synchronous pass. */
const page: { notes?: NoteList } = {};

const refId = (id: string, count: number): string => `ref-${id}${count > 1 ? `-${count}` : ''}`;
const NOTES_HEADING_ID = 'notes-heading';

/** A numbered reference to `figure`'s note, for the figure it follows. */
export function NoteRef({ figure }: { figure: NotedFigure }) {
  if (!page.notes) throw new Error(`The note for "${figure.value}" is cited outside a <NotedPage>`);
  const { number, refId: id } = page.notes.refer(figure);
  return (
    <sup className={styles.ref}>
      <a href={`#note-${figure.id}`} id={id} aria-describedby={NOTES_HEADING_ID} data-note-ref="">
        {number}
      </a>
    </sup>
  );
}

/** A line of copy: its text, with each `[^id]` a reference to that figure's note. */
export function Copy({ text }: { text: string }): ReactNode {
  const parts = text.split(NOTE_MARK);
  if (parts.length === 1) return text;
  // split() with a capturing group alternates: text, id, text, id, … text.
  return parts.map((part, index) => (index % 2 === 0 ? part : <NoteRef key={index} figure={noted(part)} />));
}

/**
 * A figure in MDX, with its reference: `<Claim of={claims.paybackWindow} />` reads "30–60 days¹". A claim whose
 * record is a table of figures (`reductionByProcess`) names the one it states: `value={benchmarks.reduction.x}`.
 */
export function Claim({ of, value }: { of: { id: string; value: string }; value?: string }) {
  return (
    <>
      {value ?? of.value}
      <NoteRef figure={noted(of.id)} />
    </>
  );
}

/** The notes a page cited, in order: each basis once, with a link back to every reference to it. */
function NotesList({ list }: { list: NoteList }) {
  if (list.figures.length === 0) return null;
  return (
    <section className={styles.root} aria-labelledby={NOTES_HEADING_ID} id="notes">
      <h2 id={NOTES_HEADING_ID} className={styles.title}>
        {labels.notes.title}
      </h2>
      <ol className={styles.list}>
        {list.figures.map((figure, index) => {
          const refs = list.refs.get(figure.id) ?? 1;
          return (
            <li key={figure.id} id={`note-${figure.id}`}>
              <span className={styles.figure}>{figure.value}</span> {figure.basis}{' '}
              {Array.from({ length: refs }, (_, at) => (
                <a key={at} href={`#${refId(figure.id, at + 1)}`} className={styles.back}>
                  ↩{refs > 1 ? letter(at) : ''}
                  <span className={visuallyHidden}>
                    {' '}
                    {labels.notes.back.replace('{number}', `${index + 1}${refs > 1 ? letter(at) : ''}`)}
                  </span>
                </a>
              ))}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

const letter = (index: number): string => String.fromCharCode(97 + index);

/** A page whose figures carry notes: its sections, then the notes they cited. */
export function NotedPage({ children }: { children: ReactNode }) {
  const list = new NoteList();
  // A side effect of rendering, on purpose: pages render on the server in one synchronous pass (see above).
  // eslint-disable-next-line react-hooks/immutability
  page.notes = list;
  return (
    <>
      {children}
      <NotesList list={list} />
    </>
  );
}

/**
 * The text a reader meets in `node` with its notes, as HTML, rendered apart from the page (a reading time counts
 * it): its references go to a list of their own, so the page's numbering is untouched.
 */
export function renderNoted(node: ReactNode): string {
  const outer = page.notes;
  try {
    return renderToStaticMarkup(<NotedPage>{node}</NotedPage>);
  } finally {
    page.notes = outer;
  }
}
