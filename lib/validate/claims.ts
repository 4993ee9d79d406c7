/**
 * Recurring claims stay one figure (issue 10, content/claims.ts): wherever the copy words a claim in one of
 * its usual phrasings ("live within …", "reply within …", "… integrations"), the figure must be the claim's
 * record. Copy that interpolates `claims.x.value` passes by construction; a figure typed by hand that
 * contradicts the record, in a content module or an MDX file, is reported.
 */
import { excerpt, problem, type Problem } from './problem.ts';

/** The figures of content/claims.ts this check reads, by claim name. */
export type ClaimFigures = Readonly<Record<string, { value: string }>>;

/** Each claim's usual phrasings; group 1 is the figure. */
export const CLAIM_PHRASES: readonly { claim: string; pattern: RegExp }[] = [
  {
    claim: 'firstAutomationLive',
    pattern: /first (?:automation|one) (?:is )?(?:usually )?live within ([^.,;]*?weeks)/gi,
  },
  { claim: 'enquiryReply', pattern: /(?:reply|replies) (?:to every enquiry )?within (\d+ hours)/gi },
  { claim: 'resultsGuarantee', pattern: /results (?:with)?in (\d+ days)/gi },
  { claim: 'freeAudit', pattern: /free (\d+[-–]minute) (?:automation )?(?:audit|consultation)/gi },
  { claim: 'integrations', pattern: /(\d[\d,]*\+) integrations/gi },
  { claim: 'hoursSavedWeekly', pattern: /saves? (\d+\+) hours/gi },
  { claim: 'auditsPerMonth', pattern: /only (\d+) free audits/gi },
  { claim: 'optimisationSupport', pattern: /(\d+ days) of optimi[sz]ation support/gi },
  { claim: 'paybackWindow', pattern: /pays? (?:for itself|back) within (\d+[-–]\d+ days)/gi },
];

/** Hyphen and en dash read the same: "2-4 weeks" is the claim "2–4 weeks". */
const same = (a: string, b: string) => a.replace(/-/g, '–').toLowerCase() === b.replace(/-/g, '–').toLowerCase();

export function checkClaims(
  file: string,
  path: string,
  text: string,
  claims: ClaimFigures,
): { found: number; problems: Problem[] } {
  let found = 0;
  const problems: Problem[] = [];
  for (const { claim, pattern } of CLAIM_PHRASES) {
    const record = claims[claim];
    if (!record) continue;
    for (const match of text.matchAll(pattern)) {
      found += 1;
      const figure = match[1] ?? '';
      if (same(figure, record.value)) continue;
      problems.push(
        problem(
          file,
          path,
          'claim',
          `"${figure}" contradicts the claim ${claim} ("${record.value}", content/claims.ts): ${excerpt(text, match.index, match[0].length)}`,
        ),
      );
    }
  }
  return { found, problems };
}
