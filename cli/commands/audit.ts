/**
 * `audit`: the checks CI and the firm run over the built site (dist/client), each printing a per-route table
 * and a summary line, exiting 1 on any violation and on having checked nothing, 2 on a wrong command line.
 * Thresholds and budgets come from audit.config.json (`--config`), never from flags.
 *
 *   audit links | seo | html | a11y | budget | lighthouse | all   [--root dir | --url http://host:port]
 *         [--format text|json|github|sarif|junit] [--json] [--quiet] [--route /path ...]
 *   audit all [--only a,b] [--skip a,b]
 *   audit lighthouse [--runs n] [--out-dir dir] [--baseline reports/lighthouse/summary.json] [--preset desktop]
 *   audit budget [--baseline reports/budget/summary.json]
 *
 * The logic lives in cli/audit/; this file only parses options, runs and prints.
 */
import { Command } from 'commander';
import * as v from 'valibot';
import { type AuditConfig, CONFIG_FILE, PRESETS, loadAuditConfig } from '../audit/config.ts';
import type { AuditName, AuditReport, Site } from '../audit/shared.ts';
import { CliError, UsageError, reportErrors } from '../../lib/errors.ts';
import { FORMATS, type Format } from '../output/formats.ts';
import { parseOptions, wholeNumber } from '../options.ts';

const HttpOrigin = v.pipe(
  v.string(),
  v.url('must be an http(s) URL such as http://localhost:4173'),
  v.regex(/^https?:\/\//i, 'must be an http(s) URL such as http://localhost:4173'),
  v.transform((url) => new URL(url).origin),
);

const AuditOptions = v.object({
  root: v.string(),
  url: v.optional(HttpOrigin),
  json: v.optional(v.boolean(), false),
  format: v.optional(v.picklist(FORMATS, `must be one of ${FORMATS.join(', ')}`)),
  quiet: v.optional(v.boolean(), false),
  config: v.string(),
  outDir: v.optional(v.string(), 'reports/lighthouse'),
  runs: v.optional(wholeNumber(1, 9)),
  baseline: v.optional(v.string()),
  preset: v.optional(v.picklist(PRESETS, `must be ${PRESETS.join(' or ')}`)),
  only: v.optional(v.array(v.string())),
  skip: v.optional(v.array(v.string())),
  route: v.optional(v.array(v.string())),
});
export type AuditOptions = v.InferOutput<typeof AuditOptions>;

/** Where `audit budget` keeps its run for a later `--baseline`. */
const BUDGET_SUMMARY = 'reports/budget/summary.json';

interface Context {
  options: AuditOptions;
  config: AuditConfig;
  site: () => Promise<Site>;
  progress?: (line: string) => void;
  /** More than one audit runs (`audit all`): a --baseline file may hold another audit's saved run only. */
  several: boolean;
  /** `--route`, as registry paths. */
  only?: string[];
}

export type Runner = (context: Context) => Promise<{ report: AuditReport; text: string }>;

// Each audit's module is loaded when it runs: the route registry they share reads every MDX file, and the
// CLI's other commands (`roi` above all) should not pay for that at start-up.

const common = ({ progress, only }: Context) => ({ ...(progress ? { progress } : {}), ...(only ? { only } : {}) });

export const runners: Record<AuditName, Runner> = {
  html: async (context) => {
    const { auditHtml, formatHtmlReport } = await import('../audit/html.ts');
    const report = await auditHtml({ root: context.options.root, ...common(context) });
    return { report, text: formatHtmlReport(report) };
  },
  links: async (context) => {
    const { auditLinks, formatLinksReport } = await import('../audit/links.ts');
    const report = await auditLinks({ baseUrl: (await context.site()).baseUrl, ...common(context) });
    return { report, text: formatLinksReport(report) };
  },
  seo: async (context) => {
    const { auditSeo, formatSeoReport } = await import('../audit/seo.ts');
    const report = auditSeo({ root: context.options.root, ...common(context) });
    return { report, text: formatSeoReport(report) };
  },
  a11y: async (context) => {
    const { auditA11y, formatA11yReport } = await import('../audit/a11y.ts');
    const report = await auditA11y({
      baseUrl: (await context.site()).baseUrl,
      config: context.config.a11y,
      ...common(context),
    });
    return { report, text: formatA11yReport(report) };
  },
  budget: async (context) => {
    const { options, config, site, several } = context;
    const { auditBudget, formatBudgetReport } = await import('../audit/budget.ts');
    const report = await auditBudget({
      baseUrl: (await site()).baseUrl,
      config: config.budget,
      summaryFile: BUDGET_SUMMARY,
      ...(options.url ? {} : { root: options.root }),
      ...(options.baseline ? { baselineFile: options.baseline, baselineOptional: several } : {}),
      ...common(context),
    });
    return { report, text: formatBudgetReport(report) };
  },
  lighthouse: async (context) => {
    const { options, config, site } = context;
    const { auditLighthouse, formatLighthouseReport } = await import('../audit/lighthouse.ts');
    const report = await auditLighthouse({
      baseUrl: (await site()).baseUrl,
      config: config.lighthouse,
      outDir: options.outDir,
      ...(options.runs ? { runs: options.runs } : {}),
      ...(options.baseline ? { baselineFile: options.baseline } : {}),
      ...(options.preset ? { preset: options.preset } : {}),
      ...common(context),
    });
    return { report, text: formatLighthouseReport(report) };
  },
};

/** CI's order (issue 13): cheap static checks first, then the browser-driven ones, Lighthouse last. */
export const ALL_AUDITS: AuditName[] = ['links', 'seo', 'html', 'a11y', 'budget', 'lighthouse'];

/** `--format`, with `--json` its alias; the two disagreeing is a usage error. */
export function outputFormat(options: Pick<AuditOptions, 'json' | 'format'>): Format {
  if (options.json && options.format && options.format !== 'json') {
    throw new UsageError(`--json and --format ${options.format} disagree: give one`);
  }
  return options.format ?? (options.json ? 'json' : 'text');
}

/** `--only` and `--skip` applied to `names`; an audit name that is not one is a usage error naming it. */
export function chooseAudits(names: readonly AuditName[], only?: readonly string[], skip?: readonly string[]) {
  for (const [flag, list] of [
    ['--only', only],
    ['--skip', skip],
  ] as const) {
    const unknown = (list ?? []).find((name) => !ALL_AUDITS.includes(name as AuditName));
    if (unknown !== undefined) {
      throw new UsageError(`${flag}: no audit "${unknown}" (audits: ${ALL_AUDITS.join(', ')})`);
    }
  }
  const chosen = names.filter((name) => (!only?.length || only.includes(name)) && !skip?.includes(name));
  if (chosen.length === 0) throw new UsageError('--only and --skip leave no audit to run');
  return chosen;
}

/** `--route`: registry paths of audited pages; one that is no audited page is a usage error naming it. */
export async function chooseRoutes(given: readonly string[] | undefined): Promise<string[] | undefined> {
  if (!given?.length) return undefined;
  const [{ normalisePath, routes }, { auditedPages }] = await Promise.all([
    import('../../lib/routes.ts'),
    import('../audit/shared.ts'),
  ]);
  const known = new Set(auditedPages(routes).map((route) => normalisePath(route.path)));
  const chosen = given.map((route) => normalisePath(route.trim()));
  const unknown = given.find((_, i) => !known.has(chosen[i] as string));
  if (unknown !== undefined) {
    throw new UsageError(`--route: no audited page "${unknown}" (live routes in lib/routes.ts, and /404)`);
  }
  return [...new Set(chosen)];
}

export interface AuditStreams {
  out: (text: string) => void;
  err: (text: string) => void;
}

const processStreams: AuditStreams = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
};

/**
 * Run the audits in order over one server (started on first need), print, and set the exit code. An audit
 * that throws (no Java, no browser, no server at --url) is a failed audit with its error; the rest still run.
 * Progress goes to stderr, a line per page and per audit, unless --quiet; stdout carries only the report.
 */
export async function runAudits(
  names: AuditName[],
  options: AuditOptions,
  { run = runners, streams = processStreams }: { run?: Record<AuditName, Runner>; streams?: AuditStreams } = {},
): Promise<AuditReport[]> {
  const format = outputFormat(options);
  const chosen = chooseAudits(names, options.only, options.skip);
  const only = await chooseRoutes(options.route);
  const config = loadAuditConfig(options.config);
  const { auditFindings, failedReport, newTable, openSite, summaryLine } = await import('../audit/shared.ts');
  let opened: Promise<Site> | undefined;
  const site = () => (opened ??= openSite({ root: options.root, ...(options.url ? { url: options.url } : {}) }));
  const progress = options.quiet ? undefined : (line: string) => streams.err(`${line}\n`);
  const text = format === 'text';
  const reports: AuditReport[] = [];
  try {
    for (const name of chosen) {
      if (text && chosen.length > 1) streams.out(`\n== audit ${name} ==\n`);
      progress?.(`audit ${name}: started`);
      const started = performance.now();
      const result = await run[name]({
        options,
        config,
        site,
        several: chosen.length > 1,
        ...(progress ? { progress } : {}),
        ...(only ? { only } : {}),
      }).catch((error: unknown) => {
        // A CliError says what is missing in one line; anything else is a defect, whose stack is wanted.
        if (!(error instanceof CliError) && error instanceof Error) streams.err(`${error.stack ?? error.message}\n`);
        const report = failedReport(name, error, performance.now() - started);
        return { report, text: `${summaryLine(report)}\n` };
      });
      reports.push(result.report);
      progress?.(summaryLine(result.report));
      if (text) streams.out(result.text);
    }
  } finally {
    // A server that never opened (nothing answers at --url) has nothing to close.
    if (opened)
      await opened.then(
        (s) => s.close(),
        () => undefined,
      );
  }
  const ok = reports.every((report) => report.ok);
  const failed = reports.filter((r) => !r.ok).length;
  const verdict = `${ok ? 'PASS' : 'FAIL'} audit ${chosen.length === 1 ? chosen[0] : 'all'}: ${failed} of ${reports.length} audits failed`;
  if (format === 'json') {
    const { safeJson } = await import('../output/terminal.ts');
    streams.out(`${safeJson(chosen.length === 1 && names.length === 1 ? reports[0] : { ok, audits: reports })}\n`);
  } else if (format !== 'text') {
    const tools = reports.map((report) => auditFindings(report, options.root));
    const findings = await import('../output/findings.ts');
    if (format === 'github') {
      streams.out(findings.formatGithub(tools));
      streams.out(`${[...reports.map(summaryLine), ...(chosen.length > 1 ? [verdict] : [])].join('\n')}\n`);
    } else if (format === 'sarif') {
      const { version } = await import('../version.ts');
      streams.out(findings.formatSarif(tools, version));
    } else {
      streams.out(findings.formatJunit(tools));
    }
  } else if (chosen.length > 1) {
    const table = newTable(
      ['audit', 'pages', 'items checked', 'problems', 'time', 'result'],
      ['left', 'right', 'right', 'right', 'right', 'left'],
    );
    for (const r of reports) {
      table.push([
        r.audit,
        r.pages,
        r.error !== undefined ? '–' : `${r.items} ${r.itemLabel}`,
        r.problems.length,
        `${(r.durationMs / 1000).toFixed(1)} s`,
        r.error !== undefined ? 'ERROR' : r.ok ? 'pass' : 'FAIL',
      ]);
    }
    streams.out(`\n== summary ==\n${table.toString()}\n${reports.map(summaryLine).join('\n')}\n${verdict}\n`);
  }
  // In a GitHub Actions job the text report also carries its findings as workflow commands, so each shows as an
  // annotation on its file, as vitest's and Playwright's failures do (.github/workflows/ci.yml).
  if (text && process.env.GITHUB_ACTIONS === 'true') {
    const { formatGithub } = await import('../output/findings.ts');
    streams.out(formatGithub(reports.map((report) => auditFindings(report, options.root))));
  }
  if (!ok) process.exitCode = 1;
  return reports;
}

/** A flag given several times or as a comma list (`--route /a,/b --route /c`), as one list. */
const list = (value: string, previous: string[] = []): string[] => [
  ...previous,
  ...value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
];

function subcommand(name: AuditName | 'all', description: string, audits: AuditName[], example: string): Command {
  const usesServer = audits.some((audit) => audit !== 'html' && audit !== 'seo');
  const command = new Command(name)
    .description(description)
    .option('--root <dir>', 'folder of the built site', 'dist/client')
    .option('--config <file>', 'thresholds and budgets', CONFIG_FILE)
    .option('--format <format>', `report as ${FORMATS.join(', ')} (github: workflow annotations; sarif: 2.1.0)`)
    .option('--json', 'the same as --format json', false)
    .option('--quiet', 'no progress lines on stderr', false)
    .option('--route <path>', 'audit only this page (repeat, or a comma list)', list);
  if (audits.length > 1) {
    command
      .option('--only <audits>', `run only these audits (comma list of ${audits.join(', ')})`, list)
      .option('--skip <audits>', 'run all but these audits (comma list)', list);
  }
  if (usesServer) command.option('--url <url>', 'audit this running server instead of starting one over --root');
  if (audits.includes('lighthouse')) {
    command
      .option('--out-dir <dir>', 'folder for the HTML and JSON reports and their index', 'reports/lighthouse')
      .option('--runs <n>', 'Lighthouse runs per page, the median reported (default: from the config)')
      .option('--preset <name>', "Lighthouse's settings, mobile or desktop (default: the config's preset)");
  }
  if (audits.includes('lighthouse') || audits.includes('budget')) {
    command.option(
      '--baseline <file>',
      audits.length > 1
        ? "compare with a saved `audit all --json` output (Lighthouse's scores, each page's bytes) or Lighthouse's summary.json; a regression beyond the tolerance fails"
        : 'compare with a saved summary.json or --json output; a regression beyond the tolerance fails',
    );
  }
  return command
    .addHelpText('after', `\nExample:\n  $ npm run -s cli -- audit ${name} ${example}\n`)
    .action(
      reportErrors(async (raw: Record<string, unknown>) =>
        runAudits(audits, parseOptions(AuditOptions, raw)).then(() => undefined),
      ),
    );
}

export const auditCommand = new Command('audit')
  .description(
    'audit the built site (dist/client): links, SEO, HTML, accessibility, budgets, Lighthouse; limits from audit.config.json',
  )
  .addHelpText(
    'after',
    '\nExamples:\n  $ npm run -s cli -- audit all\n  $ npm run -s cli -- audit seo --json > seo.json\n  $ npm run -s cli -- audit a11y --route /pricing --format github\n',
  )
  .addCommand(
    subcommand(
      'links',
      'crawl the site from / and check every internal link and #fragment',
      ['links'],
      '--url http://localhost:4173',
    ),
  )
  .addCommand(
    subcommand(
      'seo',
      'titles, descriptions, canonical, hreflang, Open Graph, JSON-LD, images, sitemap, reach from /',
      ['seo'],
      '--json',
    ),
  )
  .addCommand(
    subcommand(
      'html',
      'validate every page and HTML download with the W3C Nu Html Checker (needs Java 17) and html-validate',
      ['html'],
      '--json',
    ),
  )
  .addCommand(
    subcommand(
      'a11y',
      'axe (WCAG 2.2 AA) on every page: light and dark themes, and a phone screen',
      ['a11y'],
      '--json',
    ),
  )
  .addCommand(
    subcommand(
      'budget',
      'every script each page fetches in Chromium (lazy chunks too), gzip, against its budget',
      ['budget'],
      '--baseline reports/budget/summary.json',
    ),
  )
  .addCommand(
    subcommand(
      'lighthouse',
      "Lighthouse (mobile, or --preset desktop) on every live route against the config's assertions, with HTML reports",
      ['lighthouse'],
      '--runs 1 --baseline reports/lighthouse/summary.json',
    ),
  )
  .addCommand(
    subcommand(
      'all',
      `${ALL_AUDITS.join(', ')} in that order, over one server; one that cannot run fails and the rest still run`,
      ALL_AUDITS,
      '--format sarif --skip lighthouse > audit.sarif',
    ),
  );
