/**
 * What every audit shares: the site it reads, always as a server sends it (cli/audit/live.ts: our own server over
 * the build, or `--url`), and one report: per page, what the engine read there beside what the page holds that it had to read,
 * and findings. `finish` fails a page read less than it holds, so no gate passes over what it did not read.
 */
import path from 'node:path';
import type { Route } from '../../lib/routes.ts';
import type { Finding, Level, ToolFindings } from '../output/findings.ts';
import { TextTable } from '../output/table.ts';
import type { AuditName } from './config.ts';
import { type LiveSite, type PageKind, choosePages, readLiveSite } from './live.ts';

/** One page as an audit read it: by kind, what was read and what the page holds (counted apart from the engine). */
export interface PageRead {
  route: string;
  /** Its built file, relative to the site folder. */
  file: string;
  read: Record<string, number>;
  expected: Record<string, number>;
  /** The audit's own figures for its table (scores, bytes). */
  cells?: Record<string, string | number>;
}

export interface AuditReport {
  audit: AuditName;
  /** No error-level finding (warnings fail nothing), and it ran. */
  ok: boolean;
  pages: PageRead[];
  findings: Finding[];
  notes: string[];
  durationMs: number;
  /** The audit threw instead of finishing (no Java, no browser, no server at --url). */
  error?: string;
  /** The audit's own data for `--json` (budget's rows). */
  details?: Record<string, unknown>;
  /** The site it read: the built folder, or the server given to --url. */
  site?: string;
}

/** What every audit of pages takes: the site as served, `--route`, a progress line per page. */
export interface AuditOptions {
  live: LiveSite;
  only?: readonly string[] | undefined;
  progress?: ((line: string) => void) | undefined;
}

/** A page to audit: its path, where a person looks for it (its URL), and the URL to load. */
export type AuditRoute = Pick<Route, 'path' | 'file'> & { url: string };

/** The pages of the site (`--route`'s when given) of `kinds`, each with the URL it is loaded from. */
export const pagesToAudit = (
  { live, only }: AuditOptions,
  kinds: readonly PageKind[] = ['page', 'not-found'],
): AuditRoute[] => choosePages(live, only, kinds).map(({ path, url }) => ({ path, file: url, url }));

export const pageFinding = (
  tool: AuditName,
  { path: route, file }: Pick<Route, 'path' | 'file'>,
  rule: string,
  message: string,
  extra: Partial<Finding> = {},
): Finding => ({ tool, rule, level: 'error', message: `${route}: ${message}`, route, file, ...extra });

/** A report, coverage made findings: a page read less than it holds, or no page read at all. */
export function finish(
  audit: AuditName,
  started: number,
  pages: PageRead[],
  findings: Finding[],
  { notes = [], details }: Partial<Pick<AuditReport, 'notes' | 'details'>> = {},
): AuditReport {
  const help = 'The engine read less of the page than it holds, so a pass would not mean "checked".';
  const unread = pages.flatMap(({ route, file, read, expected }) =>
    Object.entries(expected)
      .filter(([kind, count]) => (read[kind] ?? 0) < count)
      .map(([kind, count]) => {
        const message = `holds ${count} ${kind}, the audit read ${read[kind] ?? 0}`;
        return pageFinding(audit, { path: route, file }, 'coverage', message, { help });
      }),
  );
  const none: Finding = { tool: audit, rule: 'coverage', level: 'error', message: 'read 0 pages: nothing was audited' };
  const all = [...findings, ...unread, ...(pages.length === 0 ? [none] : [])];
  const ok = !all.some((finding) => finding.level === 'error');
  return { audit, ok, pages, findings: all, notes, durationMs: performance.now() - started, details };
}

/** An audit that threw: a failed report carrying its error, so `audit all` reports it and runs the rest. */
export const failedReport = (audit: AuditName, error: unknown, durationMs: number): AuditReport => ({
  ...{ audit, ok: false, pages: [], findings: [], notes: [], durationMs },
  error: error instanceof Error ? error.message : String(error),
});

/** A report for `--format github|sarif|junit`: a case per page, files placed under the site folder `root`. */
export function toolFindings(report: AuditReport, root: string, url?: string): ToolFindings {
  const folder = url ?? (path.relative(process.cwd(), path.resolve(root)).split(path.sep).join('/') || '.');
  // A live page's "file" is its URL already: nothing local to place it in.
  const place = (file: string) => (URL.canParse(file) ? file : path.posix.join(folder, file));
  const findings = report.findings.map((f) => (f.file ? { ...f, file: place(f.file) } : f));
  const { audit: tool, durationMs, error } = report;
  const site = report.site ?? folder;
  return { tool, cases: report.pages.map((p) => p.route), findings, durationMs, root: `${folder}/`, error, site };
}

/** What was read, summed over the pages: `1630 links, 40 fragments`. */
export function totals({ pages }: Pick<AuditReport, 'pages'>): string {
  const sums = new Map<string, number>();
  for (const page of pages)
    for (const [kind, n] of Object.entries(page.read)) sums.set(kind, (sums.get(kind) ?? 0) + n);
  return [...sums].map(([kind, n]) => `${n} ${kind}`).join(', ') || 'nothing';
}

export const errorsOf = (report: Pick<AuditReport, 'findings'>) => report.findings.filter((f) => f.level === 'error');

export function summaryLine(report: AuditReport): string {
  if (report.error !== undefined) return `FAIL audit ${report.audit}: could not run: ${report.error}`;
  const n = errorsOf(report).length;
  const time = (report.durationMs / 1000).toFixed(1);
  return `${report.ok ? 'PASS' : 'FAIL'} audit ${report.audit}: ${report.pages.length} pages, ${totals(report)} read, ${n} problem${n === 1 ? '' : 's'} (${time} s)`;
}

/** The CLI's one table (cli/output/table.ts): figures right-aligned between the name and the verdict. */
export function newTable(head: string[]): TextTable {
  const align = head.map((_, i) => (i === 0 || i === head.length - 1 ? 'left' : 'right'));
  return new TextTable(head, align);
}

/** The text report, one shape for every audit: a row per page, then problems, warnings, notes and the summary. */
export function formatReport(report: AuditReport): string {
  const keys = (pick: (page: PageRead) => object) => [...new Set(report.pages.flatMap((p) => Object.keys(pick(p))))];
  const [kinds, cells] = [keys((p) => ({ ...p.expected, ...p.read })), keys((p) => p.cells ?? {})];
  const errors = errorsOf(report);
  const table = newTable(['page', ...kinds.map((kind) => `${kind} read`), ...cells, 'problems', 'result']);
  for (const { route, read, expected, cells: own } of report.pages) {
    const problems = errors.filter((finding) => finding.route === route).length;
    const counts = kinds.map((k) => (k in expected ? `${read[k] ?? 0} / ${expected[k]}` : (read[k] ?? 0)));
    table.push([route, ...counts, ...cells.map((c) => own?.[c] ?? '–'), problems, problems === 0 ? 'pass' : 'FAIL']);
  }
  const block = (title: string, lines: string[]) =>
    lines.length > 0 ? ['', title, ...lines.map((l) => `  ${l}`)] : [];
  const messages = (level: Level) => report.findings.filter((f) => f.level === level).map((f) => f.message);
  return `${[
    ...(report.site ? [`Site: ${siteLine(report.site)}`] : []),
    ...(report.pages.length > 0 ? [table.toString()] : []),
    ...block('Problems:', messages('error')),
    ...block('Warnings:', messages('warning')),
    ...block('Notes:', report.notes),
    '',
    summaryLine(report),
  ].join('\n')}\n`;
}

/** Which site a report read, in words: a URL is the site as served, a folder the built files. */
export const siteLine = (site: string): string =>
  URL.canParse(site) ? `${site} (as served: its sitemap.xml, links from /, its headers)` : `${site} (the built files)`;

/**
 * The site to audit, as a server sends it: `--url` as given, or our own server over `root` on a free loopback
 * port, read the same way (cli/audit/live.ts), so every audit has one way to read a site.
 */
export type Site = { baseUrl: string; close: () => Promise<void>; live: LiveSite };

type SiteOptions = Pick<AuditOptions, 'progress'> & { root: string; url?: string | undefined };
export async function openSite({ root, url, progress }: SiteOptions): Promise<Site> {
  if (url) {
    const live = await readLiveSite(url, { progress });
    return { baseUrl: live.url, close: async () => {}, live };
  }
  // Loaded on use (fastify costs other commands start-up time); port 0, so audits never collide with `npm start`.
  const { createServer } = await import('../server/app.ts');
  const app = await createServer({ root: path.resolve(root) });
  const baseUrl = new URL(await app.listen({ port: 0, host: '127.0.0.1' })).origin;
  try {
    return { baseUrl, close: () => app.close(), live: await readLiveSite(baseUrl, { progress }) };
  } catch (error) {
    await app.close();
    throw error;
  }
}
