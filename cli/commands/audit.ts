/**
 * `audit`: the checks CI and the firm run over the built site (dist/client), each printing a per-route table
 * and a summary line, exiting 1 on any violation and on having checked nothing, 2 on a wrong command line.
 * Thresholds and budgets come from audit.config.json (`--config`), never from flags.
 *
 *   audit links | seo | html | a11y | budget | lighthouse | all   [--root dir | --url http://host:port] [--json]
 *   audit lighthouse [--runs n] [--out-dir dir] [--baseline reports/lighthouse/summary.json] [--preset desktop]
 *   audit budget [--baseline reports/budget/summary.json]
 *
 * The logic lives in cli/audit/; this file only parses options, runs and prints.
 */
import { Command } from 'commander';
import * as v from 'valibot';
import { type AuditConfig, CONFIG_FILE, PRESETS, loadAuditConfig } from '../audit/config.ts';
import type { AuditName, AuditReport, Site } from '../audit/shared.ts';
import { reportErrors } from '../../lib/errors.ts';
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
  json: v.boolean(),
  config: v.string(),
  outDir: v.optional(v.string(), 'reports/lighthouse'),
  runs: v.optional(wholeNumber(1, 9)),
  baseline: v.optional(v.string()),
  preset: v.optional(v.picklist(PRESETS, `must be ${PRESETS.join(' or ')}`)),
});
type AuditOptions = v.InferOutput<typeof AuditOptions>;

/** Where `audit budget` keeps its run for a later `--baseline`. */
const BUDGET_SUMMARY = 'reports/budget/summary.json';

interface Context {
  options: AuditOptions;
  config: AuditConfig;
  site: () => Promise<Site>;
  progress?: (line: string) => void;
  /** More than one audit runs (`audit all`): a --baseline file may hold another audit's saved run only. */
  several: boolean;
}

type Runner = (context: Context) => Promise<{ report: AuditReport; text: string }>;

// Each audit's module is loaded when it runs: the route registry they share reads every MDX file, and the
// CLI's other commands (`roi` above all) should not pay for that at start-up.

const runners: Record<AuditName, Runner> = {
  html: async ({ options }) => {
    const { auditHtml, formatHtmlReport } = await import('../audit/html.ts');
    const report = await auditHtml({ root: options.root });
    return { report, text: formatHtmlReport(report) };
  },
  links: async ({ site }) => {
    const { auditLinks, formatLinksReport } = await import('../audit/links.ts');
    const report = await auditLinks({ baseUrl: (await site()).baseUrl });
    return { report, text: formatLinksReport(report) };
  },
  seo: async ({ options }) => {
    const { auditSeo, formatSeoReport } = await import('../audit/seo.ts');
    const report = auditSeo({ root: options.root });
    return { report, text: formatSeoReport(report) };
  },
  a11y: async ({ site, progress }) => {
    const { auditA11y, formatA11yReport } = await import('../audit/a11y.ts');
    const report = await auditA11y({ baseUrl: (await site()).baseUrl, ...(progress ? { progress } : {}) });
    return { report, text: formatA11yReport(report) };
  },
  budget: async ({ options, config, site, progress, several }) => {
    const { auditBudget, formatBudgetReport } = await import('../audit/budget.ts');
    const report = await auditBudget({
      baseUrl: (await site()).baseUrl,
      config: config.budget,
      summaryFile: BUDGET_SUMMARY,
      ...(options.url ? {} : { root: options.root }),
      ...(options.baseline ? { baselineFile: options.baseline, baselineOptional: several } : {}),
      ...(progress ? { progress } : {}),
    });
    return { report, text: formatBudgetReport(report) };
  },
  lighthouse: async ({ options, config, site, progress }) => {
    const { auditLighthouse, formatLighthouseReport } = await import('../audit/lighthouse.ts');
    const report = await auditLighthouse({
      baseUrl: (await site()).baseUrl,
      config: config.lighthouse,
      outDir: options.outDir,
      ...(options.runs ? { runs: options.runs } : {}),
      ...(options.baseline ? { baselineFile: options.baseline } : {}),
      ...(options.preset ? { preset: options.preset } : {}),
      ...(progress ? { progress } : {}),
    });
    return { report, text: formatLighthouseReport(report) };
  },
};

/** CI's order (issue 13): cheap static checks first, then the browser-driven ones, Lighthouse last. */
export const ALL_AUDITS: AuditName[] = ['links', 'seo', 'html', 'a11y', 'budget', 'lighthouse'];

/** Run the audits in order over one server (started on first need), print, and set the exit code. */
export async function runAudits(names: AuditName[], options: AuditOptions): Promise<AuditReport[]> {
  const config = loadAuditConfig(options.config);
  const { newTable, openSite, summaryLine } = await import('../audit/shared.ts');
  let opened: Promise<Site> | undefined;
  const site = () => (opened ??= openSite({ root: options.root, ...(options.url ? { url: options.url } : {}) }));
  // One line per page on long runs, for a person watching; never in --json output or a log.
  const progress =
    !options.json && process.stdout.isTTY ? (line: string) => process.stderr.write(`${line}\n`) : undefined;
  const reports: AuditReport[] = [];
  try {
    for (const name of names) {
      if (!options.json && names.length > 1) process.stdout.write(`\n== audit ${name} ==\n`);
      const context = { options, config, site, several: names.length > 1, ...(progress ? { progress } : {}) };
      const { report, text } = await runners[name](context);
      reports.push(report);
      if (!options.json) process.stdout.write(text);
    }
  } finally {
    if (opened) await (await opened).close();
  }
  const ok = reports.every((report) => report.ok);
  if (options.json) {
    process.stdout.write(`${JSON.stringify(names.length === 1 ? reports[0] : { ok, audits: reports }, null, 2)}\n`);
  } else if (names.length > 1) {
    const table = newTable(
      ['audit', 'pages', 'items checked', 'problems', 'time', 'result'],
      ['left', 'right', 'right', 'right', 'right', 'left'],
    );
    for (const r of reports) {
      table.push([
        r.audit,
        r.pages,
        `${r.items} ${r.itemLabel}`,
        r.problems.length,
        `${(r.durationMs / 1000).toFixed(1)} s`,
        r.ok ? 'pass' : 'FAIL',
      ]);
    }
    process.stdout.write(`\n== summary ==\n${table.toString()}\n${reports.map(summaryLine).join('\n')}\n`);
    process.stdout.write(
      `${ok ? 'PASS' : 'FAIL'} audit all: ${reports.filter((r) => !r.ok).length} of ${reports.length} audits failed\n`,
    );
  }
  if (!ok) process.exitCode = 1;
  return reports;
}

function subcommand(name: AuditName | 'all', description: string, audits: AuditName[], example: string): Command {
  const usesServer = audits.some((audit) => audit !== 'html' && audit !== 'seo');
  const command = new Command(name)
    .description(description)
    .option('--root <dir>', 'folder of the built site', 'dist/client')
    .option('--config <file>', 'thresholds and budgets', CONFIG_FILE)
    .option('--json', 'print the report as JSON only', false);
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
    '\nExamples:\n  $ npm run -s cli -- audit all\n  $ npm run -s cli -- audit seo --json > seo.json\n',
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
    subcommand('all', `${ALL_AUDITS.join(', ')} in that order, over one server`, ALL_AUDITS, '--json > audit.json'),
  );
