/**
 * `npm run gates:under-load`: shows that no performance verdict depends on the machine's load. With both cores kept
 * busy by Debian's stress-ng, the performance gates (`audit budget`: bytes and requests; `audit seo`: every image
 * sized; Lighthouse CI's performance pass, `LHCI_PASS=performance lhci autorun` with lighthouserc.js's thresholds and
 * calibrated CPU) run `--rounds` times over the build, and must pass every time; then over a copy with three
 * regressions planted, and must fail on each every time:
 * - a 150 KB script no compression shrinks, on /about (budget);
 * - a task of about 300 ms of work at load, on /pricing (Lighthouse's Total Blocking Time and performance);
 * - an image without dimensions at the top of /guides, which shifts the page as it loads (seo, Lighthouse's CLS).
 * Not part of `npm test` (a quarter of an hour a round on a loaded machine); its last run is
 * reports/gates-under-load.json, and docs/quality-gates.md says what it showed. Installs stress-ng when missing,
 * through tests/tools/ensure-tools.sh, as the browsers are installed.
 *
 *   npm run gates:under-load [-- --rounds 3] [--root dist/client]
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { dropCompressed } from '../../scripts/compress.ts';
import { hostFiles, removeFiles, startHost } from './hosts.ts';

const { values } = parseArgs({
  options: { rounds: { type: 'string', default: '3' }, root: { type: 'string', default: 'dist/client' } },
});
const rounds = Number(values.rounds);
const root = path.resolve(values.root);
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`no build in ${values.root}: run npm run build`);
  process.exit(2);
}

/** The plants: where, what, and the audit and rule that must name it. */
const PLANTS = [
  { route: '/about', file: 'about.html', audit: 'budget', rule: /script/i, what: 'a 150 KB script' },
  { route: '/pricing', file: 'pricing.html', audit: 'lighthouse', rule: /performance/, what: 'a 300 ms task at load' },
  { route: '/guides', file: 'guides.html', audit: 'seo', rule: /image/i, what: 'an image without dimensions' },
] as const;

/**
 * About 300 ms of work on this machine when quiet, whatever the clock says: it takes longer when the CPU is busy. It
 * starts once the page has painted, as a slow island's waking does: a parser-blocking script in the body ran before
 * the first paint, where Lighthouse's simulation counted it neither as blocking time nor against the paints (the
 * page read 0.98, and the plant passed three rounds).
 */
const BUSY = `requestAnimationFrame(function(){setTimeout(function(){var x=0;for(var i=0;i<60000000;i++){x=(x+i*7)%1000003}window.__planted=x},0)});`;

function plantedCopy(): string {
  const copy = mkdtempSync(path.join(os.tmpdir(), 'gates-under-load-'));
  cpSync(root, copy, { recursive: true });
  writeFileSync(path.join(copy, 'assets/planted-heavy.js'), `/*${randomBytes(150 * 1024).toString('base64')}*/`);
  writeFileSync(path.join(copy, 'assets/planted-busy.js'), BUSY);
  const plant = (file: string, html: string) => {
    const full = path.join(copy, file);
    writeFileSync(
      full,
      readFileSync(full, 'utf8').replace(/<main([^>]*)>/, (main) => `${main}${html}`),
    );
    dropCompressed(full);
  };
  plant('about.html', '<script src="/assets/planted-heavy.js" defer></script>');
  plant('pricing.html', '<script src="/assets/planted-busy.js"></script>');
  plant('guides.html', '<img src="/og-image.png" alt="A planted image with no width or height">');
  return copy;
}

/** stress-ng, installed from Debian's packages when missing (tests/tools/ensure-tools.sh). */
function ensureStress(): void {
  if (spawnSync('bash', ['tests/tools/ensure-tools.sh', 'stress'], { stdio: 'inherit' }).status !== 0) process.exit(2);
}

interface Outcome {
  audit: string;
  over: 'build' | 'planted';
  round: number;
  exit: number | null;
  seconds: number;
  /** The findings' messages that name a plant's route (planted), or every error (build). */
  findings: string[];
}

type Run = { exit: number | null; report: unknown };

/**
 * Lighthouse CI's performance pass over `over`, served by the real server: lighthouserc.js reads a site at
 * LHCI_SITE instead of starting its own over dist/client. Its failed assertions, as findings of the route.
 */
async function lighthouse(over: string, route?: string): Promise<Run> {
  const files = { ...hostFiles(), root: over };
  const host = await startHost('node', { files });
  try {
    const args = ['autorun', ...(route ? [`--collect.url=${host.url}${route}`] : [])];
    const env = { ...process.env, LHCI_PASS: 'performance', LHCI_SITE: host.url };
    const exit = spawnSync('lhci', args, { stdio: ['ignore', 'inherit', 'inherit'], env }).status;
    const results = existsSync('.lighthouseci/assertion-results.json')
      ? (JSON.parse(readFileSync('.lighthouseci/assertion-results.json', 'utf8')) as Record<string, unknown>[])
      : [];
    const findings = results
      .filter((r) => r.level === 'error')
      .map((r) => {
        const path = new URL(String(r.url)).pathname;
        // A category's assertion is audit `categories`, property `performance`: the property names what failed.
        const id = r.auditProperty ? `${String(r.auditId)}.${String(r.auditProperty)}` : String(r.auditId);
        return { level: 'error', rule: `lighthouse ${id}`, route: path, message: `${path}: ${id} ${String(r.actual)}` };
      });
    return { exit, report: { findings } };
  } finally {
    await host.stop();
    removeFiles(files);
  }
}

/** Run one audit as the CLI runs it, reading its JSON report; Lighthouse through Lighthouse CI. */
function audit(name: string, over: string, extra: string[]): Promise<Run> {
  if (name === 'lighthouse') return lighthouse(over, extra[1]);
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['cli/index.ts', 'audit', name, '--root', over, '--json', ...extra], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => {
      let report: unknown;
      try {
        report = JSON.parse(out);
      } catch {
        // No JSON (the audit could not run): no report, as the exit code says.
      }
      resolve({ exit: code, report });
    });
  });
}

type Report = { findings?: { level: string; message: string; rule: string; route?: string }[] };
const errorsOf = (report: unknown) =>
  ((report as Report | undefined)?.findings ?? []).filter((f) => f.level === 'error');
const secondsSince = (started: number) => Math.round((performance.now() - started) / 1000);

ensureStress();
const stress = spawn('stress-ng', ['--cpu', String(os.cpus().length), '--timeout', '0'], { stdio: 'ignore' });
const outcomes: Outcome[] = [];
const copy = plantedCopy();
const problems: string[] = [];
try {
  // Let the load settle in before the first measure.
  await new Promise((resolve) => setTimeout(resolve, 5000));
  console.error(`gates under load: stress-ng on ${os.cpus().length} cores, load ${os.loadavg()[0]?.toFixed(2)}`);
  for (let round = 1; round <= rounds; round += 1) {
    for (const name of ['budget', 'seo', 'lighthouse']) {
      const started = performance.now();
      const { exit, report } = await audit(name, root, []);
      const findings = errorsOf(report).map((f) => f.message);
      outcomes.push({ audit: name, over: 'build', round, exit, seconds: secondsSince(started), findings });
      if (exit !== 0)
        problems.push(
          `round ${round}: audit ${name} failed the build under load: ${findings.join(' | ') || `exit ${exit}`}`,
        );
      console.error(`round ${round}: ${name} over the build: exit ${exit}`);
    }
    for (const plant of PLANTS) {
      const started = performance.now();
      const { exit, report } = await audit(plant.audit, copy, ['--route', plant.route]);
      const named = errorsOf(report).filter(
        (f) => f.message.startsWith(`${plant.route}:`) && plant.rule.test(`${f.rule} ${f.message}`),
      );
      const findings = named.map((f) => f.message);
      outcomes.push({ audit: plant.audit, over: 'planted', round, exit, seconds: secondsSince(started), findings });
      if (exit !== 1 || named.length === 0)
        problems.push(`round ${round}: audit ${plant.audit} missed ${plant.what} on ${plant.route} (exit ${exit})`);
      console.error(
        `round ${round}: ${plant.audit} over ${plant.what} on ${plant.route}: exit ${exit}, ${named.length} finding(s)`,
      );
    }
  }
} finally {
  stress.kill('SIGTERM');
  rmSync(copy, { recursive: true, force: true });
}
mkdirSync('reports', { recursive: true });
const result = { ranAt: new Date().toISOString(), cpus: os.cpus().length, rounds, outcomes, problems };
writeFileSync('reports/gates-under-load.json', `${JSON.stringify(result, null, 1)}\n`);
for (const outcome of outcomes)
  console.log(
    `${outcome.round}  ${outcome.over.padEnd(7)}  ${outcome.audit.padEnd(10)}  exit ${outcome.exit}  ${String(outcome.seconds).padStart(4)} s  ${outcome.findings.slice(0, 2).join(' | ').slice(0, 160)}`,
  );
console.log(
  problems.length === 0 ? 'No verdict changed under load; every plant failed every round.' : problems.join('\n'),
);
process.exitCode = problems.length === 0 ? 0 : 1;
