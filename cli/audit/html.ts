/**
 * `audit html`: every pre-rendered page validated with html-validate against the committed
 * `.htmlvalidate.json`, plus the registry/build consistency rule (see routeFileProblems).
 */
import type { ConfigData } from 'html-validate';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type Route, routes } from '../../lib/routes.ts';
import {
  type AuditReport,
  auditedPages,
  emptinessProblems,
  newTable,
  routeFileProblems,
  summaryLine,
} from './shared.ts';

/** The committed config, read explicitly so a fixture in /tmp is judged by the same rules as dist/client. */
export const HTMLVALIDATE_CONFIG = path.resolve(import.meta.dirname, '../../.htmlvalidate.json');

export interface HtmlMessage {
  file: string;
  line: number;
  column: number;
  rule: string;
  message: string;
  severity: 'error' | 'warning';
}

export interface HtmlRow {
  path: string;
  file: string;
  errors: number;
  warnings: number;
}

export type HtmlReport = AuditReport<HtmlRow> & { messages: HtmlMessage[] };

export interface HtmlAuditOptions {
  root: string;
  /** The registry to check against; the real one by default (tests pass their own). */
  routes?: readonly Route[];
  config?: ConfigData;
}

export function loadHtmlValidateConfig(file = HTMLVALIDATE_CONFIG): ConfigData {
  return JSON.parse(readFileSync(file, 'utf8')) as ConfigData;
}

export async function auditHtml(options: HtmlAuditOptions): Promise<HtmlReport> {
  const started = performance.now();
  const root = path.resolve(options.root);
  const all = options.routes ?? routes;
  // Loaded on use, as every CLI command imports this module and html-validate takes a second to load.
  const { HtmlValidate } = await import('html-validate');
  const validator = new HtmlValidate(options.config ?? loadHtmlValidateConfig());
  const problems = routeFileProblems(root, all);
  const messages: HtmlMessage[] = [];
  const rows: HtmlRow[] = [];

  for (const route of auditedPages(all)) {
    const full = path.join(root, route.file);
    // A missing live file is already a problem from routeFileProblems; nothing to validate.
    if (!existsSync(full)) continue;
    const report = await validator.validateFile(full);
    const row: HtmlRow = { path: route.path, file: route.file, errors: 0, warnings: 0 };
    for (const result of report.results) {
      for (const message of result.messages) {
        const severity = message.severity === 2 ? 'error' : 'warning';
        if (severity === 'error') row.errors++;
        else row.warnings++;
        messages.push({
          file: route.file,
          line: message.line,
          column: message.column,
          rule: message.ruleId,
          message: message.message,
          severity,
        });
      }
    }
    rows.push(row);
  }

  for (const m of messages) {
    if (m.severity === 'error') problems.push(`${m.file}:${m.line}:${m.column}: ${m.rule}: ${m.message}`);
  }
  problems.push(...emptinessProblems(rows.length, all.length, 'registry routes'));

  return {
    audit: 'html',
    ok: problems.length === 0,
    pages: rows.length,
    // Every registry route was checked against the build (file present or absent), validated or not.
    items: all.length + 1,
    itemLabel: 'registry routes (incl. 404)',
    problems,
    notes: messages
      .filter((m) => m.severity === 'warning')
      .map((m) => `${m.file}:${m.line}:${m.column}: ${m.rule}: ${m.message} (warning)`),
    rows,
    messages,
    durationMs: performance.now() - started,
  };
}

export function formatHtmlReport(report: HtmlReport): string {
  const table = newTable(['route', 'file', 'errors', 'warnings', 'result'], ['left', 'left', 'right', 'right', 'left']);
  for (const row of report.rows) {
    table.push([row.path, row.file, row.errors, row.warnings, row.errors === 0 ? 'pass' : 'FAIL']);
  }
  const lines = [table.toString()];
  if (report.problems.length > 0) lines.push('', 'Problems:', ...report.problems.map((p) => `  ${p}`));
  if (report.notes.length > 0) lines.push('', 'Notes:', ...report.notes.map((n) => `  ${n}`));
  lines.push('', summaryLine(report));
  return `${lines.join('\n')}\n`;
}
