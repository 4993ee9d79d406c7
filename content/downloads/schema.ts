/**
 * The shape of a downloadable document (docs/product.md#documentation-hub; served under /downloads/): an intro
 * and sections, each one kind of printable content. lib/file-formats/document.ts renders each document to
 * `/downloads/<id>.html`; the docs hub shows its title and description on a card.
 */
import * as v from 'valibot';
import { Slug, Text } from '../schema.ts';

/** Lowest and highest score of one scored question. */
export const SCORE_MIN = 1;
export const SCORE_MAX = 5;

const WholeNumber = v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(0, 'must not be negative'));

/** Section copy shared by every kind: its heading and the paragraphs under it. */
const SectionBase = {
  /** Section heading (h2); sections start on a new printed page. */
  heading: Text,
  /** Paragraphs under the heading, before the section's content. */
  paragraphs: v.optional(v.array(Text), []),
};

const ChecklistItemSchema = v.object({
  /** The thing to check or do, as an instruction. */
  text: Text,
  /** Why it matters or how to do it, in a sentence or two. */
  note: v.optional(Text),
});

const ChecklistSectionSchema = v.object({
  kind: v.literal('checklist'),
  ...SectionBase,
  /** Items printed with an empty box to tick. */
  items: v.pipe(v.array(ChecklistItemSchema), v.minLength(1, 'a checklist has at least 1 item')),
});

const ScoreBandSchema = v.object({
  /** Lowest score in the band, inclusive. */
  min: WholeNumber,
  /** Highest score in the band, inclusive. */
  max: WholeNumber,
  /** Short verdict: "Ready", "Nearly ready", "Not yet". */
  label: Text,
  /** What a score in this band means and what to do next. */
  guidance: Text,
});
export type ScoreBand = v.InferOutput<typeof ScoreBandSchema>;

/** True when the bands run from `min` to `max` in order, each starting one above the last. */
function bandsCover(bands: readonly ScoreBand[], min: number, max: number): boolean {
  if (bands.length === 0 || bands[0]?.min !== min || bands.at(-1)?.max !== max) return false;
  return bands.every((band, i) => band.min <= band.max && (i === 0 || band.min === (bands[i - 1]?.max ?? 0) + 1));
}

const QuestionSchema = v.object({
  /** The question, answered with a score from 1 to 5. */
  text: Text,
  /** What a score of 1 looks like. */
  low: Text,
  /** What a score of 5 looks like. */
  high: Text,
});

const QuestionsSectionSchema = v.object({
  kind: v.literal('questions'),
  ...SectionBase,
  /** Questions scored 1 to 5, with a blank to write the score in. */
  questions: v.pipe(v.array(QuestionSchema), v.minLength(1, 'a scored section has at least 1 question')),
  /** What the section's total means, band by band, from the lowest total to the highest. */
  bands: v.pipe(v.array(ScoreBandSchema), v.minLength(2, 'a scored section has at least 2 score bands')),
});

const ScoringSectionSchema = v.object({
  kind: v.literal('scoring'),
  ...SectionBase,
  /** What the document's grand total means, from the lowest total to the highest. */
  bands: v.pipe(v.array(ScoreBandSchema), v.minLength(2, 'a scoring guide has at least 2 bands')),
});

const TableRowSchema = v.object({
  /** One entry per column; '' leaves the cell blank to fill in by hand. */
  cells: v.array(v.string()),
  /** A worked example rather than a row to fill in: printed in a quieter style. */
  example: v.optional(v.boolean(), false),
});

const TableTemplateSchema = v.pipe(
  v.object({
    /** The table's caption, saying what goes in it. */
    caption: Text,
    /** Column headings. */
    columns: v.pipe(v.array(Text), v.minLength(1, 'a table has at least 1 column')),
    /** Printed rows: worked examples, or row labels with blanks beside them. */
    rows: v.optional(v.array(TableRowSchema), []),
    /** The first cell of each printed row labels the row (a row header). */
    rowHeaders: v.optional(v.boolean(), false),
    /** Empty rows to fill in by hand, after the printed rows. */
    blankRows: v.optional(v.pipe(WholeNumber, v.maxValue(40, 'at most 40 blank rows')), 0),
  }),
  v.check(
    (table) => table.rows.every((row) => row.cells.length === table.columns.length),
    'every row needs one cell per column',
  ),
  v.check((table) => table.rows.length + table.blankRows > 0, 'a table needs at least one row'),
);
export type TableTemplate = v.InferOutput<typeof TableTemplateSchema>;

const TableSectionSchema = v.object({
  kind: v.literal('table'),
  ...SectionBase,
  tables: v.pipe(v.array(TableTemplateSchema), v.minLength(1, 'a table section has at least 1 table')),
});

const StepSchema = v.object({
  /** The step in a few words. */
  title: Text,
  /** How to do it. */
  text: Text,
});

const StepsSectionSchema = v.object({
  kind: v.literal('steps'),
  ...SectionBase,
  /** Numbered steps, in order. */
  steps: v.pipe(v.array(StepSchema), v.minLength(2, 'a steps section has at least 2 steps')),
});

// The band check sits on the union because a variant's options must be plain object schemas.
const DownloadSectionSchema = v.pipe(
  v.variant('kind', [
    ChecklistSectionSchema,
    QuestionsSectionSchema,
    ScoringSectionSchema,
    TableSectionSchema,
    StepsSectionSchema,
  ]),
  v.check(
    (section) =>
      section.kind !== 'questions' ||
      bandsCover(section.bands, section.questions.length * SCORE_MIN, section.questions.length * SCORE_MAX),
    'score bands must run without gaps from the lowest to the highest possible section total',
  ),
);
export type DownloadSection = v.InferOutput<typeof DownloadSectionSchema>;
export type ChecklistSection = v.InferOutput<typeof ChecklistSectionSchema>;
export type QuestionsSection = v.InferOutput<typeof QuestionsSectionSchema>;
export type ScoringSection = v.InferOutput<typeof ScoringSectionSchema>;
export type StepsSection = v.InferOutput<typeof StepsSectionSchema>;

/** Lowest and highest grand total of a document's scored questions. */
export function totalScoreRange(sections: readonly DownloadSection[]): { min: number; max: number } {
  const count = sections.reduce((sum, s) => sum + (s.kind === 'questions' ? s.questions.length : 0), 0);
  return { min: count * SCORE_MIN, max: count * SCORE_MAX };
}

export const DownloadDocumentSchema = v.pipe(
  v.object({
    /** File name without extension: the document is served at `/downloads/<id>.html`. */
    id: Slug,
    /** Document title (h1 and the card title in the docs hub). */
    title: Text,
    /** One sentence for the docs hub card and the document's meta description. */
    description: v.pipe(Text, v.maxLength(200, 'keep the card description to one sentence (max 200)')),
    /** Opening paragraphs: who it is for and how to use it. */
    intro: v.pipe(v.array(Text), v.minLength(1, 'the intro has at least 1 paragraph')),
    sections: v.pipe(v.array(DownloadSectionSchema), v.minLength(1, 'a document has at least 1 section')),
  }),
  v.check((doc) => {
    const guides = doc.sections.filter((s) => s.kind === 'scoring');
    if (guides.length === 0) return true;
    const { min, max } = totalScoreRange(doc.sections);
    return guides.length === 1 && max > 0 && bandsCover(guides[0]?.bands ?? [], min, max);
  }, 'a document has at most one scoring guide, with scored questions, and its bands run without gaps over every possible total'),
);
export type DownloadDocument = v.InferOutput<typeof DownloadDocumentSchema>;
