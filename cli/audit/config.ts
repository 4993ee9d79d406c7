/**
 * audit.config.json through a valibot schema (a mistake names its file and field); nothing has a default in code.
 * A route override is keyed by a path or a prefix ending in `/*`; the most specific wins, replacing only the
 * fields it names.
 */
import { existsSync, readFileSync } from 'node:fs';
import * as v from 'valibot';
import { CannotRunError } from '../../lib/errors.ts';

export const CONFIG_FILE = 'audit.config.json';

/** The audits, in the order `audit all` runs them: cheap static checks first, the browsers after. */
export const AUDITS = ['links', 'seo', 'html', 'a11y', 'budget'] as const;
/** The page audits, and `http` (the site's HTTP layer, its own command: `audit http`). */
export type AuditName = (typeof AUDITS)[number] | 'http';

/** The MDN HTTP Observatory's grades, best first. */
export const GRADES = ['A+', 'A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'C-', 'D+', 'D', 'D-', 'F'] as const;
export type Grade = (typeof GRADES)[number];

const RoutePattern = v.pipe(
  v.string(),
  v.regex(/^(\/\*|\/([a-z0-9-]+(\/[a-z0-9-]+)*)?(\/\*)?)$/, 'must be a route path or a prefix ending in /*'),
);
const Kb = v.pipe(v.number(), v.minValue(1, 'must be at least 1 KB'));
const Count = (min: number, max: number) => v.pipe(v.number(), v.integer(), v.minValue(min), v.maxValue(max));
/** Why a route is held to other limits: required, so an exception is never unexplained. */
const Why = v.pipe(v.string(), v.minLength(10, 'must say why this route differs'));

/** Distinct fonts (family, size, weight, style) a page's text is set in: each is a lookup before first layout. */
const BudgetLimits = v.strictObject({ scriptKb: Kb, cssKb: Kb, fonts: Count(1, 40) });
export type BudgetLimits = v.InferOutput<typeof BudgetLimits>;
/** A URL's beginning, `https://` or `http://` and more. */
const UrlPrefix = v.pipe(v.string(), v.regex(/^https?:\/\/[^/\s]+/, 'must be an http(s) URL or the start of one'));
/** A path, or a path pattern whose `*` stands for any characters but `/`. */
const PathPattern = v.pipe(v.string(), v.regex(/^\/[^\s]*$/, 'must be a path such as /robots.txt or /downloads/*.xls'));

export const AuditConfig = v.strictObject({
  $schema: v.optional(v.string()),
  links: v.strictObject({
    /** Links to other sites, checked only with `--external` (the weekly audit of production; never in npm test). */
    external: v.strictObject({
      /** Tries more after a 5xx or a failed connection (and a 429 is retried after its Retry-After). */
      retries: Count(0, 10),
      /** How long one request may take. */
      timeoutMs: Count(1000, 120_000),
      /** URLs not checked (a site that refuses crawlers), each by its beginning, with why; listed in the report. */
      allow: v.array(v.strictObject({ prefix: UrlPrefix, why: Why })),
    }),
  }),
  http: v.strictObject({
    /**
     * The lowest MDN HTTP Observatory grade that passes. Over plain http what needs TLS (HSTS, the redirect to
     * https) is skipped and named, and the rest graded as behind TLS.
     */
    minGrade: v.picklist(GRADES),
    /** The media types each file may be sent as, by path or pattern (`/downloads/*.xls`). */
    contentTypes: v.record(PathPattern, v.pipe(v.array(v.string()), v.minLength(1, 'must name a media type'))),
  }),
  a11y: v.strictObject({
    /** Violations not counted: an axe rule on a route or prefix (`/*` for every page), with why; still reported. */
    ignore: v.array(
      v.strictObject({
        rule: v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/, 'must be an axe rule id, such as color-contrast')),
        route: RoutePattern,
        why: Why,
      }),
    ),
  }),
  budget: v.strictObject({
    ...BudgetLimits.entries,
    /** How long after `load` the page is watched for scripts (lazy islands, idle work). */
    waitAfterLoadMs: Count(0, 30_000),
    routes: v.record(RoutePattern, v.strictObject({ ...v.partial(BudgetLimits).entries, why: Why })),
  }),
});
export type AuditConfig = v.InferOutput<typeof AuditConfig>;

/**
 * The part of the committed JSON Schema (audit.config.schema.json, held to the valibot schema by
 * configSchema.test.ts) a message needs to say what a field takes.
 */
type JsonSchema = {
  type?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
};

/** The schema of the field at `path` (keys and indexes), or undefined past what the schema describes. */
function fieldSchema(schema: JsonSchema | undefined, path: readonly unknown[]): JsonSchema | undefined {
  let node = schema;
  for (const key of path) {
    const rest = typeof node?.additionalProperties === 'object' ? node.additionalProperties : undefined;
    node = node?.items ?? node?.properties?.[String(key)] ?? rest;
  }
  return node;
}

/** "a whole number from 0 to 10", "one of "A+", "A"": what a field takes, in words (undefined if no words fit). */
function inWords(schema: JsonSchema): string | undefined {
  if (schema.enum) return `one of ${schema.enum.map((value) => JSON.stringify(value)).join(', ')}`;
  const range =
    schema.minimum !== undefined && schema.maximum !== undefined
      ? ` from ${schema.minimum} to ${schema.maximum}`
      : schema.minimum !== undefined
        ? ` of at least ${schema.minimum}`
        : '';
  const words: Record<string, string> = {
    integer: `a whole number${range}`,
    number: `a number${range}`,
    string: schema.minLength ? `text of at least ${schema.minLength} characters` : 'text',
    array: 'a list',
    object: 'an object',
  };
  return words[schema.type ?? ''];
}

/**
 * One line per problem: the file, the field, and what it takes. valibot's own messages are written for
 * programmers (`Invalid key: Expected "why" but received undefined`), so where the committed JSON Schema says
 * what the field takes, that is said instead; the schema's own rules keep their messages.
 */
function describeIssue(issue: v.BaseIssue<unknown>, file: string, schema: JsonSchema): string {
  const where = `${file} › ${v.getDotPath(issue) ?? '(root)'}`;
  if (issue.expected === 'never') return `${where}: not a setting here (a misspelt name?)`;
  const field = fieldSchema(schema, issue.path?.map((item) => item.key) ?? []);
  const expected = field && inWords(field);
  if (!expected || !issue.message.startsWith('Invalid')) return `${where}: ${issue.message}`;
  return issue.input === undefined
    ? `${where}: missing; it takes ${expected}`
    : `${where}: must be ${expected}, not ${JSON.stringify(issue.input)}`;
}

export function parseAuditConfig(data: unknown, file = CONFIG_FILE): AuditConfig {
  const result = v.safeParse(AuditConfig, data);
  if (result.success) return result.output;
  const schema = JSON.parse(
    readFileSync(new URL('../../audit.config.schema.json', import.meta.url), 'utf8'),
  ) as JsonSchema;
  throw new CannotRunError(result.issues.map((issue) => describeIssue(issue, file, schema)).join('\n'));
}

export function loadAuditConfig(file = CONFIG_FILE): AuditConfig {
  if (!existsSync(file)) throw new CannotRunError(`${file}: not found (the audits read their thresholds from it)`);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new CannotRunError(`${file}: not valid JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  return parseAuditConfig(data, file);
}

/** The route overrides that apply to `routePath`, least specific first (so later ones win). */
function matching<O>(overrides: Record<string, O>, routePath: string): O[] {
  const applies = (key: string) => (key.endsWith('/*') ? routePath.startsWith(key.slice(0, -1)) : key === routePath);
  const specificity = (key: string) => (key.endsWith('/*') ? key.length - 2 : Number.MAX_SAFE_INTEGER);
  const keys = Object.keys(overrides).filter(applies);
  return keys.sort((a, b) => specificity(a) - specificity(b)).map((key) => overrides[key] as O);
}

export function budgetFor(config: AuditConfig['budget'], routePath: string): BudgetLimits & { why: string[] } {
  const found = matching(config.routes, routePath);
  const limits = Object.assign({ scriptKb: config.scriptKb, cssKb: config.cssKb, fonts: config.fonts }, ...found);
  return { scriptKb: limits.scriptKb, cssKb: limits.cssKb, fonts: limits.fonts, why: found.map((o) => o.why) };
}

export const a11yIgnoresFor = (config: AuditConfig['a11y'], rule: string, routePath: string) =>
  config.ignore.filter((entry) => entry.rule === rule && matching({ [entry.route]: entry }, routePath).length > 0);
