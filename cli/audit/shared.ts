/**
 * What every audit shares: the pages it covers (from the route registry, never a second list), the local
 * server it audits through, the file-consistency rule between registry and build, and the report shape the
 * `audit` command prints.
 */
import type { Finding, ToolFindings } from '../output/findings.ts';
import { CliError } from '../../lib/errors.ts';
import { type Align, TextTable } from '../output/table.ts';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { DOWNLOADS_PATH } from '../../lib/downloads.ts';
import { type Route, normalisePath, notFoundRoute, routes } from '../../lib/routes.ts';

export type AuditName = 'html' | 'links' | 'seo' | 'a11y' | 'budget' | 'lighthouse';

/** What each audit returns: enough to print a table, a summary line and `--json`, and to decide the exit code. */
export interface AuditReport<Row = unknown> {
  audit: AuditName;
  ok: boolean;
  /** Pages the audit looked at; zero pages is itself a failure. */
  pages: number;
  /** Things checked inside those pages (messages, links, files, categories); zero is a failure where it says so. */
  items: number;
  /** What `items` counts, for the summary line ("links", "assets"). */
  itemLabel: string;
  /** One line per violation; any line here fails the audit. */
  problems: string[];
  /** Informational lines that never fail it (skipped links, lazy chunks). */
  notes: string[];
  /**
   * The problems (and warnings) as structured findings, for `--format github|sarif|junit`: every problem is
   * one error-level finding. Their `file` is relative to the site folder (`about.html`); the command places
   * it under `--root`.
   */
  findings: Finding[];
  /** The routes it covered: one JUnit test case each. */
  routes: string[];
  rows: Row[];
  durationMs: number;
  /** The audit threw instead of finishing (no Java, no browser, no server at --url): it failed. */
  error?: string;
}

/**
 * A report's findings for `--format github|sarif|junit`: files placed under the site folder `root` as the
 * project sees it (`dist/client/about.html`).
 */
export function auditFindings(report: AuditReport, root: string): ToolFindings {
  const folder = path.relative(process.cwd(), path.resolve(root)).split(path.sep).join('/') || '.';
  return {
    tool: report.audit,
    cases: report.routes,
    findings: report.findings.map((f) => (f.file ? { ...f, file: path.posix.join(folder, f.file) } : f)),
    ...(report.error !== undefined ? { error: report.error } : {}),
    durationMs: report.durationMs,
    root: `${folder}/`,
  };
}

/** An audit that threw: a failed report carrying its error, so `audit all` reports it and runs the rest. */
export function failedReport(audit: AuditName, error: unknown, durationMs: number): AuditReport {
  const message = error instanceof Error ? error.message : String(error);
  return {
    audit,
    ok: false,
    pages: 0,
    items: 0,
    itemLabel: 'items',
    problems: [`the audit could not run: ${message}`],
    notes: [],
    findings: [],
    routes: [],
    rows: [],
    durationMs,
    error: message,
  };
}

/** A finding about the whole site (nothing checked): no file, no route. */
export const siteFinding = (tool: AuditName, rule: string, message: string): Finding => ({
  tool,
  rule,
  level: 'error',
  message,
});

/** The pages pre-rendered for real visitors: every live route, plus 404.html. */
export function auditedPages(all: readonly Route[] = routes): Route[] {
  return [...all.filter((route) => route.status === 'live'), notFoundRoute];
}

/** Every `.html` file under `root`, relative and with `/` separators, sorted. */
export function htmlFilesIn(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) found.push(path.relative(root, full).split(path.sep).join('/'));
    }
  };
  if (existsSync(root)) walk(root);
  return found.sort();
}

/**
 * The HTML documents under /downloads/ (lib/downloads.ts, written by scripts/postbuild.ts), relative to `root`:
 * files, not routes.
 */
export function htmlDownloadsIn(root: string): string[] {
  const folder = DOWNLOADS_PATH.slice(1);
  return htmlFilesIn(path.join(root, folder)).map((file) => `${folder}/${file}`);
}

/**
 * The registry and the build must agree: a live route has its file, a pending route has none (pending means
 * not built, so a file there is a page nobody audits or lists), and no HTML file exists that no route owns.
 */
export function routeFileProblems(root: string, all: readonly Route[] = routes): string[] {
  const problems: string[] = [];
  // HTML downloads are owned by the downloads folder, not the registry (audit html validates them all the same).
  const owned = new Set([notFoundRoute.file, ...all.map((route) => route.file), ...htmlDownloadsIn(root)]);
  for (const route of all) {
    const exists = existsSync(path.join(root, route.file));
    if (route.status === 'live' && !exists) problems.push(`${route.file}: live route ${route.path} has no file`);
    if (route.status === 'pending' && exists) {
      problems.push(`${route.file}: route ${route.path} is pending but has a file (mark it live, or stop building it)`);
    }
  }
  if (!existsSync(path.join(root, notFoundRoute.file))) problems.push(`${notFoundRoute.file}: missing`);
  for (const file of htmlFilesIn(root)) {
    if (!owned.has(file)) problems.push(`${file}: pre-rendered but not in the route registry (lib/routes.ts)`);
  }
  return problems;
}

/** A base URL to audit: `--url` as given, or our own server over `root` on a free loopback port. */
export interface Site {
  baseUrl: string;
  close: () => Promise<void>;
}

export async function openSite(options: { root: string; url?: string }): Promise<Site> {
  if (options.url) {
    const baseUrl = new URL(options.url).origin;
    // Any HTTP answer will do; none at all would otherwise read as every page broken.
    const answer = await fetch(baseUrl, { signal: AbortSignal.timeout(10_000) }).then(
      (response) => response.body?.cancel(),
      (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
    );
    if (answer instanceof Error) {
      const cause = answer.cause instanceof Error ? answer.cause.message : answer.message;
      throw new CliError(`no server answers at ${baseUrl} (--url): ${cause}`);
    }
    return { baseUrl, close: async () => {} };
  }
  // Loaded on use: fastify costs every other CLI command a few hundred milliseconds of start-up.
  const { createServer } = await import('../server/app.ts');
  const app = await createServer({ root: path.resolve(options.root) });
  // Port 0: the OS picks a free port, so audits never collide with `npm start` or each other.
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { baseUrl: new URL(address).origin, close: () => app.close() };
}

/** The audits' tables: the CLI's one table (cli/output/table.ts). */
export function newTable(head: string[], colAligns?: Align[]): TextTable {
  return new TextTable(head, colAligns);
}

export function summaryLine(report: AuditReport): string {
  if (report.error !== undefined) return `FAIL audit ${report.audit}: could not run: ${report.error}`;
  const verdict = report.ok ? 'PASS' : 'FAIL';
  const seconds = (report.durationMs / 1000).toFixed(1);
  const problems = report.problems.length === 1 ? '1 problem' : `${report.problems.length} problems`;
  return `${verdict} audit ${report.audit}: ${report.pages} pages, ${report.items} ${report.itemLabel} checked, ${problems} (${seconds} s)`;
}

/**
 * Zero pages or zero items means the audit saw nothing, which must never read as a pass (DESIGN "Known
 * pitfalls").
 */
export function emptinessProblems(pages: number, items: number, itemLabel: string, requireItems = true): string[] {
  const problems: string[] = [];
  if (pages === 0) problems.push('checked 0 pages: nothing was audited');
  if (requireItems && items === 0) problems.push(`checked 0 ${itemLabel}: nothing was audited`);
  return problems;
}

/** emptinessProblems as findings of `tool`. */
export const emptinessFindings = (tool: AuditName, problems: readonly string[]): Finding[] =>
  problems.map((problem) => siteFinding(tool, 'nothing-checked', problem));

/** `--route`: whether a page is among those to report on (every page when none was chosen). */
export const selected = (only: readonly string[] | undefined, routePath: string): boolean =>
  !only || only.length === 0 || only.includes(normalisePath(routePath));

/** What every audit of pages takes besides its own settings. */
export interface AuditOptions {
  /** The registry to audit against; the real one by default (tests pass their own). */
  routes?: readonly Route[];
  /** `--route`: audit only these pages. */
  only?: readonly string[];
  /** A line per page, so a long run is not silent. */
  progress?: (line: string) => void;
}

/** The pages an audit visits: the audited pages of its registry that `--route` selects. */
export const pagesToAudit = (options: AuditOptions): Route[] =>
  auditedPages(options.routes ?? routes).filter((route) => selected(options.only, route.path));

/** What a report derives from its findings alone: a problem per finding, ok when there are none, and the time taken. */
export const outcome = (findings: Finding[], started: number) => ({
  ok: findings.length === 0,
  problems: findings.map((finding) => finding.message),
  findings,
  durationMs: performance.now() - started,
});

/** emptinessProblems of a run as findings of `tool`. */
export const nothingCheckedFindings = (tool: AuditName, pages: number, items: number, itemLabel: string): Finding[] =>
  emptinessFindings(tool, emptinessProblems(pages, items, itemLabel));

export function slug(route: Route): string {
  return route.file.replace(/\.html$/, '').replaceAll('/', '__');
}
