/**
 * `audit links|seo|html|a11y|budget|http|all`: parse options, run the audits of cli/audit/, print. Exit 1 on
 * any problem (a page an audit could not read included), 2 on a wrong command line; limits come from
 * audit.config.json, never from flags.
 */
import { Command } from 'commander';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { AUDITS, type AuditConfig, type AuditName, CONFIG_FILE, loadAuditConfig } from '../audit/config.ts';
import type { AuditReport, Site } from '../audit/shared.ts';
import { CannotRunError, CliError, EXIT, UsageError, reportErrors } from '../../lib/errors.ts';
import { FORMATS, type Format } from '../output/formats.ts';
import { parseOptions } from '../options.ts';

const HttpOrigin = v.pipe(
  v.string(),
  v.regex(/^https?:\/\/[^/]/i, 'must be an http(s) URL such as http://localhost:4173'),
  v.url('must be an http(s) URL such as http://localhost:4173'),
  v.transform((url) => new URL(url).origin),
);

const AuditOptions = v.object({
  root: v.string(),
  url: v.optional(HttpOrigin),
  json: v.optional(v.boolean(), false),
  format: v.optional(v.picklist(FORMATS, `must be one of ${FORMATS.join(', ')}`)),
  quiet: v.optional(v.boolean(), false),
  sarif: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1, 'must name a file'))),
  config: v.string(),
  only: v.optional(v.array(v.string())),
  skip: v.optional(v.array(v.string())),
  route: v.optional(v.array(v.string())),
  external: v.optional(v.boolean()),
});
export type AuditOptions = v.InferOutput<typeof AuditOptions>;

/** What one audit gets to run with. */
interface Context {
  options: AuditOptions;
  config: AuditConfig;
  site: () => Promise<Site>;
  progress?: (line: string) => void;
  /** `--route`, as registry paths. */
  only?: string[];
}
export type Runner = (context: Context) => Promise<AuditReport>;

/**
 * What every audit may take from the command line, and the site as served (opened on first need). Each audit's
 * module is loaded when it runs: the CLI's other commands (`roi` above all) should not pay for them at start-up.
 */
const args = async ({ site, progress, only }: Context) => ({ live: (await site()).live, progress, only });
export const runners: Record<AuditName, Runner> = {
  html: async (c) => (await import('../audit/html.ts')).auditHtml(await args(c)),
  links: async (c) =>
    (await import('../audit/links.ts')).auditLinks({
      ...(await args(c)),
      external: c.options.external ? c.config.links.external : undefined,
    }),
  seo: async (c) => (await import('../audit/seo.ts')).auditSeo(await args(c)),
  a11y: async (c) => (await import('../audit/a11y.ts')).auditA11y({ ...(await args(c)), config: c.config.a11y }),
  budget: async (c) =>
    (await import('../audit/budget.ts')).auditBudget({ ...(await args(c)), config: c.config.budget }),
  http: async (c) => (await import('../audit/http.ts')).auditHttp({ ...(await args(c)), config: c.config.http }),
};

/** `--format`, with `--json` its alias; the two disagreeing is a usage error. */
export function outputFormat(options: Pick<AuditOptions, 'json' | 'format'>): Format {
  if (options.json && options.format && options.format !== 'json')
    throw new UsageError(`--json and --format ${options.format} disagree: give one`);
  return options.format ?? (options.json ? 'json' : 'text');
}

/** `--only` and `--skip` applied to `names`; an audit name that is not one is a usage error naming it. */
export function chooseAudits(names: readonly AuditName[], only?: readonly string[], skip?: readonly string[]) {
  const unknown = (flag: string, list: readonly string[] = []) => {
    const name = list.find((audit) => !names.includes(audit as AuditName));
    if (name !== undefined) throw new UsageError(`${flag}: no audit "${name}" (audits: ${names.join(', ')})`);
  };
  unknown('--only', only);
  unknown('--skip', skip);
  const chosen = names.filter((name) => (!only?.length || only.includes(name)) && !skip?.includes(name));
  if (chosen.length === 0) throw new UsageError('--only and --skip leave no audit to run');
  return chosen;
}

/** `--route`, as paths; the site decides: a path it does not have is named once its pages are read. */
async function chooseRoutes(given: readonly string[] | undefined): Promise<string[] | undefined> {
  if (!given?.length) return undefined;
  const { normalisePath } = await import('../../lib/routes.ts');
  return [...new Set(given.map((route) => normalisePath(route.trim())))];
}

export type AuditStreams = Record<'out' | 'err', (text: string) => void>;
const processStreams: AuditStreams = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
};

/**
 * Run the audits in order over one server (started on first need), print, and set the exit code. An audit that
 * throws (no Java, no browser, no server at --url) is a failed audit with its error; the rest still run.
 * Progress goes to stderr unless --quiet; stdout carries only the report.
 */
export async function runAudits(
  names: readonly AuditName[],
  options: AuditOptions,
  { run = runners, streams = processStreams }: { run?: Record<AuditName, Runner>; streams?: AuditStreams } = {},
): Promise<AuditReport[]> {
  const format = outputFormat(options);
  const chosen = chooseAudits(names, options.only, options.skip);
  const only = await chooseRoutes(options.route);
  const config = loadAuditConfig(options.config);
  const { errorsOf, failedReport, formatReport, newTable, openSite, siteLine, summaryLine, toolFindings, totals } =
    await import('../audit/shared.ts');
  let opened: Promise<Site> | undefined;
  const progress = options.quiet ? undefined : (line: string) => streams.err(`${line}\n`);
  const site = () => (opened ??= openSite({ root: options.root, url: options.url, progress }));
  // With --url nothing local is read: the server is the site.
  if (!options.url && !existsSync(path.join(options.root, 'index.html')))
    throw new CannotRunError(`${options.root}: no built site there (run \`npm run build\` first)`);
  const read = options.url ?? options.root;
  const reports: AuditReport[] = [];
  // An audit that could not run (no Java, nothing at --url) makes the exit code 2, over any finding.
  let couldNotRun = false;
  try {
    // A --route the site does not have is a usage error, before any audit runs.
    if (only) {
      const [{ choosePages }, { live }] = await Promise.all([import('../audit/live.ts'), site()]);
      choosePages(live, only, ['page', 'not-found', 'download']);
    }
    for (const name of chosen) {
      if (format === 'text' && chosen.length > 1) streams.out(`\n== audit ${name} ==\n`);
      progress?.(`audit ${name}: started`);
      const started = performance.now();
      const context = { options, config, site, progress, only };
      const report = await run[name](context).catch((error: unknown) => {
        if (error instanceof CannotRunError) couldNotRun = true;
        // A CliError says what is missing in one line; anything else is a defect, whose stack is wanted.
        if (!(error instanceof CliError) && error instanceof Error) streams.err(`${error.stack ?? error.message}\n`);
        return failedReport(name, error, performance.now() - started);
      });
      report.site = read;
      reports.push(report);
      progress?.(summaryLine(report));
      if (format === 'text') streams.out(formatReport(report));
    }
  } finally {
    // A server that never opened (nothing answers at --url) has nothing to close.
    await opened?.then((s) => s.close()).catch(() => undefined);
  }
  const ok = reports.every((report) => report.ok);
  const verdict = `${ok ? 'PASS' : 'FAIL'} audit ${chosen.length === 1 ? chosen[0] : 'all'}: ${reports.filter((r) => !r.ok).length} of ${reports.length} audits failed`;
  const tools = reports.map((report) => toolFindings(report, options.root, options.url));
  const findings = await import('../output/findings.ts');
  const sarif = async () => findings.formatSarif(tools, (await import('../version.ts')).version);
  if (format === 'json') {
    const { safeJson } = await import('../output/terminal.ts');
    const all = { ok, site: read, audits: reports };
    streams.out(`${safeJson(chosen.length === 1 && names.length === 1 ? reports[0] : all)}\n`);
  } else if (format !== 'text') {
    const summary = [...reports.map(summaryLine), ...(chosen.length > 1 ? [verdict] : [])].join('\n');
    if (format === 'github') streams.out(`${findings.formatGithub(tools)}${summary}\n`);
    else if (format === 'sarif') streams.out(await sarif());
    else streams.out(findings.formatJunit(tools));
  } else if (chosen.length > 1) {
    const table = newTable(['audit', 'pages', 'read', 'problems', 'time', 'result']);
    for (const r of reports) {
      const [read, problems] = r.error === undefined ? [totals(r), errorsOf(r).length] : ['–', '–'];
      const result = r.error !== undefined ? 'ERROR' : r.ok ? 'pass' : 'FAIL';
      table.push([r.audit, r.pages.length, read, problems, `${(r.durationMs / 1000).toFixed(1)} s`, result]);
    }
    const where = `Site: ${siteLine(read)}`;
    streams.out(`\n== summary ==\n${where}\n${table.toString()}\n${reports.map(summaryLine).join('\n')}\n${verdict}\n`);
  }
  // Beside any report, the findings as SARIF for code scanning, which shows them on the pull request
  // (.github/workflows/ci.yml uploads the file npm test writes).
  if (options.sarif) {
    mkdirSync(path.dirname(path.resolve(options.sarif)), { recursive: true });
    writeFileSync(options.sarif, await sarif());
  }
  // In a GitHub Actions job the text report also carries its findings as workflow commands, so each shows as an
  // annotation on its file, as vitest's and Playwright's failures do (.github/workflows/ci.yml).
  if (format === 'text' && process.env.GITHUB_ACTIONS === 'true') streams.out(findings.formatGithub(tools));
  if (!ok) process.exitCode = couldNotRun ? EXIT.cannotRun : EXIT.findings;
  return reports;
}

/** A flag given several times or as a comma list (`--route /a,/b --route /c`), as one list. */
const list = (value: string, previous: string[] = []) => [...previous, ...value.split(/\s*,\s*/).filter(Boolean)];

function subcommand(name: AuditName | 'all', description: string, audits: readonly AuditName[], example: string) {
  const command = new Command(name)
    .description(description)
    .option('--root <dir>', 'folder of the built site', 'dist/client')
    .option('--config <file>', 'thresholds and budgets', CONFIG_FILE)
    .option('--format <format>', `report as ${FORMATS.join(', ')} (github: workflow annotations; sarif: 2.1.0)`)
    .option('--json', 'the same as --format json', false)
    .option('--quiet', 'no progress lines on stderr', false)
    .option('--sarif <file>', 'also write the findings as SARIF 2.1.0 to this file, whatever --format says')
    .option('--route <path>', 'audit only this page (repeat, or a comma list)', list);
  if (audits.length > 1)
    command
      .option('--only <audits>', `run only these audits (comma list of ${audits.join(', ')})`, list)
      .option('--skip <audits>', 'run all but these audits (comma list)', list);
  command.option(
    '--url <url>',
    'audit the site this server serves (its sitemap.xml, the pages linked from /, its headers) instead of --root',
  );
  if (audits.includes('links'))
    command.option(
      '--external',
      "also check links to other sites (retried; audit.config.json's links.external)",
      false,
    );
  const run = async (raw: Record<string, unknown>) => void (await runAudits(audits, parseOptions(AuditOptions, raw)));
  return command
    .addHelpText('after', `\nExample:\n  $ npx brightwork audit ${name} ${example}\n`)
    .action(reportErrors(run));
}

/** Each subcommand: what it does, and an example of its flags for its help. */
const SUBCOMMANDS: Record<AuditName | 'all', [description: string, example: string]> = {
  links: ["every page's internal links and #fragments, each page checked on its own", '--url http://localhost:4173'],
  seo: [
    'titles, descriptions, canonical, hreflang, Open Graph, JSON-LD, images, sitemap, reach from /',
    '--url http://localhost:4173',
  ],
  html: ['every page and HTML download through the W3C Nu Html Checker (needs Java 17) and html-validate', '--json'],
  a11y: ['axe (WCAG 2.2 AA and landmarks) on every page: both themes, laptop and phone, every state', '--json'],
  budget: ['every script each page fetches (lazy chunks too), gzip, against its budget', '--route /pricing'],
  http: [
    "the HTTP layer: the MDN HTTP Observatory's grade, caching, compression, redirects, 404, content types",
    '--url https://www.example.co.uk',
  ],
  all: [
    `${AUDITS.join(', ')} in that order; one that cannot run fails and the rest still run`,
    '--format sarif --skip a11y',
  ],
};

export const auditCommand = new Command('audit')
  .description('audit the built site (dist/client), or the site a server serves (--url), against audit.config.json')
  .addHelpText(
    'after',
    '\nExamples:\n  $ npx brightwork audit all\n  $ npx brightwork audit a11y --route /pricing --format github\n',
  );
for (const [name, [description, example]] of Object.entries(SUBCOMMANDS) as [AuditName | 'all', [string, string]][]) {
  auditCommand.addCommand(subcommand(name, description, name === 'all' ? AUDITS : [name], example));
}
