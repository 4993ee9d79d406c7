/**
 * Recurring claims stay one figure (one home for each fact, docs/decisions/0021-one-home-for-each-fact.md;
 * content/claims.ts): wherever the copy words a claim in one of its usual phrasings ("live within …", "reply within …",
 * "… integrations"), the figure must be the claim's record. Copy that interpolates `claims.x.value` passes by
 * construction; a figure typed by hand that contradicts the record, in a content module or an MDX file, is reported.
 * Some claims are only true with their condition, so a phrasing that leaves it out is reported too: a results clock
 * without its start, a priority's target without its support level, a return without its basis, "24/7" without
 * Enterprise.
 */
import { escapeRegExp } from '../../lib/regexp.ts';
import { excerpt, problem, type Problem } from './problem.ts';

/**
 * The figures this check reads, by claim name: the records of content/claims.ts, plus keyed figures
 * (`responseTime.premium`, `priority.p1`, `supportPeriod.workflow-development`) built by `claimFigures`.
 * `accepts` lists other figures that are also true of the record (a level's target for each priority).
 */
export type ClaimFigures = Readonly<Record<string, { value: string; accepts?: readonly string[] }>>;

/**
 * One claim's usual phrasing. The first unnamed group is the figure; with `key`, the named groups give the
 * record's key (`claim.key`).
 */
export interface ClaimPhrase {
  claim: string;
  pattern: RegExp;
  /** The record's key from the named groups (a level name, a priority code, a service name). */
  key?: (groups: Readonly<Record<string, string | undefined>>) => string | undefined;
  /** When no record has the key, the claim's own record applies (a return of any percentage has a basis). */
  orClaim?: boolean;
  /** What the copy must name when the figure group is absent: reported as left out. */
  unstated?: string;
  /** Only in files whose path matches; a group 1 of this pattern is then the key. */
  file?: RegExp;
}

const LEVELS = 'Standard|Premium|Enterprise';
/** A level named in copy → its id. */
const levelKey = ({ key }: Readonly<Record<string, string | undefined>>) => key?.toLowerCase();
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
  // "Results in 60 days" with no start: the clock runs from go-live, and a badge says so.
  {
    claim: 'resultsClock',
    pattern: /\bresults (?:with)?in \d+ days\b(?! (?:of|after|from|since) )/gi,
    unstated: 'the day the 60 days start',
  },
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
    key: ({ key }) => serviceKey(key ?? ''),
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
    key: levelKey,
  },
  {
    claim: 'responseTime',
    pattern: new RegExp(
      String.raw`\b(?<key>${LEVELS})\b[^.,;:\n\d]{0,40}?\b(\d+[- ](?:hour|business-day))[- ]response`,
      'g',
    ),
    key: levelKey,
  },
  {
    claim: 'responseTime',
    pattern: new RegExp(
      String.raw`\b(?:within|in under|under)\s+(${DURATION})\s+(?:on|for) (?:the )?(?<key>${LEVELS})\b`,
      'g',
    ),
    key: levelKey,
  },
  // A priority's target is a level's: "P1 - Critical (response < 2h on Premium)". Without the level it is
  // compared with the target and level of the form's priorities, so a bare "< 2h" is reported.
  {
    claim: 'priority',
    pattern: new RegExp(
      String.raw`\b(?<key>P[1-4])\b(?:\s*[-–]?\s*(?:Critical|High|Medium|Low))?\s*\(?(?:response\s*)?(?:<|under|within)\s*(\d+\s*(?:h|hours?))\b(?:\s+(?:on|for)\s+(?:the\s+)?(?<level>${LEVELS})\b)?`,
      'g',
    ),
    key: ({ key, level }) => [key?.toLowerCase(), level?.toLowerCase()].filter(Boolean).join('.'),
  },
  // A package includes the support level that comes with every plan; faster levels are added, not bundled.
  {
    claim: 'packageSupport',
    pattern: /\b([\w-]+(?: and [\w-]+)?) support\b/gi,
    file: /^content\/packages\.ts$/,
  },
  // What Standard support comes with ("every monthly plan"), never ongoing with something else.
  {
    claim: 'standardSupport',
    pattern:
      /\b(?:(ongoing|unlimited|lifetime|free) Standard support|Standard support (?:is |comes )?(?:included )?(?:with|in|on|for) ((?:every|each|any|all|your|a|the) [\w -]+?)(?=[,.;:)]| and |$))/gi,
  },
  // The Starter money-back's 30 days start at go-live (content/claims.ts timeline.moneyBackClockStart).
  {
    claim: 'moneyBackClock',
    pattern:
      /\bmoney-back\b[^.]*?\bwithin \d+ days of (?:paying |receiving |payment of )?(?:the |your )?([\w -]+?)(?=\s*[,.;:(]|\s+and\b|\s+when\b|$)/gi,
  },
  // A return quoted as a percentage names its basis, and a claim's own figure its own basis ("300%": total cost).
  {
    claim: 'roiBasis',
    pattern:
      /(?<key>\b\d[\d,.]*%)(?=[^.;:\n]{0,40}?\b(?:ROI|return on investment)\b)[^.;\n]*?(?:\b(?:on|against) (?:the |your )?(total cost|setup fee|setup cost|setup and running costs)\b|(?=[.;\n]|$))/gi,
    key: ({ key }) => key,
    orClaim: true,
    unstated: 'its basis (on the total cost, or on the setup fee)',
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

/** A support level as the claim rule reads it (content/supportLevels.ts). */
export interface SupportLevelSource {
  id: string;
  name?: string;
  response: string;
  availability?: string;
  /** What the included level comes with ("every monthly plan"); only that level has it. */
  includedWith?: string | undefined;
  targets: Readonly<Record<string, string>>;
}

/** What content/ says, for `claimFigures`: read from the loaded modules by validate, or imported by tests. */
export interface ClaimSources {
  claims: Readonly<Record<string, { value: string; returnOn?: string | undefined }>>;
  timeline?: { resultsClockStart: string; moneyBackClockStart?: string };
  supportLevels?: readonly SupportLevelSource[];
  priorities?: readonly { value: string; response: string; code?: string; label?: string }[];
  services?: readonly { id: string; supportPeriod: { months?: number | undefined } }[];
}

const levelName = (level: SupportLevelSource): string => level.name ?? level.id;

/** What a return can be measured on, each with the other words copy uses for it. */
const BASES: Readonly<Record<string, readonly string[]>> = {
  'total cost': ['setup and running costs'],
  'setup fee': ['setup cost'],
};

/**
 * Every figure the claim rule compares with: the claims, the two guarantee clocks, response times by level
 * and by priority, what each package and Standard support include, the bases of returns, the availability
 * only one level has, and support periods.
 */
export function claimFigures({ claims, timeline, supportLevels = [], priorities = [], services = [] }: ClaimSources) {
  const figures: Record<string, { value: string; accepts?: string[] }> = { ...claims };
  if (timeline) figures['resultsClock'] = { value: timeline.resultsClockStart, accepts: ['launch'] };
  if (timeline?.moneyBackClockStart) {
    figures['moneyBackClock'] = { value: timeline.moneyBackClockStart, accepts: ['second half of the setup fee'] };
  }
  figures['supportAfterGoLive'] = { value: 'per offer: a package’s period or the service’s own' };
  for (const level of supportLevels) {
    figures[`responseTime.${level.id}`] = { value: level.response, accepts: Object.values(level.targets) };
  }
  // The level whose targets the support form's priorities are: a priority's target without a level is its.
  const formLevel = supportLevels.find(
    (level) => priorities.length > 0 && priorities.every((p) => level.targets[p.value] === p.response),
  );
  for (const priority of priorities) {
    figures[`priority.${priority.value}`] = {
      value: formLevel ? `${priority.response} on ${levelName(formLevel)}` : priority.response,
    };
    for (const level of supportLevels) {
      figures[`priority.${priority.value}.${level.id}`] = { value: level.targets[priority.value] ?? '' };
    }
  }
  const included = supportLevels.find((level) => level.includedWith);
  if (included?.includedWith) {
    // A package's support is the included level's, and its optimisation support after go-live (a promise of its own).
    figures['packageSupport'] = { value: levelName(included), accepts: ['optimisation', 'optimization'] };
    figures['standardSupport'] = { value: included.includedWith };
  }
  for (const level of supportLevels) {
    const { availability } = level;
    if (availability && supportLevels.filter((other) => other.availability === availability).length === 1) {
      figures[`availability.${availability}`] = { value: levelName(level) };
    }
  }
  const [anyBasis = '', ...otherBases] = Object.entries(BASES).flatMap(([basis, words]) => [basis, ...words]);
  figures['roiBasis'] = { value: anyBasis, accepts: otherBases };
  for (const claim of Object.values(claims)) {
    if (claim.returnOn)
      figures[`roiBasis.${claim.value}`] = { value: claim.returnOn, accepts: [...(BASES[claim.returnOn] ?? [])] };
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
    priority: 'content/supportLevels.ts',
    packageSupport: 'content/supportLevels.ts',
    standardSupport: 'content/supportLevels.ts',
    availability: 'content/supportLevels.ts',
    supportPeriod: 'content/services/',
    supportAfterGoLive: 'content/services.ts',
    resultsClock: 'content/claims.ts timeline',
    moneyBackClock: 'content/claims.ts timeline',
  })[claim] ?? 'content/claims.ts';

const sentences = (text: string): string[] => text.split(/(?<=[.!?])\s+/);

/**
 * An availability only one level has ("24/7": Enterprise) is that level's: a sentence that states it names
 * the level, or it promises every customer what one level buys. A level's own record speaks for that level.
 */
function checkAvailability(file: string, path: string, text: string, claims: ClaimFigures) {
  let found = 0;
  const problems: Problem[] = [];
  if (!/\s/.test(text.trim()) || (file === 'content/supportLevels.ts' && path.startsWith('supportLevels['))) {
    return { found, problems };
  }
  for (const [name, record] of Object.entries(claims)) {
    if (!name.startsWith('availability.')) continue;
    const availability = name.slice('availability.'.length);
    const stated = new RegExp(String.raw`(?<![\w/])${escapeRegExp(availability)}(?![\w/])`);
    const level = new RegExp(String.raw`\b${escapeRegExp(record.value)}\b`, 'i');
    for (const sentence of sentences(text)) {
      const at = stated.exec(sentence);
      if (!at) continue;
      found += 1;
      if (level.test(sentence)) continue;
      const index = text.indexOf(sentence) + at.index;
      problems.push(
        problem(
          file,
          path,
          'claim',
          `"${availability}" is the ${record.value} level's (${name}, ${source('availability')}), and this sentence does not name it: ${excerpt(text, index, availability.length)}`,
        ),
      );
    }
  }
  return { found, problems };
}

/**
 * Response targets are first responses: a sentence that promises a fix (or a resolution) within a response time or
 * target says more than the support levels do (content/supportLevels.ts `supportModel.firstResponse`).
 */
const FIX_WITHIN =
  /\b(?:to|will|we|we’ll|and|or) (?:fix|fixes|resolve|resolves|solve|solves|put right)\b(?:(?!\b(?:respond|answer|reply)\w*\b)[^.;:\n]){0,60}?\bwithin\b[^.;:\n]{0,40}?\b(?:response times?|targets?|priority)\b/gi;

function checkFixPromises(file: string, path: string, text: string) {
  const problems: Problem[] = [];
  let found = 0;
  for (const match of text.matchAll(FIX_WITHIN)) {
    found += 1;
    problems.push(
      problem(
        file,
        path,
        'claim',
        `promises a fix within a response target, but the targets are for a first response, not a fix (supportModel.firstResponse, content/supportLevels.ts): ${excerpt(text, match.index, match[0].length)}`,
      ),
    );
  }
  return { found, problems };
}

export function checkClaims(
  file: string,
  path: string,
  text: string,
  claims: ClaimFigures,
): { found: number; problems: Problem[] } {
  let found = 0;
  const problems: Problem[] = [];
  for (const { claim, pattern, key, orClaim, unstated, file: scope } of CLAIM_PHRASES) {
    let scopedKey: string | undefined;
    if (scope) {
      const scoped = scope.exec(file);
      if (!scoped) continue;
      scopedKey = scoped[1];
    }
    for (const match of text.matchAll(pattern)) {
      const keyed = scopedKey ?? (key ? key(match.groups ?? {}) : undefined);
      const own = keyed ? `${claim}.${keyed}` : claim;
      const name = claims[own] ? own : claim;
      const record = claims[own] ?? (orClaim ? claims[claim] : undefined);
      if (!record) continue;
      found += 1;
      const named = new Set(Object.values(match.groups ?? {}));
      const figure = match.slice(1).find((group) => group !== undefined && !named.has(group));
      const quoted = excerpt(text, match.index, match[0].length);
      if (figure === undefined) {
        if (unstated) {
          problems.push(
            problem(
              file,
              path,
              'claim',
              `leaves out ${unstated}: the claim ${name} is "${record.value}" (${source(claim)}): ${quoted}`,
            ),
          );
        }
        continue;
      }
      if (same(figure, record.value) || record.accepts?.some((other) => same(figure, other))) continue;
      problems.push(
        problem(
          file,
          path,
          'claim',
          `"${figure}" contradicts the claim ${name} ("${record.value}", ${source(claim)}): ${quoted}`,
        ),
      );
    }
  }
  const availability = checkAvailability(file, path, text, claims);
  const fixes = checkFixPromises(file, path, text);
  return {
    found: found + availability.found + fixes.found,
    problems: [...problems, ...availability.problems, ...fixes.problems],
  };
}

/** Hours of a target or headline figure ("< 4h" → 4, "2 business days" → 16: a business day is 8 hours). */
export function figureHours(figure: string): number | undefined {
  const canonical = /^(\d+)(h| business days)\b/.exec(canonicalFigure(figure));
  if (!canonical) return undefined;
  return Number(canonical[1]) * (canonical[2] === 'h' ? 1 : 8);
}

/**
 * A level's headline response ("Response time: 4 hours") covers the priorities it names (by code or label:
 * "for critical and high priority"), or all of them; no covered priority may have a slower target, or the
 * heading promises more than the table beside it gives.
 */
export function checkLevelResponses(
  file: string,
  levels: readonly SupportLevelSource[],
  priorities: readonly { value: string; code?: string; label?: string }[],
): { found: number; problems: Problem[] } {
  const problems: Problem[] = [];
  levels.forEach((level, index) => {
    const promised = figureHours(level.response);
    if (promised === undefined) return;
    const named = priorities.filter((p) =>
      [p.code, p.label].some(
        (word) => word && new RegExp(String.raw`\b${escapeRegExp(word)}\b`, 'i').test(level.response),
      ),
    );
    for (const priority of named.length > 0 ? named : priorities) {
      const target = level.targets[priority.value] ?? '';
      const hours = figureHours(target);
      if (hours === undefined || hours <= promised) continue;
      problems.push(
        problem(
          file,
          `supportLevels[${index}].response`,
          'claim',
          `"${level.response}" promises more than the ${levelName(level)} level's ${priority.code ?? priority.value} target ("${target}"): name the priorities it covers, or give the slowest target`,
        ),
      );
    }
  });
  return { found: levels.length, problems };
}

/** How copy names each promise a package can carry (content/claims.ts `promises`). */
export const PROMISE_PHRASES: Readonly<Record<string, RegExp>> = {
  results: /\bresults? guarantee|\bguarantee of results|\bwork(?:ing)? (?:for )?free until\b/gi,
  optimisation: /\boptimi[sz]ation support\b/gi,
  noLongTermContract: /\blong-term contracts?\b/gi,
  moneyBack: /\bmoney-back\b|\brefund(?:s|ed)?\b/gi,
};

/** A package as this rule reads it (content/packages.ts): its name and the promises it carries. */
export interface PackagePromises {
  name: string;
  promises: readonly string[];
}

const EVERY_PACKAGE = /\b(?:every|each|any|all(?: (?:our|the|three))?) packages?\b|\bpackages?,? each with\b/i;
const NUMBER_WORDS = ['one', 'two', 'three', 'four', 'five', 'six'];
const PROMISE_COUNT = /\b(one|two|three|four|five|six|\d+) (?:promises|guarantees)\b/i;

/**
 * Which package has which promise is said once, in the package records: a clause that gives a promise to "every
 * package" gives one every package carries ("Three promises on every package" counts them), a clause that names
 * packages with a promise names packages that carry it, and one that says a promise is only some packages' ("the
 * Standard and Premium packages are covered by the results guarantee instead") names all that carry it. A clause that
 * denies ("do not", "no money-back guarantee") is not read: it cannot give a promise.
 */
export function checkPackagePromises(
  file: string,
  path: string,
  text: string,
  packages: readonly PackagePromises[],
): { found: number; problems: Problem[] } {
  let found = 0;
  const problems: Problem[] = [];
  const shared = Object.keys(PROMISE_PHRASES).filter((id) => packages.every((pkg) => pkg.promises.includes(id)));
  const carrying = (id: string) => packages.filter((pkg) => pkg.promises.includes(id)).map((pkg) => pkg.name);
  const report = (clause: string, message: string) =>
    problems.push(problem(file, path, 'claim', `${message} (content/packages.ts promises): ${excerpt(clause)}`));
  for (const clause of text.split(/(?<=[.!?;])\s+/)) {
    const every = EVERY_PACKAGE.test(clause);
    const named = /\bpackages?\b/i.test(clause)
      ? packages.filter((pkg) => new RegExp(String.raw`\b${escapeRegExp(pkg.name)}\b`).test(clause))
      : [];
    const about = every ? packages : named;
    if (about.length === 0) continue;
    const count = PROMISE_COUNT.exec(clause);
    if (every && count) {
      found += 1;
      const word = (count[1] ?? '').toLowerCase();
      const stated = NUMBER_WORDS.includes(word) ? NUMBER_WORDS.indexOf(word) + 1 : Number(word);
      if (stated !== shared.length) {
        report(clause, `"${count[0]}" on every package, but every package carries ${shared.length}`);
      }
    }
    const mentioned = Object.entries(PROMISE_PHRASES).filter(([, phrase]) => new RegExp(phrase).test(clause));
    if (mentioned.length === 0) continue;
    found += 1;
    const rest = mentioned.reduce((left, [, phrase]) => left.replace(phrase, ' '), clause);
    if (/\b(?:not|no|without|never|none)\b/i.test(rest)) continue;
    for (const [id] of mentioned) {
      const have = carrying(id);
      const lacking = about.filter((pkg) => !have.includes(pkg.name)).map((pkg) => pkg.name);
      if (lacking.length > 0) {
        report(
          clause,
          `gives the ${id} promise to ${every ? 'every package' : lacking.join(' and ')}, but only ${have.join(' and ')} carry it`,
        );
      } else if (!every && /\b(?:instead|only)\b/i.test(rest) && have.length > named.length) {
        report(
          clause,
          `says the ${id} promise is only ${named.map((pkg) => pkg.name).join(' and ')}'s, but ${have.join(', ')} carry it`,
        );
      }
    }
  }
  return { found, problems };
}
