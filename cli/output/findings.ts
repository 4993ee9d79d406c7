/**
 * Findings where reviewers look (DESIGN decision 20, issue 24): every audit and `validate` build one list of
 * findings, and this module writes it in each format a CI reads. `text` and `json` stay each command's own
 * (tables, and the report object); the three below are written from the findings alone:
 *
 * - `github`: workflow commands, `::error file=…,line=…,col=…,title=…::message`, one per finding, so the
 *   run's summary and the pull request's diff show each at its file and line.
 *   @see https://docs.github.com/en/actions/reference/workflows-and-actions/workflow-commands
 * - `sarif`: SARIF 2.1.0 for code scanning, one run per tool, its rules named after the tool's own rule ids
 *   (axe's, html-validate's, the Nu checker's messages grouped by wording, validate's), written with
 *   node-sarif-builder.
 * - `junit`: JUnit XML, one test suite per tool and one test case per route (per file for `validate`); a case
 *   with an error-level finding fails carrying them all, a tool that threw is one errored case. Written with
 *   junit-report-builder.
 */
import junit from 'junit-report-builder';
import { SarifBuilder, SarifResultBuilder, SarifRuleBuilder, SarifRunBuilder } from 'node-sarif-builder';

export { FORMATS, type Format } from './formats.ts';

/** Error fails the check; warning is reported and never fails it; note is for information. */
export type Level = 'error' | 'warning' | 'note';

export interface Finding {
  /** The audit (`links`, `a11y`, …) or `validate`. */
  tool: string;
  /** The tool's rule id: axe's `color-contrast`, html-validate's `require-sri`, validate's `link`. */
  rule: string;
  level: Level;
  message: string;
  /**
   * Where a person fixes it, relative to the project (`content/blog/x.mdx`, `dist/client/about.html`); absent
   * for a finding about the whole site ("checked 0 pages").
   */
  file?: string;
  /** 1-based, where the tool knows it. */
  line?: number;
  col?: number;
  /** The page it is about (`/about`); the JUnit test case it fails. */
  route?: string;
  /** The rule's one-line description (axe's `help`), for SARIF's rule list. */
  help?: string;
  helpUri?: string;
}

/** One tool's run: what it checked (each a JUnit case), what it found, and the error if it threw. */
export interface ToolFindings {
  tool: string;
  /** The routes (or, for validate, the files) it checked: one JUnit test case each. */
  cases: string[];
  findings: Finding[];
  /** It threw instead of finishing: a failed check, reported as such in every format. */
  error?: string;
  durationMs: number;
  /** A location for findings with no file, so code scanning can place them: `dist/client/`, `content/`. */
  root: string;
}

/** The case a finding with no route falls in: the site as a whole. */
export const SITE_CASE = '(site)';

// GitHub's escaping: the message is data (%, CR, LF); a property value also escapes `:` and `,`.
// @see https://github.com/actions/toolkit/blob/main/packages/core/src/command.ts (escapeData, escapeProperty)
export const escapeData = (text: string): string =>
  text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
export const escapeProperty = (text: string): string => escapeData(text).replaceAll(':', '%3A').replaceAll(',', '%2C');

const COMMAND: Record<Level, string> = { error: 'error', warning: 'warning', note: 'notice' };

/** One workflow command. */
export function githubAnnotation(finding: Finding): string {
  const properties = [
    ...(finding.file ? [`file=${escapeProperty(finding.file)}`] : []),
    ...(finding.file && finding.line ? [`line=${finding.line}`] : []),
    ...(finding.file && finding.line && finding.col ? [`col=${finding.col}`] : []),
    `title=${escapeProperty(`${finding.tool} ${finding.rule}`)}`,
  ];
  const where = finding.route && !finding.file ? `${finding.route}: ` : '';
  return `::${COMMAND[finding.level]} ${properties.join(',')}::${escapeData(`${where}${finding.message}`)}`;
}

/** Every finding as a workflow command, then one line per tool that threw. */
export function formatGithub(tools: readonly ToolFindings[]): string {
  const lines = tools.flatMap((tool) => [
    ...tool.findings.map(githubAnnotation),
    ...(tool.error !== undefined
      ? [`::error title=${escapeProperty(`${tool.tool} failed`)}::${escapeData(`${tool.tool}: ${tool.error}`)}`]
      : []),
  ]);
  return lines.length > 0 ? `${lines.join('\n')}\n` : '';
}

/** The OASIS standard's schema (2.1.0 errata 01), which tests/fixtures/ holds a copy of. */
export const SARIF_SCHEMA =
  'https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json';

/** A tool that threw, as the one finding SARIF records for it. */
const errorFinding = (tool: ToolFindings): Finding[] =>
  tool.error === undefined
    ? []
    : [
        {
          tool: tool.tool,
          rule: 'tool-error',
          level: 'error',
          message: `${tool.tool} could not run: ${tool.error}`,
          help: 'The check itself failed (a missing tool, browser or server), so nothing it covers was checked.',
        },
      ];

/** A SARIF log: one run per tool, its rules those its findings name, each result placed where known. */
export function buildSarif(
  tools: readonly ToolFindings[],
  version: string,
): ReturnType<SarifBuilder['buildSarifOutput']> {
  const sarif = new SarifBuilder({ $schema: SARIF_SCHEMA });
  for (const tool of tools) {
    const run = new SarifRunBuilder().initSimple({ toolDriverName: `cli ${tool.tool}`, toolDriverVersion: version });
    const all = [...tool.findings, ...errorFinding(tool)];
    const rules = new Map<string, Finding>();
    for (const finding of all) if (!rules.has(finding.rule)) rules.set(finding.rule, finding);
    for (const [id, first] of rules) {
      run.addRule(
        new SarifRuleBuilder().initSimple({
          ruleId: id,
          shortDescriptionText: first.help ?? id,
          ...(first.helpUri ? { helpUri: first.helpUri } : {}),
        }),
      );
    }
    for (const finding of all) {
      const result = new SarifResultBuilder().initSimple({
        level: finding.level,
        messageText: finding.route && !finding.file ? `${finding.route}: ${finding.message}` : finding.message,
        ruleId: finding.rule,
      });
      // Code scanning places every result in a file: one about the whole site sits on the tool's folder.
      result.setLocationArtifactUri({ uri: finding.file ?? tool.root, uriBaseId: '%SRCROOT%' });
      if (finding.file && finding.line) {
        result.setLocationRegion({
          startLine: finding.line,
          ...(finding.col ? { startColumn: finding.col } : {}),
        });
      }
      if (finding.route) result.result.properties = { route: finding.route };
      run.addResult(result);
    }
    sarif.addRun(run);
  }
  return sarif.buildSarifOutput();
}

export const formatSarif = (tools: readonly ToolFindings[], version: string): string =>
  `${JSON.stringify(buildSarif(tools, version), null, 2)}\n`;

/** A finding as one line of a failing case's body. */
const junitLine = (f: Finding): string =>
  `${f.level}: ${f.rule}: ${f.message}${f.file ? ` (${f.file}${f.line ? `:${f.line}${f.col ? `:${f.col}` : ''}` : ''})` : ''}`;

/** JUnit XML: a suite per tool, a case per route (or file), failing with its error-level findings. */
export function formatJunit(tools: readonly ToolFindings[]): string {
  const builder = junit.newBuilder().name('cli');
  for (const tool of tools) {
    const suite = builder
      .testSuite()
      .name(tool.tool)
      .time(tool.durationMs / 1000);
    if (tool.error !== undefined) {
      suite.testCase().className(tool.tool).name(tool.tool).error(tool.error, 'tool-error');
      continue;
    }
    const byCase = new Map<string, Finding[]>(tool.cases.map((name) => [name, []]));
    for (const finding of tool.findings) {
      const key = finding.route ?? (tool.cases.includes(finding.file ?? '') ? (finding.file as string) : SITE_CASE);
      byCase.set(key, [...(byCase.get(key) ?? []), finding]);
    }
    if (byCase.size === 0) byCase.set(SITE_CASE, []);
    for (const [name, findings] of byCase) {
      const test = suite.testCase().className(tool.tool).name(name);
      const errors = findings.filter((f) => f.level === 'error');
      const file = findings.find((f) => f.file)?.file;
      if (file) test.file(file);
      if (errors.length > 0) {
        const first = errors[0] as Finding;
        const summary = errors.length === 1 ? `${first.rule}: ${first.message}` : `${errors.length} findings`;
        test
          .failure(summary, errors.length === 1 ? first.rule : 'findings')
          .stacktrace(findings.map(junitLine).join('\n'));
      } else if (findings.length > 0) {
        test.standardOutput(findings.map(junitLine).join('\n'));
      }
    }
  }
  return `${builder.build()}\n`;
}
