/**
 * `audit`: the checks CI and the firm run over the built site (dist/client), each printing a per-route table
 * and a summary line, failing (exit code 1) on any violation and on having checked nothing.
 *
 *   audit html        [--root dir] [--json]      (the W3C Nu Html Checker on Java, and html-validate)
 *   audit budget      [--root dir] [--max-js-kb 120] [--max-css-kb 20] [--json]
 *   audit links       [--root dir | --url http://host:port] [--json]
 *   audit lighthouse  [--root dir | --url …] [--min-performance 95] [--min-seo 100] … [--runs 3] [--out-dir dir] [--json]
 *   audit all         every option above; html, budget, links, lighthouse in that order, one server
 *
 * The logic lives in cli/audit/; this file only parses options, runs and prints.
 */
import { Command, InvalidArgumentError } from 'commander';
import { DEFAULT_BUDGET, auditBudget, formatBudgetReport } from '../audit/budget.ts';
import { auditHtml, formatHtmlReport } from '../audit/html.ts';
import {
  CATEGORIES,
  type Category,
  DEFAULT_THRESHOLDS,
  type Thresholds,
  auditLighthouse,
  formatLighthouseReport,
} from '../audit/lighthouse.ts';
import { auditLinks, formatLinksReport } from '../audit/links.ts';
import { type AuditName, type AuditReport, KB, type Site, newTable, openSite, summaryLine } from '../audit/shared.ts';

interface AuditOptions {
  root: string;
  url?: string;
  json: boolean;
  maxJsKb: number;
  maxCssKb: number;
  outDir: string;
  minPerformance: number;
  minAccessibility: number;
  minBestPractices: number;
  minSeo: number;
  runs: number;
}

function parseRuns(value: string): number {
  const runs = Number(value);
  if (!/^\d+$/.test(value) || runs < 1 || runs > 9)
    throw new InvalidArgumentError(`must be a whole number from 1 to 9 (got "${value}")`);
  return runs;
}

function parseKb(value: string): number {
  const kb = Number(value);
  if (!/^\d+(\.\d+)?$/.test(value) || !(kb > 0)) {
    throw new InvalidArgumentError(`must be a positive number of KB (got "${value}")`);
  }
  return kb;
}

function parseScore(value: string): number {
  const score = Number(value);
  if (!/^\d+$/.test(value) || score > 100)
    throw new InvalidArgumentError(`must be a whole score from 0 to 100 (got "${value}")`);
  return score;
}

function parseUrl(value: string): string {
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
  } catch {
    // Reported below with the value the user typed.
  }
  throw new InvalidArgumentError(`must be an http(s) URL such as http://localhost:4173 (got "${value}")`);
}

const optionName = (category: Category): keyof AuditOptions =>
  category === 'best-practices'
    ? 'minBestPractices'
    : (`min${category[0]?.toUpperCase()}${category.slice(1)}` as keyof AuditOptions);

const thresholdsFrom = (options: AuditOptions): Thresholds =>
  Object.fromEntries(CATEGORIES.map((c) => [c, options[optionName(c)] as number])) as Thresholds;

type Runner = (options: AuditOptions, site: () => Promise<Site>) => Promise<{ report: AuditReport; text: string }>;

const runners: Record<AuditName, Runner> = {
  html: async (options) => {
    const report = await auditHtml({ root: options.root });
    return { report, text: formatHtmlReport(report) };
  },
  budget: async (options) => {
    const report = auditBudget({
      root: options.root,
      limits: { js: options.maxJsKb * KB, css: options.maxCssKb * KB },
    });
    return { report, text: formatBudgetReport(report) };
  },
  links: async (_options, site) => {
    const report = await auditLinks({ baseUrl: (await site()).baseUrl });
    return { report, text: formatLinksReport(report) };
  },
  lighthouse: async (options, site) => {
    const report = await auditLighthouse({
      baseUrl: (await site()).baseUrl,
      thresholds: thresholdsFrom(options),
      outDir: options.outDir,
      runs: options.runs,
      progress: options.json ? undefined : (line) => process.stderr.write(`${line}\n`),
    });
    return { report, text: formatLighthouseReport(report) };
  },
};

/** Run the audits in order over one server (started on first need), print, and set the exit code. */
export async function runAudits(names: AuditName[], options: AuditOptions): Promise<AuditReport[]> {
  let opened: Promise<Site> | undefined;
  const site = () => (opened ??= openSite({ root: options.root, ...(options.url ? { url: options.url } : {}) }));
  const reports: AuditReport[] = [];
  try {
    for (const name of names) {
      if (!options.json && names.length > 1) process.stdout.write(`\n== audit ${name} ==\n`);
      const { report, text } = await runners[name](options, site);
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

function subcommand(name: AuditName | 'all', description: string, audits: AuditName[]): Command {
  const usesServer = audits.includes('links') || audits.includes('lighthouse');
  const command = new Command(name)
    .description(description)
    .option('--root <dir>', 'folder of the built site', 'dist/client')
    .option('--json', 'print the report as JSON', false);
  if (usesServer) {
    command.option('--url <url>', 'audit this running server instead of starting one over --root', parseUrl);
  }
  if (audits.includes('budget')) {
    command
      .option('--max-js-kb <kb>', 'JavaScript per page, KB gzip', parseKb, DEFAULT_BUDGET.js / KB)
      .option('--max-css-kb <kb>', 'CSS per page, KB gzip', parseKb, DEFAULT_BUDGET.css / KB);
  }
  if (audits.includes('lighthouse')) {
    command.option('--out-dir <dir>', 'folder for the JSON reports', 'reports/lighthouse');
    command.option('--runs <n>', 'Lighthouse runs per page; the median run is reported', parseRuns, 3);
    for (const category of CATEGORIES) {
      command.option(
        `--min-${category} <score>`,
        `lowest passing ${category} score`,
        parseScore,
        DEFAULT_THRESHOLDS[category],
      );
    }
  }
  return command.action(async (options: AuditOptions) => {
    await runAudits(audits, options);
  });
}

export const auditCommand = new Command('audit')
  .description('audit the built site (dist/client): HTML validity, byte budget, links, Lighthouse')
  .addCommand(
    subcommand(
      'html',
      'validate every page and HTML download with the W3C Nu Html Checker (needs Java 17) and html-validate',
      ['html'],
    ),
  )
  .addCommand(subcommand('budget', 'gzip bytes of JS and CSS each page loads at first paint', ['budget']))
  .addCommand(subcommand('links', 'crawl the site from / and check every internal link and #fragment', ['links']))
  .addCommand(
    subcommand('lighthouse', 'Lighthouse (mobile) scores of every live route against thresholds', ['lighthouse']),
  )
  .addCommand(
    subcommand('all', 'html, budget, links and lighthouse in that order, over one server', [
      'html',
      'budget',
      'links',
      'lighthouse',
    ]),
  );
