/**
 * Findings where reviewers look (docs/decisions/0024-findings-in-ci-formats.md): every audit and `validate` build one
 * list of findings, written here in each format a CI reads (`text` and `json` stay each command's own):
 *
 * - `github`: workflow commands, `::error file=…,line=…,col=…,title=…::message`, one per finding.
 *   @see https://docs.github.com/en/actions/reference/workflows-and-actions/workflow-commands
 * - `sarif`: SARIF 2.1.0 for code scanning, one run per tool, its rules the tool's own rule ids, by node-sarif-builder.
 * - `junit`: JUnit XML by junit-report-builder, a suite per tool and a case per route (per file for `validate`);
 *   a case with an error-level finding fails carrying them all, a tool that threw is one errored case.
 */
import junit from 'junit-report-builder';
import { SarifBuilder, SarifResultBuilder, SarifRuleBuilder, SarifRunBuilder } from 'node-sarif-builder';

/** Error fails the check; warning is reported and never fails it; note is for information. */
export type Level = 'error' | 'warning' | 'note';

export interface Finding {
  /** The audit (`links`, `a11y`, …) or `validate`, and its rule id (axe's `color-contrast`, validate's `link`). */
  tool: string;
  rule: string;
  level: Level;
  message: string;
  /** Where a person fixes it, from the project root (`dist/client/about.html`); none for the whole site. */
  file?: string;
  line?: number;
  col?: number;
  /** The page it is about (`/about`): the JUnit case it fails. */
  route?: string;
  /** The rule's one-line description (axe's `help`) and its page, for SARIF's rule list. */
  help?: string;
  helpUri?: string;
}

/** One tool's run: what it checked (each route, or for validate each file, a JUnit case), found, and its error. */
export interface ToolFindings {
  tool: string;
  cases: string[];
  findings: Finding[];
  /** It threw instead of finishing: a failed check, reported as such in every format. */
  error?: string;
  durationMs: number;
  /** A location for findings with no file, so code scanning can place them: `dist/client/`, `content/`. */
  root: string;
  /** The site the audit read (a folder, or the URL of a server): every format says it. */
  site?: string;
}

const SITE_CASE = '(site)';

// GitHub's escaping: the message is data (%, CR, LF); a property value also escapes `:` and `,`.
// @see https://github.com/actions/toolkit/blob/main/packages/core/src/command.ts (escapeData, escapeProperty)
export const escapeData = (text: string): string =>
  text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
export const escapeProperty = (text: string): string => escapeData(text).replaceAll(':', '%3A').replaceAll(',', '%2C');

const COMMAND: Record<Level, string> = { error: 'error', warning: 'warning', note: 'notice' };
const withRoute = (f: Finding) => (f.route && !f.file ? `${f.route}: ${f.message}` : f.message);

export function githubAnnotation(f: Finding): string {
  const at = f.file
    ? [`file=${escapeProperty(f.file)}`, ...(f.line ? [`line=${f.line}`, ...(f.col ? [`col=${f.col}`] : [])] : [])]
    : [];
  return `::${COMMAND[f.level]} ${[...at, `title=${escapeProperty(`${f.tool} ${f.rule}`)}`].join(',')}::${escapeData(withRoute(f))}`;
}

/** Every finding as a workflow command, then one line per tool that threw. */
export function formatGithub(tools: readonly ToolFindings[]): string {
  const failed = ({ tool, error }: ToolFindings): Finding[] =>
    error === undefined ? [] : [{ tool, rule: 'failed', level: 'error', message: `${tool}: ${error}` }];
  const findings = tools.flatMap((tool) => [...tool.findings, ...failed(tool)]);
  const sites = [...new Set(tools.flatMap((tool) => tool.site ?? []))];
  const read = sites.map((site) => `::notice title=${escapeProperty('audited site')}::${escapeData(`read ${site}`)}\n`);
  return [...read, ...findings.map((f) => `${githubAnnotation(f)}\n`)].join('');
}

/** The OASIS standard's schema (2.1.0 errata 01), which tests/fixtures/ holds a copy of. */
const SARIF_SCHEMA = 'https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json';

/** A SARIF log: one run per tool, its rules those its findings name, each result placed where known. */
function buildSarif(tools: readonly ToolFindings[], version: string) {
  const sarif = new SarifBuilder({ $schema: SARIF_SCHEMA });
  for (const tool of tools) {
    const run = new SarifRunBuilder().initSimple({ toolDriverName: `cli ${tool.tool}`, toolDriverVersion: version });
    const help = 'The check itself failed (a missing tool, browser or server), so nothing it covers was checked.';
    const message = `${tool.tool} could not run: ${tool.error}`;
    const failed: Finding = { tool: tool.tool, rule: 'tool-error', level: 'error', message, help };
    const all = [...tool.findings, ...(tool.error === undefined ? [] : [failed])];
    for (const f of all.filter((g, i) => all.findIndex((h) => h.rule === g.rule) === i)) {
      const uri = f.helpUri ? { helpUri: f.helpUri } : {};
      run.addRule(
        new SarifRuleBuilder().initSimple({ ruleId: f.rule, shortDescriptionText: f.help ?? f.rule, ...uri }),
      );
    }
    for (const f of all) {
      const result = new SarifResultBuilder().initSimple({ level: f.level, messageText: withRoute(f), ruleId: f.rule });
      // Code scanning places every result in a file: one about the whole site sits on the tool's folder.
      result.setLocationArtifactUri({ uri: f.file ?? tool.root, uriBaseId: '%SRCROOT%' });
      if (f.file && f.line) result.setLocationRegion({ startLine: f.line, ...(f.col ? { startColumn: f.col } : {}) });
      if (f.route) result.result.properties = { route: f.route };
      run.addResult(result);
    }
    // Which site was read, in the run's property bag (SARIF 2.1.0 §3.8), beside the tool that read it.
    if (tool.site) run.run.properties = { ...run.run.properties, site: tool.site };
    sarif.addRun(run);
  }
  return sarif.buildSarifOutput();
}

export const formatSarif = (tools: readonly ToolFindings[], version: string): string =>
  `${JSON.stringify(buildSarif(tools, version), null, 2)}\n`;

const junitLine = (f: Finding): string =>
  `${f.level}: ${f.rule}: ${f.message}${f.file ? ` (${[f.file, f.line, f.line && f.col].filter(Boolean).join(':')})` : ''}`;

/** JUnit XML: a suite per tool, a case per route (or file), failing with its error-level findings. */
export function formatJunit(tools: readonly ToolFindings[]): string {
  const builder = junit.newBuilder().name('cli');
  for (const tool of tools) {
    const seconds = tool.durationMs / 1000;
    const suite = builder.testSuite().name(tool.tool).time(seconds);
    if (tool.site) suite.property('site', tool.site);
    if (tool.error !== undefined) {
      suite.testCase().className(tool.tool).name(tool.tool).error(tool.error, 'tool-error');
      continue;
    }
    const byCase = new Map<string, Finding[]>(tool.cases.map((name) => [name, []]));
    for (const f of tool.findings) {
      const key = f.route ?? (tool.cases.includes(f.file ?? '') ? (f.file as string) : SITE_CASE);
      byCase.set(key, [...(byCase.get(key) ?? []), f]);
    }
    if (byCase.size === 0) byCase.set(SITE_CASE, []);
    for (const [name, findings] of byCase) {
      const test = suite.testCase().className(tool.tool).name(name);
      const [first, ...more] = findings.filter((f) => f.level === 'error');
      const file = findings.find((f) => f.file)?.file;
      if (file) test.file(file);
      const body = findings.map(junitLine).join('\n');
      if (first && more.length === 0) test.failure(`${first.rule}: ${first.message}`, first.rule).stacktrace(body);
      else if (first) test.failure(`${more.length + 1} findings`, 'findings').stacktrace(body);
      else if (findings.length > 0) test.standardOutput(body);
    }
  }
  return `${builder.build()}\n`;
}
