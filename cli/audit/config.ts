/**
 * The audits' thresholds and budgets: one file in the repository, audit.config.json, read through a valibot
 * schema (a mistake names its field). Per-route overrides are keyed by a route path (`/contact`) or a path
 * prefix ending in `/*` (`/docs/*`: the pages under /docs, not /docs itself); the most specific key wins, and
 * an override replaces only the fields it names (a Lighthouse override, the assertions it names, by id).
 * Lighthouse's thresholds are Lighthouse CI's assertions (assertions.ts). Nothing here has a default in code:
 * what the file says is what is enforced.
 */
import { existsSync, readFileSync } from 'node:fs';
import * as v from 'valibot';
import { CliError } from '../../lib/errors.ts';
import { Assertions } from './assertions.ts';

export const CONFIG_FILE = 'audit.config.json';

const RoutePattern = v.pipe(
  v.string(),
  v.regex(/^(\/\*|\/([a-z0-9-]+(\/[a-z0-9-]+)*)?(\/\*)?)$/, 'must be a route path or a prefix ending in /*'),
);
const Kb = v.pipe(v.number(), v.minValue(1, 'must be at least 1 KB'));
const Score = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100, 'must be a score from 0 to 100'));
const Ms = v.pipe(v.number(), v.minValue(0));

/** Distinct fonts (family, size, weight, style) a page's text is set in: each is a lookup before first layout. */
const Fonts = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(40));
const BudgetLimits = v.strictObject({ scriptKb: Kb, cssKb: Kb, fonts: Fonts });
const Kb0 = v.pipe(v.number(), v.minValue(0));
/** Lighthouse's two standard settings: a phone on a slow 4G link (its default), or a desktop on a fast one. */
export const PRESETS = ['mobile', 'desktop'] as const;
export type Preset = (typeof PRESETS)[number];
const LighthouseLimits = v.strictObject({
  assertions: v.pipe(
    Assertions,
    v.description(
      'Lighthouse CI assertions: audit id or categories:<id> → "off" or [level, { minScore | maxNumericValue }]',
    ),
  ),
});
/** Why a route is held to other limits: required, so an exception is never unexplained. */
const Why = v.pipe(v.string(), v.minLength(10, 'must say why this route differs'));

/** An axe rule's id, as its findings name it (`color-contrast`). */
const AxeRule = v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/, 'must be an axe rule id, such as color-contrast'));

export const AuditConfig = v.strictObject({
  /** The JSON Schema editors check this file against (audit.config.schema.json). */
  $schema: v.optional(v.string()),
  a11y: v.strictObject({
    /**
     * Violations not counted as problems: an axe rule on a route or under a prefix (`/*` for every page), each
     * with why. What they matched is still reported, as notes, and an entry that matched nothing is named.
     */
    ignore: v.array(v.strictObject({ rule: AxeRule, route: RoutePattern, why: Why })),
  }),
  budget: v.strictObject({
    ...BudgetLimits.entries,
    /** How long after `load` the page is watched for scripts (lazy islands, idle work). */
    waitAfterLoadMs: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(30_000)),
    routes: v.record(RoutePattern, v.strictObject({ ...v.partial(BudgetLimits).entries, why: Why })),
    /** How far a page's script or CSS may grow against a saved run (`--baseline`) before it counts as a regression. */
    baseline: v.strictObject({ scriptToleranceKb: Kb0, cssToleranceKb: Kb0 }),
  }),
  lighthouse: v.strictObject({
    /** Lighthouse's settings: `mobile` (its default) or `desktop`; `--preset` chooses another for one run. */
    preset: v.picklist(PRESETS),
    ...LighthouseLimits.entries,
    /** Runs per route; the median run is judged. */
    runs: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(9)),
    /** Runs in all for a route whose median falls under a limit: a noisy run is confirmed before it fails. */
    runsWhenFailing: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(9)),
    /**
     * Runs more for a route still under a limit after `runsWhenFailing`, once every other route is measured and
     * the machine is quiet; it is judged by the median of all its runs. 0: no second look.
     */
    runsLater: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(9)),
    /**
     * Runs beyond each route's first `runs`, all routes together: what confirms a failure and the second looks.
     * Bounds the audit's time when a slow machine fails every route at once.
     */
    extraRunsMax: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(500)),
    /** Up to how long to wait, before the first run and before runs later, for the processors to be quiet. */
    quietWaitS: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(600)),
    /** Assertions a route holds other than the ones above, each replacing the one with its id; with why. */
    routes: v.record(RoutePattern, v.strictObject({ ...LighthouseLimits.entries, why: Why })),
    /** How far a run may fall behind a saved one (`--baseline`) before it counts as a regression. */
    baseline: v.strictObject({ scoreTolerance: Score, tbtToleranceMs: Ms }),
  }),
});
export type AuditConfig = v.InferOutput<typeof AuditConfig>;
export type BudgetLimits = v.InferOutput<typeof BudgetLimits>;
export type LighthouseLimits = v.InferOutput<typeof LighthouseLimits>;

/** Parse a config object, naming the file and field of the first problems. */
export function parseAuditConfig(data: unknown, file = CONFIG_FILE): AuditConfig {
  const result = v.safeParse(AuditConfig, data);
  if (result.success) return result.output;
  const lines = result.issues.map((issue) => `${file} › ${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`);
  throw new CliError(lines.join('\n'));
}

export function loadAuditConfig(file = CONFIG_FILE): AuditConfig {
  if (!existsSync(file)) throw new CliError(`${file}: not found (the audits read their thresholds from it)`);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new CliError(`${file}: not valid JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  return parseAuditConfig(data, file);
}

/** The override keys that apply to `routePath`, least specific first (so later ones win). */
function matchingKeys(keys: readonly string[], routePath: string): string[] {
  const applies = (key: string) => (key.endsWith('/*') ? routePath.startsWith(key.slice(0, -1)) : key === routePath);
  const specificity = (key: string) => (key.endsWith('/*') ? key.length - 2 : Number.MAX_SAFE_INTEGER);
  return keys.filter(applies).sort((a, b) => specificity(a) - specificity(b));
}

/** A route's limits, with the config's reasons for any exception that applies (empty when none does). */
export type WithReasons<T> = T & { why: string[] };

export function budgetFor(config: AuditConfig['budget'], routePath: string): WithReasons<BudgetLimits> {
  let limits: BudgetLimits = { scriptKb: config.scriptKb, cssKb: config.cssKb, fonts: config.fonts };
  const why: string[] = [];
  for (const key of matchingKeys(Object.keys(config.routes), routePath)) {
    const { why: reason, ...override } = config.routes[key] ?? { why: '' };
    limits = { ...limits, ...override };
    why.push(reason);
  }
  return { ...limits, why };
}

/** The entries of `a11y.ignore` that cover a violation of `rule` on `routePath`. */
export function a11yIgnoresFor(
  config: AuditConfig['a11y'],
  rule: string,
  routePath: string,
): AuditConfig['a11y']['ignore'] {
  return config.ignore.filter((entry) => entry.rule === rule && matchingKeys([entry.route], routePath).length > 0);
}

/** A route's assertions: the config's, each replaced by a matching route override's of the same id. */
export function lighthouseLimitsFor(
  config: Pick<AuditConfig['lighthouse'], 'assertions' | 'routes'>,
  routePath: string,
): WithReasons<LighthouseLimits> {
  let assertions = { ...config.assertions };
  const why: string[] = [];
  for (const key of matchingKeys(Object.keys(config.routes), routePath)) {
    const override = config.routes[key];
    if (!override) continue;
    assertions = { ...assertions, ...override.assertions };
    why.push(override.why);
  }
  return { assertions, why };
}
