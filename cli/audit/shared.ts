/**
 * What every audit shares: the pages it covers (from the route registry, never a second list), the server it
 * audits through, and one report: per page, what the engine read there (links, scans, scripts…) beside what the
 * page holds that it had to read, plus findings. `finish` turns a page that yielded less than it holds into a
 * failure, so no gate passes over a page it did not read (DESIGN decision 22).
 */
import path from 'node:path';
import pLimit from 'p-limit';
import { CliError } from '../../lib/errors.ts';
import { type Route, normalisePath, notFoundRoute, routes } from '../../lib/routes.ts';
import type { Finding, ToolFindings } from '../output/findings.ts';
import { type Align, TextTable } from '../output/table.ts';

import type { AuditName } from './config.ts';

/** One page as an audit read it. */
export interface PageRead {
  /** The route (`/about`), or a download's path; `file` is its built file, relative to the site folder. */
  route: string;
  file: string;
  /** What the engine read of the page, by kind: `{ links: 48, fragments: 2 }`. */
  read: Record<string, number>;
  /** What the page holds that the engine had to read, counted from the page apart from it; less read fails. */
  expected: Record<string, number>;
  /** The audit's own figures for its table (scores, bytes). */
  cells?: Record<string, string | number>;
}

export interface AuditReport {
  audit: AuditName;
  /** No error-level finding: warnings are reported and fail nothing. */
  ok: boolean;
  pages: PageRead[];
  findings: Finding[];
  /** Informational lines (skipped links, exceptions and their reasons, changes against a baseline). */
  notes: string[];
  durationMs: number;
  /** The audit threw instead of finishing (no Java, no browser, no server at --url). */
  error?: string;
  /** The audit's own data for `--json` and `--baseline` (Lighthouse's scores, each page's scripts). */
  details?: Record<string, unknown>;
}

/** What every audit of pages takes: the registry (tests pass their own), `--route`, and a line per page. */
export interface AuditOptions {
  routes?: readonly Route[];
  only?: readonly string[];
  progress?: (line: string) => void;
}

/** The pages pre-rendered for real visitors: every live route, plus 404.html. */
export const auditedPages = (all: readonly Route[] = routes): Route[] => [
  ...all.filter((route) => route.status === 'live'),
  notFoundRoute,
];

/** `--route`: whether a page is among those chosen (every page when none was). */
export const selected = (only: readonly string[] | undefined, routePath: string): boolean =>
  !only?.length || only.includes(normalisePath(routePath));

export const pagesToAudit = (options: AuditOptions): Route[] =>
  auditedPages(options.routes ?? routes).filter((route) => selected(options.only, route.path));

/** At most `limit` of `items` through `work` at once, results in the items' order. */
export const inParallel = <T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>) => {
  const slot = pLimit(limit);
  return Promise.all(items.map((item) => slot(() => work(item))));
};

/** An error-level finding about one page. */
export const pageFinding = (
  tool: AuditName,
  route: Pick<Route, 'path' | 'file'>,
  rule: string,
  message: string,
  extra: Partial<Finding> = {},
): Finding => ({
  tool,
  rule,
  level: 'error',
  message: `${route.path}: ${message}`,
  route: route.path,
  file: route.file,
  ...extra,
});

/** A finished report: coverage made findings (a page read less than it holds, or no page read at all). */
export function finish(
  audit: AuditName,
  started: number,
  pages: PageRead[],
  findings: Finding[],
  { notes = [], details }: Partial<Pick<AuditReport, 'notes' | 'details'>> = {},
): AuditReport {
  const help = 'The engine read less of the page than it holds, so a pass would not mean "checked".';
  const coverage = pages.flatMap((page) =>
    Object.entries(page.expected)
      .filter(([kind, count]) => (page.read[kind] ?? 0) < count)
      .map(([kind, count]) => {
        const message = `holds ${count} ${kind}, the audit read ${page.read[kind] ?? 0}`;
        return pageFinding(audit, { path: page.route, file: page.file }, 'coverage', message, { help });
      }),
  );
  if (pages.length === 0)
    coverage.push({ tool: audit, rule: 'coverage', level: 'error', message: 'read 0 pages: nothing was audited' });
  const all = [...findings, ...coverage];
  const ok = !all.some((finding) => finding.level === 'error');
  return {
    audit,
    ok,
    pages,
    findings: all,
    notes,
    durationMs: performance.now() - started,
    ...(details ? { details } : {}),
  };
}

/** An audit that threw: a failed report carrying its error, so `audit all` reports it and runs the rest. */
export function failedReport(audit: AuditName, error: unknown, durationMs: number): AuditReport {
  const message = error instanceof Error ? error.message : String(error);
  return { audit, ok: false, pages: [], findings: [], notes: [], durationMs, error: message };
}

/** A report for `--format github|sarif|junit`: a case per page, files placed under the site folder `root`. */
export function toolFindings(report: AuditReport, root: string): ToolFindings {
  const folder = path.relative(process.cwd(), path.resolve(root)).split(path.sep).join('/') || '.';
  const findings = report.findings.map((f) => (f.file ? { ...f, file: path.posix.join(folder, f.file) } : f));
  const { audit: tool, durationMs, error } = report;
  return {
    tool,
    cases: report.pages.map((p) => p.route),
    findings,
    durationMs,
    root: `${folder}/`,
    ...(error !== undefined ? { error } : {}),
  };
}

/** What was read, summed over the pages: `1630 links, 40 fragments`. */
export function totals(report: Pick<AuditReport, 'pages'>): string {
  const sums = new Map<string, number>();
  for (const page of report.pages)
    for (const [kind, n] of Object.entries(page.read)) sums.set(kind, (sums.get(kind) ?? 0) + n);
  return [...sums].map(([kind, n]) => `${n} ${kind}`).join(', ') || 'nothing';
}

export const errorsOf = (report: Pick<AuditReport, 'findings'>) => report.findings.filter((f) => f.level === 'error');

export function summaryLine(report: AuditReport): string {
  if (report.error !== undefined) return `FAIL audit ${report.audit}: could not run: ${report.error}`;
  const problems = errorsOf(report).length;
  const seconds = (report.durationMs / 1000).toFixed(1);
  return `${report.ok ? 'PASS' : 'FAIL'} audit ${report.audit}: ${report.pages.length} pages, ${totals(report)} read, ${problems} problem${problems === 1 ? '' : 's'} (${seconds} s)`;
}

/** The CLI's one table (cli/output/table.ts): figures right-aligned between the page and the verdict. */
export const newTable = (head: string[]): TextTable =>
  new TextTable(
    head,
    head.map((_, i): Align => (i === 0 || i === head.length - 1 ? 'left' : 'right')),
  );

/** The text report, one shape for every audit: a row per page, then problems, warnings, notes and the summary. */
export function formatReport(report: AuditReport): string {
  const keys = (pick: (page: PageRead) => object | undefined) => [
    ...new Set(report.pages.flatMap((p) => Object.keys(pick(p) ?? {}))),
  ];
  const [kinds, cells] = [keys((p) => ({ ...p.expected, ...p.read })), keys((p) => p.cells)];
  const errors = errorsOf(report);
  const table = newTable(['page', ...kinds.map((kind) => `${kind} read`), ...cells, 'problems', 'result']);
  for (const page of report.pages) {
    const own = errors.filter((finding) => finding.route === page.route).length;
    const read = kinds.map((k) =>
      k in page.expected ? `${page.read[k] ?? 0} / ${page.expected[k]}` : (page.read[k] ?? 0),
    );
    table.push([
      page.route,
      ...read,
      ...cells.map((cell) => page.cells?.[cell] ?? '–'),
      own,
      own === 0 ? 'pass' : 'FAIL',
    ]);
  }
  const block = (title: string, items: string[]) =>
    items.length > 0 ? ['', title, ...items.map((i) => `  ${i}`)] : [];
  const warnings = report.findings.filter((finding) => finding.level === 'warning').map((f) => f.message);
  return `${[
    ...(report.pages.length > 0 ? [table.toString()] : []),
    ...block(
      'Problems:',
      errors.map((finding) => finding.message),
    ),
    ...block('Warnings:', warnings),
    ...block('Notes:', report.notes),
    '',
    summaryLine(report),
  ].join('\n')}\n`;
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
    const failure = await fetch(baseUrl, { signal: AbortSignal.timeout(10_000) }).then(
      (response) => void response.body?.cancel(),
      (error: Error) => (error.cause instanceof Error ? error.cause : error),
    );
    if (failure) throw new CliError(`no server answers at ${baseUrl} (--url): ${failure.message}`);
    return { baseUrl, close: async () => {} };
  }
  // Loaded on use: fastify costs every other CLI command a few hundred milliseconds of start-up. Port 0: the OS
  // picks a free port, so audits never collide with `npm start` or each other.
  const { createServer } = await import('../server/app.ts');
  const app = await createServer({ root: path.resolve(options.root) });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { baseUrl: new URL(address).origin, close: () => app.close() };
}

/** A route's file name as a report's slug: `docs/getting-started.html` → `docs__getting-started`. */
export const slug = (route: Pick<Route, 'file'>): string => route.file.replace(/\.html$/, '').replaceAll('/', '__');
