import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { roiReport } from '../../content/roiReport.ts';
import { ROI_DEFAULTS, evaluateRoi, findScenario, formatOutput, outputLabel, OUTPUTS } from '../../lib/roi.ts';
import { renderRoiReport } from '../output/roiReport.ts';
import { UsageError } from '../../lib/errors.ts';
import { runCli } from '../../tests/fixtures/cli.ts';
import { readReport } from '../../tests/fixtures/roiReport.ts';
import { axeViolations } from '../audit/browser.ts';
import { launchBrowser } from '../chromium.ts';
import { runVnu } from '../audit/html.ts';
import { parseOptions } from '../options.ts';
import { ReportFlagsSchema, defaultReportFile } from './roi.ts';

const work = mkdtempSync(path.join(tmpdir(), 'roi-report-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** `cli roi report …` as a consultant runs it, from `cwd` (a scratch folder by default). */
const report = (args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv } = {}) =>
  runCli(['roi', 'report', ...args], { ...options, cwd: options.cwd ?? work });

const HOSTILE = '<script>alert(1)</script> & Sons';
const results = (inputs: Parameters<typeof evaluateRoi>[0]) => {
  const { outputs } = evaluateRoi(inputs);
  return Object.fromEntries(OUTPUTS.map((key) => [outputLabel(key), formatOutput(key, outputs[key])]));
};

describe.concurrent('cli roi report (spawned)', { timeout: 60_000 }, () => {
  it('writes the case of a scenario, with flags over it, as the engine works it out', async () => {
    const out = path.join(work, 'scenario.html');
    const run = await report(['--scenario', 'manufacturing', '--wage', '18', '--client', 'Acme Ltd', '--out', out]);
    expect(run).toEqual({ code: 0, stdout: 'Saved scenario.html\n', stderr: '' });
    const read = readReport(readFileSync(out, 'utf8'));
    expect(read.results).toEqual(results({ ...findScenario('manufacturing')!.inputs, averageHourlyWage: 18 }));
  });

  it('writes custom flags, escaped client and the given date to a file named after the client', async () => {
    const cwd = mkdtempSync(path.join(work, 'default-'));
    const flags = ['--employees', '25', '--wage', '19.5', '--implementation-cost', '0', '--date', '2026-01-31'];
    const run = await report([...flags, '--client', HOSTILE], { cwd });
    expect(run).toEqual({ code: 0, stdout: 'Saved script-alert-1-script-sons-roi.html\n', stderr: '' });
    const html = readFileSync(path.join(cwd, 'script-alert-1-script-sons-roi.html'), 'utf8');
    const read = readReport(html);
    expect(read.results).toEqual(
      results({ ...ROI_DEFAULTS, numberOfEmployees: 25, averageHourlyWage: 19.5, implementationCost: 0 }),
    );
    expect(read.h1).toBe(`${roiReport.eyebrow} ${HOSTILE}`);
    expect(read.meta[roiReport.date]).toBe('31 January 2026');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; Sons');
    expect(read.elements.some((e) => e.name === 'script')).toBe(false);
  });

  it.each([
    [[], '--client: is required: who the report is for, such as --client "Acme Ltd"\n'],
    [['--client', 'A', '--json'], 'roi report writes HTML or PDF; it takes no --json\n'],
  ])('refuses %j with exit 2, one line naming the flag, and writes nothing', async (args, message) => {
    const cwd = mkdtempSync(path.join(work, 'usage-'));
    expect(await report(args, { cwd })).toEqual({ code: 2, stdout: '', stderr: message });
    expect(readdirSync(cwd)).toEqual([]);
  });

  it('prints a one-page A4 PDF with --pdf, even for a long name, a changed scenario and a long view', async () => {
    const out = path.join(work, 'long.pdf');
    const client = 'Müller & Söhne Precision Engineering Holdings (UK) Limited, Sheffield';
    const run = await report([
      '--scenario',
      'manufacturing',
      '--reduction',
      '5',
      '--client',
      client,
      '--pdf',
      '--out',
      out,
    ]);
    expect(run).toEqual({ code: 0, stdout: 'Saved long.pdf\n', stderr: '' });
    const pdf = readFileSync(out);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdf.toString('latin1');
    expect(text.match(/\/Type\s*\/Page\b(?!s)/g)).toHaveLength(1);
    // A4 in points: 595 × 842 (Chromium writes 594.96 × 841.92).
    expect(text).toMatch(/\/MediaBox\s*\[0 0 59[45]\.?\d* 84[12]\.?\d*\]/);
  });

  it('says how to install Chromium when there is none, with exit 2 (could not run)', async () => {
    const out = path.join(work, 'none.pdf');
    const run = await report(['--client', 'Acme Ltd', '--pdf', '--out', out], {
      env: { CHROME_PATH: '/nonexistent/chromium' },
    });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      '--pdf needs Chromium to print, and /nonexistent/chromium was not found: install it with `apt-get install -y chromium` (Debian, Ubuntu) or set CHROME_PATH to a Chromium or Chrome binary\n',
    );
    expect(existsSync(out)).toBe(false);
  });
});

/** Reports that exercise every branch: a scenario as it is, a loss with a hostile client, nothing to pay back. */
const samples = [
  renderRoiReport({
    result: evaluateRoi(findScenario('ecommerce')!.inputs),
    client: 'Acme Ltd',
    date: '2026-11-23',
    scenario: findScenario('ecommerce')!,
  }),
  renderRoiReport({
    result: evaluateRoi({ ...findScenario('manufacturing')!.inputs, expectedTimeReduction: 5 }),
    client: `${HOSTILE} Precision Engineering Holdings (UK) Limited`,
    date: '2026-11-23',
    scenario: findScenario('manufacturing')!,
  }),
  renderRoiReport({
    result: evaluateRoi({ ...ROI_DEFAULTS, implementationCost: 0 }),
    client: 'Zero',
    date: '2026-11-23',
  }),
];

describe('ReportFlagsSchema', () => {
  it.each([
    [{ client: ' ' }, '--client: must not be empty: who the report is for, such as --client "Acme Ltd" (got "")'],
    [{ client: 'A', date: '2026-02-30' }, '--date: must be a real date (got "2026-02-30")'],
    [{ client: 'A', date: '23/11/2026' }, '--date: must be a date, YYYY-MM-DD (got "23/11/2026")'],
  ])('refuses %j naming the flag', (raw, message) => {
    expect(() => parseOptions(ReportFlagsSchema, raw)).toThrow(new UsageError(message));
  });

  it('names the default file after the client', () => {
    expect(defaultReportFile('Acme Ltd', false)).toBe('acme-ltd-roi.html');
    expect(defaultReportFile('Müller & Söhne GmbH', true)).toBe('muller-sohne-gmbh-roi.pdf');
    expect(defaultReportFile('<>', false)).toBe('client-roi.html');
  });
});

describe('the report’s HTML', () => {
  it('passes the W3C Nu Html Checker with no error or warning', { timeout: 120_000 }, async () => {
    const files = samples.map((html, i) => {
      const file = path.join(work, `vnu-${i}.html`);
      writeFileSync(file, html);
      return file;
    });
    const { messages, checked } = await runVnu(files, work);
    expect(messages.filter((m) => m.level !== 'note')).toEqual([]);
    expect(checked.size).toBeGreaterThanOrEqual(files.length);
  });

  it('passes axe (WCAG 2.2 AA) on screen and in print', { timeout: 120_000 }, async () => {
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      const found: string[] = [];
      for (const [i, html] of samples.entries()) {
        // Print changes no colour; one sample there is enough.
        for (const media of i === 0 ? (['screen', 'print'] as const) : (['screen'] as const)) {
          await page.emulateMedia({ media });
          await page.setContent(html, { waitUntil: 'load' });
          const violations = await axeViolations(page);
          found.push(
            ...violations.map((v) => `sample ${i} (${media}): ${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
          );
        }
      }
      expect(found).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});
