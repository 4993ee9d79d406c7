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
  payload:
    "A payload written in a guide's code names a key its form does not have (content/form-fields/contact.ts, support.ts).",
  claim:
    'A built page shows a claim-shaped figure (a percentage, a multiple, "20+ hours", "£50,000+") that is no record’s value (content/claims.ts, a case study, a worked example), or a measured claim without its footnote.',
  placeholder:
    'A built page shows a placeholder the spec left open ({email}, {phone}…), a TODO, lorem ipsum or a raw footnote marker.',
  rating: 'A built page shows a rating above its scale ("5.8/5").',
  date: 'A built page shows a date that is not a real calendar date, or is in the future.',
  readtime: 'A built article’s reading time is not its own words at the site’s words a minute.',
} as const;
export type Rule = keyof typeof RULE_HELP;

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
