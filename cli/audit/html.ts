/**
 * `audit html`: every pre-rendered page and every HTML download, checked by two validators.
 *
 * - The W3C's Nu Html Checker (vnu.jar from npm's vnu-jar, on Debian's Java): the reference, which knows the
 *   HTML standard's content models. Its errors fail; its warnings are reported, as on validator.w3.org.
 * - html-validate with the committed `.htmlvalidate.json`, for what vnu does not check: `require-sri` (a
 *   cross-origin script or style carries `integrity`) and `input-missing-label`.
 *
 * Coverage: vnu lists each file it checked (`--verbose`), and skips one it cannot read with only a warning, so
 * a document is read when vnu listed it and html-validate parsed it. Plus the registry/build consistency rule.
 */
import type { ConfigData } from 'html-validate';
import { execFile } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CliError } from '../../lib/errors.ts';
import { DOWNLOADS_PATH } from '../../lib/downloads.ts';
import { type Route, notFoundRoute, routes } from '../../lib/routes.ts';
import type { Finding, Level } from '../output/findings.ts';
import { type AuditOptions, type AuditReport, type PageRead, finish, pagesToAudit } from './shared.ts';

/** The committed config, read explicitly so a fixture in /tmp is judged by the same rules as dist/client. */
export const HTMLVALIDATE_CONFIG = path.resolve(import.meta.dirname, '../../.htmlvalidate.json');

export interface HtmlAuditOptions extends AuditOptions {
  root: string;
  config?: ConfigData;
  /** The Java to run vnu.jar with; `$JAVA_HOME/bin/java`, else `java` on PATH. */
  java?: string;
}

/** The same Java scripts/ensure-java.sh checks and installs. */
export const javaCommand = (env: NodeJS.ProcessEnv = process.env): string =>
  env.JAVA_HOME ? path.join(env.JAVA_HOME, 'bin', 'java') : 'java';

/** Every `.html` file under `root`, relative and with `/` separators, sorted. */
const htmlFilesIn = (root: string): string[] =>
  existsSync(root)
    ? readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
        .sort()
    : [];

/** The HTML documents under /downloads/ (files, not routes), relative to `root`. */
export const htmlDownloadsIn = (root: string): string[] =>
  htmlFilesIn(path.join(root, DOWNLOADS_PATH.slice(1))).map((file) => `${DOWNLOADS_PATH.slice(1)}/${file}`);

/**
 * The registry and the build agree: a live route has its file, a pending route has none (a file there is a page
 * nobody audits or lists), and no HTML file exists that no route owns.
 */
export function routeFileProblems(root: string, all: readonly Route[] = routes): string[] {
  const owned = new Set([notFoundRoute.file, ...all.map((route) => route.file), ...htmlDownloadsIn(root)]);
  return [
    ...all.flatMap((route) => {
      const exists = existsSync(path.join(root, route.file));
      if (route.status === 'live' && !exists) return [`${route.file}: live route ${route.path} has no file`];
      if (route.status === 'pending' && exists)
        return [`${route.file}: route ${route.path} is pending but has a file (mark it live, or stop building it)`];
      return [];
    }),
    ...(existsSync(path.join(root, notFoundRoute.file)) ? [] : [`${notFoundRoute.file}: missing`]),
    ...htmlFilesIn(root)
      .filter((file) => !owned.has(file))
      .map((file) => `${file}: pre-rendered but not in the route registry (lib/routes.ts)`),
  ];
}

/** A checker's message about one file, as a finding placed at its line (file relative to the site folder). */
type Message = Omit<Finding, 'tool'> & { file: string };

/**
 * The Nu checker names no rules, so its messages are grouped by their wording without the quoted names:
 * `Element “div” not allowed as child of element “dl” in this context.` is rule
 * `vnu/element-not-allowed-as-child-of-element-in-this-context`.
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

/**
 * vnu's JSON as messages, files relative to `root`: `error` (and a document it could not check) fail, `info`
 * with subType `warning` is a warning, other `info` a note.
 */
export function parseVnuJson(json: string, root: string): Message[] {
  const { messages } = JSON.parse(json) as {
    messages: {
      type: string;
      subType?: string;
      url?: string;
      firstLine?: number;
      lastLine?: number;
      firstColumn?: number;
      lastColumn?: number;
      message: string;
    }[];
  };
  return messages.map((m) => {
    const level: Level = m.type === 'info' ? (m.subType === 'warning' ? 'warning' : 'note') : 'error';
    const file = m.url?.startsWith('file:')
      ? path.relative(root, fileURLToPath(m.url)).split(path.sep).join('/')
      : (m.url ?? '(no document)');
    // A one-line extent has no firstLine; a message about the whole document has no position at all.
    const line = m.firstLine ?? m.lastLine;
    const col = m.firstColumn ?? m.lastColumn;
    const { id, help } = vnuRule(m.message);
    return {
      file,
      rule: id,
      level,
      message: `vnu: ${m.message}`,
      help,
      ...(line ? { line, ...(col ? { col } : {}) } : {}),
    };
  });
}

/**
 * Every file through vnu in one JVM (its start-up costs seconds, a file milliseconds); returns its messages and
 * the files it says it checked.
 */
export async function runVnu(files: readonly string[], root: string, java = javaCommand()) {
  if (files.length === 0) return { messages: [], checked: new Set<string>() };
  const jar = String(createRequire(import.meta.url)('vnu-jar'));
  // A run lasts seconds: C2 compilation and parallel GC threads only compete for the CPU then (24-40 s against
  // 5-8 s on a loaded 2-core machine). C1 code needs a deeper stack to evaluate the HTML schema, hence -Xss.
  const args = [
    '-Xss4m',
    '-XX:TieredStopAtLevel=1',
    '-XX:+UseSerialGC',
    '-jar',
    jar,
    '--format',
    'json',
    '--verbose',
    '--exit-zero-always',
    ...files,
  ];
  const { stdout, stderr } = await new Promise<{ stdout: string; stderr: string }>((resolve, reject) =>
    execFile(java, args, { maxBuffer: 256 * 1024 * 1024 }, (error, out, err) => {
      if (!error) return resolve({ stdout: out, stderr: err });
      reject(
        (error as NodeJS.ErrnoException).code === 'ENOENT'
          ? new CliError(
              `audit html needs Java 17 or later for the W3C Nu Html Checker, and "${java}" was not found: run bash scripts/ensure-java.sh (or set JAVA_HOME)`,
            )
          : new CliError(`the Nu Html Checker failed (${java} -jar ${jar}): ${(err || out || error.message).trim()}`),
      );
    }),
  );
  // The JSON document is vnu's last line of stderr; Java may print notices before it.
  const json = stderr.trim().split('\n').at(-1) ?? '';
  if (!json.startsWith('{')) throw new CliError(`the Nu Html Checker printed no report: ${stderr.trim()}`);
  const checked = new Set(
    stdout.split('\n').map((line) => path.relative(root, path.resolve(line.trim())).split(path.sep).join('/')),
  );
  return { messages: parseVnuJson(json, root), checked };
}

export async function auditHtml(options: HtmlAuditOptions): Promise<AuditReport> {
  const started = performance.now();
  const root = path.resolve(options.root);
  const all = options.routes ?? routes;
  const some = Boolean(options.only?.length);
  // A missing live file is a registry problem below; downloads and the registry rule are about the whole site.
  const documents = [
    ...pagesToAudit(options).filter((route) => existsSync(path.join(root, route.file))),
    ...(some ? [] : htmlDownloadsIn(root)).map((file) => ({ path: `/${file}`, file })),
  ];
  options.progress?.(`html: the Nu Html Checker on ${documents.length} documents`);
  const { messages, checked } = await runVnu(
    documents.map((doc) => path.join(root, doc.file)),
    root,
    options.java,
  );
  // Loaded on use: html-validate takes a second to load, and every CLI command imports this module.
  const { HtmlValidate } = await import('html-validate');
  const validator = new HtmlValidate(
    options.config ?? (JSON.parse(readFileSync(HTMLVALIDATE_CONFIG, 'utf8')) as ConfigData),
  );
  const findings: Finding[] = [];
  const pages: PageRead[] = [];
  /** The W3C checker's info messages, by wording: React writes `<input/>`, and vnu notes each one. */
  const infos = new Map<string, number>();
  for (const doc of documents) {
    const report = await validator.validateFile(path.join(root, doc.file));
    const own: Message[] = [
      ...messages.filter((m) => m.file === doc.file),
      ...report.results.flatMap((result) =>
        result.messages.map((m) => ({
          file: doc.file,
          rule: m.ruleId,
          level: (m.severity === 2 ? 'error' : 'warning') as Level,
          message: `${m.ruleId}: ${m.message}`,
          line: m.line,
          col: m.column,
          help: `html-validate's ${m.ruleId} rule`,
          helpUri: `https://html-validate.org/rules/${m.ruleId}.html`,
        })),
      ),
    ];
    // Notes (React's `<input/>`, noted by vnu on every form) are counted, not listed.
    findings.push(
      ...own
        .filter((m) => m.level !== 'note')
        .map((m) => ({
          ...m,
          tool: 'html',
          route: doc.path,
          message: `${doc.file}${m.line ? `:${m.line}:${m.col ?? 0}` : ''}: ${m.message}`,
        })),
    );
    for (const m of own.filter((m) => m.level === 'note')) infos.set(m.message, (infos.get(m.message) ?? 0) + 1);
    const errors = own.filter((m) => m.level === 'error').length;
    options.progress?.(`html ${doc.path}: ${errors} errors`);
    const checks = { 'vnu checks': checked.has(doc.file) ? 1 : 0, 'html-validate checks': 1 };
    pages.push({
      route: doc.path,
      file: doc.file,
      read: checks,
      expected: { 'vnu checks': 1, 'html-validate checks': 1 },
    });
  }
  if (!some) {
    for (const problem of routeFileProblems(root, all)) {
      const file = problem.split(':')[0] as string;
      findings.push({
        tool: 'html',
        rule: 'registry',
        level: 'error',
        message: problem,
        file,
        help: 'The route registry (lib/routes.ts) and the build agree: a live route has its file, no file lacks a route.',
      });
    }
  }
  const notes = [
    ...[...infos].map(([message, n]) => `${message} (info, ${n}×)`),
    ...(some ? [`only ${options.only?.join(', ')} validated (--route): no downloads, no registry check`] : []),
  ];
  return finish('html', started, pages, findings, { notes });
}
