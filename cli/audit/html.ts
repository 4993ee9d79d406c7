/**
 * `audit html`: every pre-rendered page and every HTML download, checked by two validators.
 *
 * - The W3C's Nu Html Checker (vnu.jar from npm's vnu-jar, run on Debian's Java): the reference. It knows
 *   the HTML standard's content models (a `div` among the `dt`/`dd` of a `dl`, a block in a `button`),
 *   which html-validate's element metadata does not fully encode. What the W3C checker shows as an error
 *   fails the audit; its warnings and info messages are printed and never fail it, as on validator.w3.org.
 * - html-validate with the committed `.htmlvalidate.json`, kept for the checks vnu does not make:
 *   `require-sri` (a cross-origin script or style must carry `integrity`, this project's rule) and
 *   `input-missing-label` (a form control nobody can name); html.test.ts proves vnu passes both.
 *
 * Plus the registry/build consistency rule (see routeFileProblems).
 */
import type { ConfigData } from 'html-validate';
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { routes } from '../../lib/routes.ts';
import { CliError } from '../../lib/errors.ts';
import type { Finding } from '../output/findings.ts';
import {
  type AuditOptions,
  type AuditReport,
  auditedPages,
  emptinessFindings,
  emptinessProblems,
  htmlDownloadsIn,
  newTable,
  routeFileProblems,
  selected,
  summaryLine,
} from './shared.ts';

/** The committed config, read explicitly so a fixture in /tmp is judged by the same rules as dist/client. */
export const HTMLVALIDATE_CONFIG = path.resolve(import.meta.dirname, '../../.htmlvalidate.json');

export type Checker = 'vnu' | 'html-validate';
export type Severity = 'error' | 'warning' | 'info';

export interface HtmlMessage {
  file: string;
  /** 0 when the checker gives no position (a document it could not read). */
  line: number;
  column: number;
  checker: Checker;
  /** html-validate's rule id; `vnu` for the Nu Html Checker, which names none. */
  rule: string;
  message: string;
  severity: Severity;
}

export interface HtmlRow {
  /** The URL path: the route's, or the download's (`/downloads/….html`). */
  path: string;
  file: string;
  kind: 'page' | 'download';
  errors: number;
  warnings: number;
  info: number;
}

export type HtmlReport = AuditReport<HtmlRow> & { messages: HtmlMessage[] };

export interface HtmlAuditOptions extends AuditOptions {
  root: string;
  config?: ConfigData;
  /** The Java to run vnu.jar with; `$JAVA_HOME/bin/java`, else `java` on PATH. */
  java?: string;
  /** `--route`: validate only these pages (no downloads, and no registry check, which is about every page). */
  only?: readonly string[];
}

export function loadHtmlValidateConfig(file = HTMLVALIDATE_CONFIG): ConfigData {
  return JSON.parse(readFileSync(file, 'utf8')) as ConfigData;
}

/** The same Java scripts/ensure-java.sh checks and installs. */
export function javaCommand(env: NodeJS.ProcessEnv = process.env): string {
  return env.JAVA_HOME ? path.join(env.JAVA_HOME, 'bin', 'java') : 'java';
}

/** One message of vnu's `--format json` output. */
export interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
}

/**
 * vnu's JSON as audit messages, files relative to `root`. The W3C checker's own levels: `error` (and a
 * document it could not check) fail; `info` with subType `warning` is a warning; other `info` is info.
 */
export function parseVnuJson(json: string, root: string): HtmlMessage[] {
  const { messages } = JSON.parse(json) as { messages: VnuMessage[] };
  return messages.map((m) => {
    const severity: Severity = m.type === 'info' ? (m.subType === 'warning' ? 'warning' : 'info') : 'error';
    const file = m.url?.startsWith('file:')
      ? path.relative(root, fileURLToPath(m.url)).split(path.sep).join('/')
      : (m.url ?? '(no document)');
    return {
      file,
      // A one-line extent has no firstLine; a message about the whole document has no position at all.
      line: m.firstLine ?? m.lastLine ?? 0,
      column: m.firstColumn ?? m.lastColumn ?? 0,
      checker: 'vnu',
      rule: 'vnu',
      message: m.message,
      severity,
    };
  });
}

/**
 * Every file through vnu in one JVM (its start-up costs seconds, a file milliseconds). `--verbose` lists
 * each checked file on stdout while the JSON goes to stderr: vnu skips a file it cannot find with only a
 * warning, so a file missing from that list is reported rather than passed.
 */
export async function runVnu(files: readonly string[], root: string, java = javaCommand()): Promise<HtmlMessage[]> {
  if (files.length === 0) return [];
  const jar = String(createRequire(import.meta.url)('vnu-jar'));
  // A run lasts seconds: C2 compilation and parallel GC threads only compete for the CPU then (all pages on
  // a loaded 2-core machine: 24-40 s with the defaults, 5-8 s with these). C1 code needs deeper stacks than
  // the default 1 MB to evaluate the HTML schema (vnu stops with a StackOverflowError), hence -Xss.
  const jvm = ['-Xss4m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];
  const args = [...jvm, '-jar', jar, '--format', 'json', '--verbose', '--exit-zero-always', ...files];
  const { stdout, stderr } = await new Promise<{ stdout: string; stderr: string }>((resolve, reject) => {
    execFile(java, args, { maxBuffer: 256 * 1024 * 1024 }, (error, out, err) => {
      if (!error) return resolve({ stdout: out, stderr: err });
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        return reject(
          new CliError(
            `audit html needs Java 17 or later for the W3C Nu Html Checker, and "${java}" was not found: ` +
              'run bash scripts/ensure-java.sh (or set JAVA_HOME)',
          ),
        );
      }
      reject(new CliError(`the Nu Html Checker failed (${java} -jar ${jar}): ${(err || out || error.message).trim()}`));
    });
  });
  // The JSON document is vnu's last line of stderr; Java may print notices before it.
  const json = stderr.trim().split('\n').at(-1) ?? '';
  if (!json.startsWith('{')) throw new CliError(`the Nu Html Checker printed no report: ${stderr.trim()}`);
  const messages = parseVnuJson(json, root);
  const checked = new Set(stdout.split('\n').map((line) => path.resolve(line.trim())));
  for (const file of files) {
    if (!checked.has(path.resolve(file))) {
      messages.push({
        file: path.relative(root, file).split(path.sep).join('/'),
        line: 0,
        column: 0,
        checker: 'vnu',
        rule: 'vnu',
        message: 'not checked by the Nu Html Checker',
        severity: 'error',
      });
    }
  }
  return messages;
}

interface Document {
  path: string;
  file: string;
  kind: HtmlRow['kind'];
}

export async function auditHtml(options: HtmlAuditOptions): Promise<HtmlReport> {
  const started = performance.now();
  const root = path.resolve(options.root);
  const all = options.routes ?? routes;
  // Loaded on use, as every CLI command imports this module and html-validate takes a second to load.
  const { HtmlValidate } = await import('html-validate');
  const validator = new HtmlValidate(options.config ?? loadHtmlValidateConfig());
  const some = Boolean(options.only?.length);
  const problems = some ? [] : routeFileProblems(root, all);

  const documents: Document[] = [
    // A missing live file is already a problem from routeFileProblems; nothing to validate.
    ...auditedPages(all)
      .filter((route) => selected(options.only, route.path) && existsSync(path.join(root, route.file)))
      .map((route) => ({ path: route.path, file: route.file, kind: 'page' as const })),
    ...(some ? [] : htmlDownloadsIn(root)).map((file) => ({ path: `/${file}`, file, kind: 'download' as const })),
  ];
  options.progress?.(`html: the Nu Html Checker on ${documents.length} documents`);

  const messages = await runVnu(
    documents.map((doc) => path.join(root, doc.file)),
    root,
    options.java,
  );
  for (const doc of documents) {
    const report = await validator.validateFile(path.join(root, doc.file));
    const vnuErrors = messages.filter((m) => m.file === doc.file && m.severity === 'error').length;
    options.progress?.(`html ${doc.path}: ${vnuErrors + report.errorCount} errors`);
    for (const result of report.results) {
      for (const m of result.messages) {
        messages.push({
          file: doc.file,
          line: m.line,
          column: m.column,
          checker: 'html-validate',
          rule: m.ruleId,
          message: m.message,
          severity: m.severity === 2 ? 'error' : 'warning',
        });
      }
    }
  }
  const order = new Map(documents.map((doc, index) => [doc.file, index]));
  messages.sort(
    (a, b) =>
      (order.get(a.file) ?? -1) - (order.get(b.file) ?? -1) ||
      a.line - b.line ||
      a.column - b.column ||
      a.checker.localeCompare(b.checker),
  );

  const rows: HtmlRow[] = documents.map((doc) => {
    const own = messages.filter((m) => m.file === doc.file);
    const count = (severity: Severity) => own.filter((m) => m.severity === severity).length;
    return { ...doc, errors: count('error'), warnings: count('warning'), info: count('info') };
  });

  const pathOf = new Map(documents.map((doc) => [doc.file, doc.path]));
  const empty = emptinessProblems(rows.length, all.length, 'registry routes');
  const findings: Finding[] = [
    ...problems.map((problem) => ({
      tool: 'html',
      rule: 'registry',
      level: 'error' as const,
      message: problem,
      file: problem.split(':')[0] as string,
      help: 'The route registry (lib/routes.ts) and the build agree: a live route has its file, no file lacks a route.',
    })),
    ...messages.filter((m) => m.severity !== 'info').map((m) => htmlFinding(m, pathOf.get(m.file))),
    ...emptinessFindings('html', empty),
  ];
  problems.push(...messages.filter((m) => m.severity === 'error').map(formatMessage));
  problems.push(...empty);

  return {
    audit: 'html',
    ok: problems.length === 0,
    pages: rows.length,
    // Every registry route was checked against the build (file present or absent), and every download validated.
    items: all.length + 1 + rows.filter((row) => row.kind === 'download').length,
    itemLabel: 'registry routes (incl. 404) and HTML downloads',
    problems,
    notes: [
      ...messages.filter((m) => m.severity === 'warning').map((m) => `${formatMessage(m)} (warning)`),
      ...infoNotes(messages),
      ...(some ? [`only ${options.only?.join(', ')} validated (--route): no downloads, no registry check`] : []),
    ],
    findings,
    routes: documents.map((doc) => doc.path),
    rows,
    messages,
    durationMs: performance.now() - started,
  };
}

/**
 * The Nu checker names no rules, so its messages are grouped by their wording with the quoted names left
 * out: `Element “div” not allowed as child of element “dl” in this context.` is rule
 * `vnu/element-not-allowed-as-child-of-element-in-this-context`, described `Element “…” not allowed as
 * child of element “…” in this context.`
 */
export function vnuRule(message: string): { id: string; help: string } {
  const help = message
    .replace(/“[^”]*”/g, '“…”')
    .replace(/\s+/g, ' ')
    .trim();
  const words = help
    .replaceAll('“…”', ' ')
    .replace(/['’]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return { id: `vnu/${words.slice(0, 10).join('-') || 'message'}`, help };
}

/** One checker message as a finding at its file, line and column. */
export function htmlFinding(m: HtmlMessage, route: string | undefined): Finding {
  const { id, help } =
    m.checker === 'vnu' ? vnuRule(m.message) : { id: m.rule, help: `html-validate's ${m.rule} rule` };
  return {
    tool: 'html',
    rule: id,
    level: m.severity === 'error' ? 'error' : m.severity === 'warning' ? 'warning' : 'note',
    message: m.checker === 'vnu' ? m.message : `${m.rule}: ${m.message}`,
    file: m.file,
    ...(m.line > 0 ? { line: m.line, ...(m.column > 0 ? { col: m.column } : {}) } : {}),
    ...(route ? { route } : {}),
    help,
    ...(m.checker === 'html-validate' ? { helpUri: `https://html-validate.org/rules/${m.rule}.html` } : {}),
  };
}

/** `file:line:column: rule: message`, without a position the checker did not give. */
export function formatMessage(m: HtmlMessage): string {
  const at = m.line > 0 ? `:${m.line}:${m.column}` : '';
  return `${m.file}${at}: ${m.rule}: ${m.message}`;
}

/** Info messages once per wording, with where they occur: React writes `<input/>`, and vnu notes each one. */
export function infoNotes(messages: readonly HtmlMessage[]): string[] {
  const byText = new Map<string, HtmlMessage[]>();
  for (const m of messages.filter((message) => message.severity === 'info')) {
    byText.set(m.message, [...(byText.get(m.message) ?? []), m]);
  }
  return [...byText].map(([text, list]) => {
    const [first] = list as [HtmlMessage];
    const where =
      list.length === 1
        ? `${first.file}:${first.line}:${first.column}`
        : `${list.length}× in ${[...new Set(list.map((m) => m.file))].join(', ')}`;
    return `${first.rule}: ${text} (info, ${where})`;
  });
}

export function formatHtmlReport(report: HtmlReport): string {
  const table = newTable(
    ['page or download', 'errors', 'warnings', 'info', 'result'],
    ['left', 'right', 'right', 'right', 'left'],
  );
  for (const row of report.rows) {
    table.push([row.path, row.errors, row.warnings, row.info, row.errors === 0 ? 'pass' : 'FAIL']);
  }
  const lines = [table.toString()];
  if (report.problems.length > 0) lines.push('', 'Problems:', ...report.problems.map((p) => `  ${p}`));
  if (report.notes.length > 0) lines.push('', 'Notes:', ...report.notes.map((n) => `  ${n}`));
  lines.push('', summaryLine(report));
  return `${lines.join('\n')}\n`;
}
