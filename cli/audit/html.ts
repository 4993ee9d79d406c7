/**
 * `audit html`: every page and HTML download, as served, through two validators: the W3C's Nu Html Checker
 * (vnu.jar from npm, on Debian's Java), the reference, whose errors fail and warnings are reported as on
 * validator.w3.org; and html-validate with the committed `.htmlvalidate.json`, for what vnu does not check
 * (`require-sri`, `input-missing-label`). Coverage: vnu lists each file it checked (`--verbose`) and skips one it
 * cannot read with only a warning, so a document is read once vnu listed it and html-validate parsed it.
 */
import type { ConfigData } from 'html-validate';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { CannotRunError } from '../../lib/errors.ts';
import type { Finding, Level } from '../output/findings.ts';
import { choosePages } from './live.ts';
import { type AuditOptions, type PageRead, finish } from './shared.ts';

/** The committed config, read explicitly so a fixture in /tmp is judged by the same rules as dist/client. */
export const HTMLVALIDATE_CONFIG = path.resolve(import.meta.dirname, '../../.htmlvalidate.json');

/** The Java to run vnu.jar with: `$JAVA_HOME/bin/java`, else `java` on PATH (as tests/tools/ensure-tools.sh). */
export const javaCommand = (env: NodeJS.ProcessEnv = process.env): string =>
  env.JAVA_HOME ? path.join(env.JAVA_HOME, 'bin', 'java') : 'java';

const relative = (root: string, file: string) => path.relative(root, file).split(path.sep).join('/');

/**
 * The Nu checker names no rules, so its messages are grouped by wording without the quoted names: `Element “div”
 * not allowed as child of element “dl” in this context.` is `vnu/element-not-allowed-as-child-of-element-in-this-context`.
 */
export function vnuRule(message: string): { id: string; help: string } {
  const help = message.replace(/“[^”]*”/g, '“…”').replace(/\s+/g, ' ');
  // “…” is no word, so it parts the words either side of it; an apostrophe parts none.
  const plain = help.replace(/['’]/g, '').toLowerCase();
  return { id: `vnu/${(plain.match(/[a-z0-9]+/g) ?? []).slice(0, 10).join('-') || 'message'}`, help: help.trim() };
}

/** A checker's message, placed in its file (relative to the site folder) and line. */
type Message = Omit<Finding, 'tool'> & { file: string };
type VnuMessage = { type: string; subType?: string; url?: string; message: string } & Partial<
  Record<'firstLine' | 'lastLine' | 'firstColumn' | 'lastColumn', number>
>;

/** vnu's JSON as messages: `error` and a document it could not check fail, a `warning` warns, other `info` notes. */
export function parseVnuJson(json: string, root: string): Message[] {
  return (JSON.parse(json) as { messages: VnuMessage[] }).messages.map((m) => {
    const level: Level = m.type === 'info' ? (m.subType === 'warning' ? 'warning' : 'note') : 'error';
    const file = m.url?.startsWith('file:') ? relative(root, fileURLToPath(m.url)) : (m.url ?? '(no document)');
    // A one-line extent has no firstLine; a message about the whole document has no position at all.
    const [line, col] = [m.firstLine ?? m.lastLine, m.firstColumn ?? m.lastColumn];
    const at = line ? { line, ...(col ? { col } : {}) } : {};
    const { id: rule, help } = vnuRule(m.message);
    return { file, rule, level, message: `vnu: ${m.message}`, help, ...at };
  });
}

/**
 * html-validate with the project's rules, loaded on use: it takes a second to load, and every CLI command imports
 * this module.
 */
async function htmlValidator() {
  const { HtmlValidate } = await import('html-validate');
  return new HtmlValidate(JSON.parse(readFileSync(HTMLVALIDATE_CONFIG, 'utf8')) as ConfigData);
}

/** Every file through vnu in one JVM (its start-up costs seconds, a file milliseconds): messages, files checked. */
export async function runVnu(files: readonly string[], root: string) {
  if (files.length === 0) return { messages: [], checked: new Set<string>() };
  const java = javaCommand();
  const jar = String(createRequire(import.meta.url)('vnu-jar'));
  // A run lasts seconds: C2 compilation and parallel GC threads only compete for the CPU then (24-40 s against
  // 5-8 s on a loaded 2-core machine). C1 code needs a deeper stack to evaluate the HTML schema, hence -Xss.
  const args = [...'-Xss4m -XX:TieredStopAtLevel=1 -XX:+UseSerialGC -jar'.split(' '), jar];
  args.push('--format', 'json', '--verbose', '--exit-zero-always', ...files);
  const { stdout, stderr } = await promisify(execFile)(java, args, { maxBuffer: 2 ** 28 }).catch(
    (error: NodeJS.ErrnoException & { stdout: string; stderr: string }) => {
      const missing = `audit html needs Java 17 or later for the W3C Nu Html Checker, and "${java}" was not found: run bash tests/tools/ensure-tools.sh java (or set JAVA_HOME)`;
      const failed = `the Nu Html Checker failed (${java} -jar ${jar}): ${(error.stderr || error.stdout || error.message).trim()}`;
      throw new CannotRunError(error.code === 'ENOENT' ? missing : failed);
    },
  );
  // The JSON document is vnu's last line of stderr; Java may print notices before it.
  const json = stderr.trim().split('\n').at(-1) ?? '';
  if (!json.startsWith('{')) throw new CannotRunError(`the Nu Html Checker printed no report: ${stderr.trim()}`);
  const checked = new Set(stdout.split('\n').map((line) => relative(root, path.resolve(line.trim()))));
  return { messages: parseVnuJson(json, root), checked };
}

/**
 * Each page and HTML download as the server sent it. vnu reads them from a temporary folder (one JVM for them
 * all) and html-validate from memory; each finding names the page's URL.
 */
export async function auditHtml(options: AuditOptions) {
  const started = performance.now();
  const documents = choosePages(options.live, options.only, ['page', 'not-found', 'download']);
  options.progress?.(`html: the Nu Html Checker on ${documents.length} documents from ${options.live.url}`);
  const folder = mkdtempSync(path.join(os.tmpdir(), 'audit-html-'));
  try {
    const fileOf = new Map(documents.map((doc, i) => [doc.url, `${String(i).padStart(3, '0')}.html`]));
    for (const doc of documents) writeFileSync(path.join(folder, fileOf.get(doc.url) ?? ''), doc.html);
    const files = documents.map((doc) => path.join(folder, fileOf.get(doc.url) ?? ''));
    const { messages, checked } = await runVnu(files, folder);
    const validator = await htmlValidator();
    const findings: Finding[] = [];
    const pages: PageRead[] = [];
    const infos = new Map<string, number>();
    for (const doc of documents) {
      const file = fileOf.get(doc.url) ?? '';
      const { results } = await validator.validateString(doc.html, doc.url);
      const validated = results.flatMap((result) =>
        result.messages.map(({ ruleId: rule, severity, message, line, column: col }) => ({
          ...{ rule, level: (severity === 2 ? 'error' : 'warning') as Level },
          ...{ message: `${rule}: ${message}`, line, col, help: `html-validate's ${rule} rule` },
          helpUri: `https://html-validate.org/rules/${rule}.html`,
        })),
      );
      for (const m of [...messages.filter((message) => message.file === file), ...validated]) {
        const at = `${doc.url}${m.line ? `:${m.line}:${m.col ?? 0}` : ''}`;
        if (m.level === 'note') infos.set(m.message, (infos.get(m.message) ?? 0) + 1);
        else findings.push({ ...m, tool: 'html', route: doc.path, file: doc.url, message: `${at}: ${m.message}` });
      }
      const read = { 'vnu checks': checked.has(file) ? 1 : 0, 'html-validate checks': 1 };
      const expected = { 'vnu checks': 1, 'html-validate checks': 1 };
      pages.push({ route: doc.path, file: doc.url, read, expected });
    }
    const notes = [...infos].map(([message, n]) => `${message} (info, ${n}×)`);
    return finish('html', started, pages, findings, { notes });
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
