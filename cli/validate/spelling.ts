/**
 * One spelling across the copy: the firm writes British English, so a word from this list in copy is reported with
 * its British form. Whole words only (`organize` but not `organizer.com`), any case; URLs, paths, `code`, ids
 * and other strings without a space are not copy and are skipped, so `/services/process-optimization` stays.
 * The list is small and curated: words this site uses, or is likely to, where the two spellings differ.
 */
import { excerpt, problem, type Problem, type Rule } from './problem.ts';

/** American spelling → British, lower case. A word's inflections are matched by the stem patterns below. */
export const AMERICAN_TO_BRITISH: Readonly<Record<string, string>> = {
  optimize: 'optimise',
  optimization: 'optimisation',
  categorize: 'categorise',
  categorization: 'categorisation',
  organize: 'organise',
  organization: 'organisation',
  prioritize: 'prioritise',
  prioritization: 'prioritisation',
  standardize: 'standardise',
  standardization: 'standardisation',
  customize: 'customise',
  customization: 'customisation',
  recognize: 'recognise',
  realize: 'realise',
  summarize: 'summarise',
  minimize: 'minimise',
  maximize: 'maximise',
  utilize: 'utilise',
  analyze: 'analyse',
  centralize: 'centralise',
  synchronize: 'synchronise',
  authorize: 'authorise',
  authorization: 'authorisation',
  personalize: 'personalise',
  personalization: 'personalisation',
  digitize: 'digitise',
  inquiry: 'enquiry',
  inquiries: 'enquiries',
  color: 'colour',
  behavior: 'behaviour',
  favorite: 'favourite',
  labor: 'labour',
  center: 'centre',
  catalog: 'catalogue',
  license: 'licence (the noun)',
  canceled: 'cancelled',
  canceling: 'cancelling',
  labeled: 'labelled',
  labeling: 'labelling',
  modeling: 'modelling',
  fulfill: 'fulfil',
  enroll: 'enrol',
  // House style rather than American: one spelling of email.
  'e-mail': 'email',
};

/** Each listed word with its usual endings: optimize, optimizes, optimized, optimizing; organization(s). */
const WORDS = new RegExp(
  `\\b(${Object.keys(AMERICAN_TO_BRITISH)
    .map((word) => (word.endsWith('ize') ? `${word.slice(0, -1)}(?:e|es|ed|ing|er|ers)` : `${word}(?:s)?`))
    .join('|')})\\b`,
  'gi',
);

/** What in a line is not copy: URLs, inline code, paths, e-mail addresses, JSX and expressions. */
export function stripNonProse(text: string): string {
  return text
    .replace(/`[^`]*`/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\]\([^)]*\)/g, '] ')
    .replace(/\b(?:https?:\/\/|mailto:|tel:)\S+/g, ' ')
    .replace(/(?:^|\s)\/[\w#?=&./-]*/g, ' ')
    .replace(/\S+@\S+\.\w+/g, ' ')
    .replace(/\b[\w.-]+\.(?:com|co\.uk|io|dev|org|net)\b\S*/g, ' ');
}

/** A string that is not copy at all: an id, a path, a URL, a slug (no space in it). */
export const isNotProse = (text: string): boolean => !/\s/.test(text.trim());

/** The British form of a matched word, keeping its ending. */
function british(word: string): string {
  const lower = word.toLowerCase();
  for (const [american, uk] of Object.entries(AMERICAN_TO_BRITISH)) {
    if (american.endsWith('ize') && lower.startsWith(american.slice(0, -3))) {
      return uk.slice(0, -3) + lower.slice(american.length - 3).replace(/^iz/, 'is');
    }
    if (lower === american || lower === `${american}s`) return uk + lower.slice(american.length);
  }
  return AMERICAN_TO_BRITISH[lower] ?? lower;
}

/**
 * One problem per match of `pattern` (global) in the copy of `text`, each message ending with the match in
 * context. Spelling and typography are both this: a pattern that copy must not contain.
 */
export function proseMatches(
  file: string,
  path: string,
  text: string,
  check: { rule: Rule; pattern: RegExp; message: (match: string) => string },
): Problem[] {
  if (isNotProse(text)) return [];
  const prose = stripNonProse(text);
  return [...prose.matchAll(check.pattern)].map((match) =>
    problem(file, path, check.rule, `${check.message(match[0])}: ${excerpt(prose, match.index, match[0].length)}`),
  );
}

export const checkSpelling = (file: string, path: string, text: string): Problem[] =>
  proseMatches(file, path, text, {
    rule: 'spelling',
    pattern: WORDS,
    message: (word) => `"${word}": the site writes British English in one spelling, "${british(word)}"`,
  });
