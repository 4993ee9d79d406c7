/**
 * A figure on a page is either a claim, read from its record in content/claims.ts with its basis, or a plain fact
 * marked as one here: a price, a date, a length of time, a count of things. `brightwork validate` reads the copy as
 * written (cli/validate/figures.ts) and reports a figure that is neither, so a number typed into a sentence is a
 * decision someone made, in the open, not a claim nobody sourced.
 *
 * A mark names the kinds of fact a string holds, and each figure in it must have the shape of one of them: a
 * percentage, a multiple ("10x") or a rating is never a plain fact, and a week range belongs to the programme's
 * timeline (content/claims.ts `timeline`) unless it is another schedule's.
 *
 * ```ts
 * features: [facts('count')`Connects up to 3 of your existing tools`],
 * rows: facts('count', 'duration')([...]),            // every string inside
 * ```
 *
 * In MDX, a paragraph (or a heading, a list item, a table row) is marked by an element in it that renders nothing:
 * `<Facts kinds="duration, count" />`. In frontmatter, a field is marked by a comment on its line: `# facts: date`.
 */

/** The kinds of plain fact, each with what it covers. */
export const FACT_KINDS = {
  price: 'an amount in pounds we charge or quote, which then says VAT is added (“£500 setup +VAT”)',
  money: 'an amount in pounds that is not our price (“a budget of £5K – £15K”, “invoices over £1,000”)',
  date: 'a year or a date (“founded in 2021”, “15 January 2025”)',
  time: 'a time of day or a span of the week (“09:00–17:00”, “Mon–Fri”)',
  duration: 'a length of time (“45-minute call”, “within 30 days”, “3 months of support”)',
  count: 'a number of things, or a size (“3 automations”, “20 to 50 examples”, “teams of 200”)',
  name: 'a number that is part of a name or a reference (“Microsoft 365”, “ISO 27001”, “401 Unauthorized”)',
  target: 'a threshold or goal a reader sets, not a result we claim (“alerts at 80% of the allowance”)',
  formula: 'a constant of a formula (“÷ 60”, “× 100%”)',
  example: 'a figure of a worked example, an illustration rather than a claim (“160 invoices at 15 minutes each”)',
  schedule: 'a week range of another schedule than the programme: a one-off service’s phases, a guide’s plan',
} as const;

export type FactKind = keyof typeof FACT_KINDS;

const isTemplate = (value: unknown): value is TemplateStringsArray => Array.isArray(value) && 'raw' in value;

/**
 * Marks copy as holding plain facts of `kinds`: as a tag, facts('count')`3 automations`, the string itself; called
 * on a value, facts('count')(rows), every string inside it. At run time it changes nothing: the mark is read from
 * the source.
 */
export function facts(...kinds: [FactKind, ...FactKind[]]) {
  void kinds;
  function mark(strings: TemplateStringsArray, ...values: unknown[]): string;
  function mark<T>(value: T): T;
  function mark(first: unknown, ...values: unknown[]): unknown {
    if (!isTemplate(first)) return first;
    return first.reduce((text, part, index) => text + part + (index < values.length ? String(values[index]) : ''), '');
  }
  return mark;
}
