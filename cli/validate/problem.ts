/**
 * What `cli validate` reports (docs/decisions/0004-content-is-typed-data-checked-twice.md): one problem per broken
 * rule, naming the file, the field inside it and the rule, so whoever reads the line can go straight to it.
 */
import { formatFinding } from '../../content/schema.ts';

export { issuePath, joinPath } from '../../content/schema.ts';

/** The kinds of check, as printed before each message, each with what it holds to. */
export const RULE_HELP = {
  schema: 'A content module or MDX frontmatter breaks its valibot schema.',
  import: 'A content module cannot be imported at all (a syntax error, a throw that is not a ContentError).',
  mdx: 'An MDX file does not parse.',
  link: 'An internal link goes to no route or file.',
  anchor: 'A #fragment names no element id of its page.',
  count:
    'A collection holds another number of files than the product states (content/collections.ts): articles, docs guides, legal pages.',
  price: "A price disagrees with the package records (structured data, or copy that quotes a package's price).",
  placeholder: 'A placeholder the spec left open, a TODO or lorem ipsum is still in the text.',
  rating: 'A rating is above (or below) its scale.',
  date: 'A date is not a real calendar date, or is in the future.',
  figure:
    'A figure in copy that is neither read from a record (content/claims.ts) nor marked as a plain fact of a kind its shape fits (content/facts.ts).',
  basis:
    'A measured claim (content/claims.ts) stated with no basis beside it: the `bases` of its section (or a <Bases> in MDX) does not list it.',
  timeline:
    "A week range written outside the programme's timeline (content/claims.ts), unmarked as another schedule's.",
  claim:
    'A recurring claim is worded with a figure other than its record in content/claims.ts or content/supportLevels.ts, or without the condition it holds under (its level, its start, its basis).',
  spelling: "A word in American spelling from cli/validate/spelling.ts's list: the copy is British English.",
  payload:
    "A payload written in a guide's code names a key its form does not have (content/forms/contact.ts, support.ts).",
  typography:
    'A straight apostrophe or quote in prose, where the copy uses typographic ones; a length before a noun not hyphenated ("60-day review"); or a record’s sentence set after a colon, keeping its capital.',
} as const;
export type Rule = keyof typeof RULE_HELP;
export const RULES = Object.keys(RULE_HELP) as Rule[];

export interface Problem {
  /** Project-relative file: `content/caseStudies.ts`, `content/blog/x.mdx`, `dist/client/index.html`. */
  file: string;
  /** Where in the file: a field path (`[2].results[1].value`, `frontmatter.date`) or `line 12`. */
  path: string;
  rule: Rule;
  message: string;
}

export const problem = (file: string, path: string, rule: Rule, message: string): Problem => ({
  file,
  path,
  rule,
  message,
});

/** `content/caseStudies.ts › [2].results[1].value: schema must not be empty` */
export const formatProblem = (p: Problem): string => formatFinding(p.file, p.path, `${p.rule} ${p.message}`);

/** A short quotation of `text` around `index` for a message, on one line. */
export function excerpt(text: string, index = 0, length = 0, width = 60): string {
  const start = Math.max(0, index - Math.floor((width - length) / 2));
  const end = Math.min(text.length, start + Math.max(width, length));
  const body = text.slice(start, end).replace(/\s+/g, ' ').trim();
  return `“${start > 0 ? '…' : ''}${body}${end < text.length ? '…' : ''}”`;
}
