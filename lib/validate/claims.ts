/**
 * Recurring claims stay one figure (issue 10, content/claims.ts): wherever the copy words a claim in one of
 * its usual phrasings ("live within …", "reply within …", "… integrations"), the figure must be the claim's
 * record. Copy that interpolates `claims.x.value` passes by construction; a figure typed by hand that
 * contradicts the record, in a content module or an MDX file, is reported.
 */
import { excerpt, problem, type Problem } from './problem.ts';

/**
 * The figures this check reads, by claim name: the records of content/claims.ts, plus keyed figures
 * (`responseTime.premium`, `priority.p1`, `supportPeriod.workflow-development`) built by `claimFigures`.
 * `accepts` lists other figures that are also true of the record (a level's target for each priority).
 */
export type ClaimFigures = Readonly<Record<string, { value: string; accepts?: readonly string[] }>>;

/** One claim's usual phrasing. Group 1 is the figure; with `key`, group `key` names the record (`claim.key`). */
export interface ClaimPhrase {
  claim: string;
  pattern: RegExp;
  /** How to turn the matched key into the record's key (a level name, a priority code, a service name). */
  key?: (matched: string) => string | undefined;
  /** Only in files whose path matches; group 1 of this pattern is then the key. */
  file?: RegExp;
}

const LEVELS = 'Standard|Premium|Enterprise';
const DURATION = String.raw`\d+\s*(?:business days?|working days?|business hours?|hours?|h)\b`;

/** A service as copy names it → its id (content/services/<id>.ts). */
export function serviceKey(name: string): string | undefined {
  const n = name.toLowerCase();
  if (n.startsWith('ai')) return 'ai-automation';
  if (n.includes('workflow')) return 'workflow-development';
  if (n.includes('integration')) return 'system-integration';
  if (n.includes('process')) return 'process-optimization';
  return undefined;
}

/** Each claim's usual phrasings; group 1 is the figure. */
export const CLAIM_PHRASES: readonly ClaimPhrase[] = [
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
  // The 60-day results clock runs from go-live (content/claims.ts timeline.resultsClockStart).
  {
    claim: 'resultsClock',
    pattern:
      /\b(?:results?|targets?|review|guarantee)\b[^.;:\n]{0,60}?\b\d+ days (?:after|from|since|of) (?:the |your )?(kick-?off|project start|start|signing|go-live|launch)\b/gi,
  },
  // Support after go-live is per offer (content/services.ts supportAfterGoLive), never one period for every project.
  {
    claim: 'supportAfterGoLive',
    pattern:
      /every (?:project|engagement|client|build)[^.;:\n]{0,20}?\bincludes? (\d+ (?:days|months)) of (?:optimi[sz]ation )?support/gi,
  },
  {
    claim: 'supportAfterGoLive',
    pattern: /(\d+ (?:days|months)) of (?:optimi[sz]ation )?support (?:included )?(?:with|in|on) every project/gi,
  },
  // A service's own support period, named with the service, or in the service's own file.
  {
    claim: 'supportPeriod',
    pattern: new RegExp(
      String.raw`\b(?<key>AI (?:automation )?consulting|(?:custom )?workflow development|system integration(?: services)?|process optimi[sz]ation(?: services)?)\b[^.;:\n\d]{0,40}?\b(\d+ (?:months?|days))(?= of (?:optimi[sz]ation )?(?:support|follow-up)|[;.,)]|$)`,
      'gi',
    ),
    key: serviceKey,
  },
  {
    claim: 'supportPeriod',
    pattern: /(\d+ months?) of (?:optimi[sz]ation )?(?:support|follow-up)/gi,
    file: /^content\/services\/([\w-]+)\.ts$/,
  },
  // Response times: a level's target (content/supportLevels.ts) and a priority's (content/forms.ts).
  {
    claim: 'responseTime',
    pattern: new RegExp(
      String.raw`\b(?<key>${LEVELS})\b[^.,;:\n\d]{0,60}?\b(?:within|in under|under|response of)\s+(${DURATION})`,
      'g',
    ),
    key: (level) => level.toLowerCase(),
  },
  {
    claim: 'responseTime',
    pattern: new RegExp(
      String.raw`\b(?<key>${LEVELS})\b[^.,;:\n\d]{0,40}?\b(\d+[- ](?:hour|business-day))[- ]response`,
      'g',
    ),
    key: (level) => level.toLowerCase(),
  },
  {
    claim: 'responseTime',
    pattern: new RegExp(
      String.raw`\b(?:within|in under|under)\s+(${DURATION})\s+(?:on|for) (?:the )?(?<key>${LEVELS})\b`,
      'g',
    ),
    key: (level) => level.toLowerCase(),
  },
  {
    claim: 'priority',
    pattern:
      /\b(?<key>P[1-4])\b(?:\s*[-–]?\s*(?:Critical|High|Medium|Low))?\s*\(?(?:response\s*)?(?:<|under|within)\s*(\d+\s*(?:h|hours?))\b/g,
    key: (code) => code.toLowerCase(),
  },
];

/** A figure in one spelling: "4 hours", "4-hour", "< 4h" and "under 4h" are "4h"; hyphen and en dash alike. */
export function canonicalFigure(figure: string): string {
  return figure
    .toLowerCase()
    .replace(/^\s*(?:<|under|within)\s*/, '')
    .replace(/(\d)\s*[-–]?\s*(?:hours?|h)\b/g, '$1h')
    .replace(/(\d)\s*[-–]?\s*(?:business|working)[- ]days?\b/g, '$1 business days')
    .replace(/(\d)\s*[-–]?\s*months?\b/g, '$1 months')
    .replace(/-/g, '–')
    .replace(/\s+/g, ' ')
    .trim();
}

/** What content/ says, for `claimFigures`: read from the loaded modules by validate, or imported by tests. */
export interface ClaimSources {
  claims: Readonly<Record<string, { value: string }>>;
  timeline?: { resultsClockStart: string };
  supportLevels?: readonly { id: string; response: string; targets: Readonly<Record<string, string>> }[];
  priorities?: readonly { value: string; response: string }[];
  services?: readonly { id: string; supportPeriod: { months?: number | undefined } }[];
}

/** Every figure the claim rule compares with: the claims, the results clock, response times and support periods. */
export function claimFigures({ claims, timeline, supportLevels = [], priorities = [], services = [] }: ClaimSources) {
  const figures: Record<string, { value: string; accepts?: string[] }> = { ...claims };
  if (timeline) figures['resultsClock'] = { value: timeline.resultsClockStart, accepts: ['launch'] };
  figures['supportAfterGoLive'] = { value: 'per offer: a package’s period or the service’s own' };
  for (const level of supportLevels) {
    figures[`responseTime.${level.id}`] = { value: level.response, accepts: Object.values(level.targets) };
  }
  for (const priority of priorities) {
    figures[`priority.${priority.value}`] = {
      value: priority.response,
      accepts: supportLevels.map((level) => level.targets[priority.value] ?? ''),
    };
  }
  for (const service of services) {
    if (service.supportPeriod.months) {
      figures[`supportPeriod.${service.id}`] = { value: `${service.supportPeriod.months} months` };
    }
  }
  return figures as ClaimFigures;
}

/** Two figures read the same once spelt one way (`canonicalFigure`). */
const same = (a: string, b: string) => canonicalFigure(a) === canonicalFigure(b);

/** Where a claim's record lives, for the message. */
const source = (claim: string): string =>
  ({
    responseTime: 'content/supportLevels.ts',
    priority: 'content/forms.ts',
    supportPeriod: 'content/services/',
    supportAfterGoLive: 'content/services.ts',
    resultsClock: 'content/claims.ts timeline',
  })[claim] ?? 'content/claims.ts';

export function checkClaims(
  file: string,
  path: string,
  text: string,
  claims: ClaimFigures,
): { found: number; problems: Problem[] } {
  let found = 0;
  const problems: Problem[] = [];
  for (const { claim, pattern, key, file: scope } of CLAIM_PHRASES) {
    let scopedKey: string | undefined;
    if (scope) {
      scopedKey = scope.exec(file)?.[1];
      if (!scopedKey) continue;
    }
    for (const match of text.matchAll(pattern)) {
      const keyed = scopedKey ?? (key ? key(match.groups?.['key'] ?? '') : undefined);
      const name = keyed ? `${claim}.${keyed}` : claim;
      const record = claims[name];
      if (!record) continue;
      found += 1;
      const figure = match.slice(1).find((group) => group !== undefined && group !== match.groups?.['key']) ?? '';
      if (same(figure, record.value) || record.accepts?.some((other) => same(figure, other))) continue;
      problems.push(
        problem(
          file,
          path,
          'claim',
          `"${figure}" contradicts the claim ${name} ("${record.value}", ${source(claim)}): ${excerpt(text, match.index, match[0].length)}`,
        ),
      );
    }
  }
  return { found, problems };
}
