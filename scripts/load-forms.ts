/**
 * Load check of the form inbox (issue 4), not a test: starts the real server on a free loopback port with a
 * throw-away database and a rate limit high enough not to interfere, posts a few thousand valid and invalid
 * submissions with bounded concurrency (JSON posts as the page's script sends them, and form posts as a
 * browser without scripts sends them), then counts what the database holds. Every valid post must be stored
 * exactly once and every invalid one refused: stored + rejected must equal sent.
 *
 *   node scripts/load-forms.ts [--total 3000] [--concurrency 32]
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { parseArgs } from 'node:util';
import { createServer } from '../cli/server/app.ts';
import { buildContactPayload, buildSupportPayload, newSubmissionId } from '../lib/forms.ts';

const MAX_TOTAL = 50_000;
const MAX_CONCURRENCY = 256;

const { values } = parseArgs({
  options: { total: { type: 'string', default: '3000' }, concurrency: { type: 'string', default: '32' } },
});
const total = Number(values.total);
const concurrency = Number(values.concurrency);
if (!Number.isInteger(total) || total < 1 || total > MAX_TOTAL) {
  throw new Error(`--total must be a whole number from 1 to ${MAX_TOTAL}`);
}
if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > MAX_CONCURRENCY) {
  throw new Error(`--concurrency must be a whole number from 1 to ${MAX_CONCURRENCY}`);
}

type Kind = 'contact' | 'support' | 'formPost' | 'invalid' | 'malformed' | 'wrongType' | 'tooLarge';
/**
 * Seven in ten valid (JSON contact and support alternating, and one form post without scripts), the rest
 * spread over the four ways to be refused.
 */
function kindOf(i: number): Kind {
  const slot = i % 10;
  if (slot < 6) return i % 2 === 0 ? 'contact' : 'support';
  if (slot === 6) return 'formPost';
  if (slot === 7) return 'invalid';
  if (slot === 8) return 'malformed';
  return Math.floor(i / 10) % 2 === 0 ? 'wrongType' : 'tooLarge';
}
const EXPECTED: Record<Kind, number> = {
  contact: 201,
  support: 201,
  // A browser's form post is stored and sent on to the confirmation page.
  formPost: 303,
  invalid: 422,
  malformed: 400,
  wrongType: 415,
  tooLarge: 413,
};

function request(kind: Kind, i: number): { form: string; body: string; type: string } {
  const submissionId = newSubmissionId();
  const message = `Load test submission ${i}: we re-key every invoice by hand 🚀`;
  const contact = () =>
    buildContactPayload(
      {
        firstName: 'Zoë',
        lastName: `Tester ${i}`,
        email: `load${i}@example.co.uk`,
        role: 'Operations Director',
        company: `Acme ${i} Ltd`,
        website: '',
        phone: '',
        companySize: '11-50',
        annualRevenue: '',
        projectBudget: '5k-15k',
        message,
      },
      { submissionId },
    );
  const json = 'application/json';
  switch (kind) {
    case 'contact':
      return { form: 'contact', body: JSON.stringify(contact()), type: json };
    case 'support':
      return {
        form: 'support',
        body: JSON.stringify(
          buildSupportPayload(
            { name: '李雷', email: `load${i}@example.com`, phone: '', issueType: 'data-sync', priority: 'p2', message },
            { submissionId },
          ),
        ),
        type: json,
      };
    case 'invalid':
      return { form: 'contact', body: JSON.stringify({ ...contact(), email: 'not-an-address' }), type: json };
    case 'formPost': {
      const fields = Object.entries(contact()).flatMap(([name, value]) =>
        typeof value === 'string' ? [[name, value]] : [],
      );
      return {
        form: 'contact',
        body: new URLSearchParams(fields).toString(),
        type: 'application/x-www-form-urlencoded',
      };
    }
    case 'malformed':
      return { form: 'support', body: '{"name": "Li", ', type: json };
    case 'wrongType':
      return {
        form: 'support',
        body: `name=Li&submissionId=${submissionId}`,
        type: 'text/plain',
      };
    case 'tooLarge':
      return { form: 'contact', body: JSON.stringify({ ...contact(), padding: 'x'.repeat(40_000) }), type: json };
  }
}

const dir = mkdtempSync(path.join(tmpdir(), 'load-forms-'));
const root = path.join(dir, 'site');
mkdirSync(root);
writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Load</title>');
writeFileSync(path.join(root, '404.html'), '<!doctype html><title>Not found</title>');
const dbPath = path.join(dir, 'inbox.sqlite');
process.env.INBOX_DB = dbPath;
process.env.INBOX_RATE_LIMIT = String(total * 10);
process.env.INBOX_GLOBAL_RATE_LIMIT = String(total * 10);

const app = await createServer({ root });
const origin = await app.listen({ host: '127.0.0.1', port: 0 });

const statuses = new Map<number, number>();
const unexpected: string[] = [];
const latencies: number[] = [];
let networkErrors = 0;
let next = 0;

async function worker(): Promise<void> {
  while (next < total) {
    const i = next++;
    const kind = kindOf(i);
    const { form, body, type } = request(kind, i);
    const started = performance.now();
    try {
      const response = await fetch(`${origin}/api/forms/${form}`, {
        method: 'POST',
        headers: { 'content-type': type },
        body,
        redirect: 'manual',
      });
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.status !== EXPECTED[kind]) unexpected.push(`#${i} ${kind}: ${response.status}`);
    } catch (error) {
      networkErrors++;
      unexpected.push(`#${i} ${kind}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: concurrency }, worker));
const seconds = (performance.now() - started) / 1000;
await app.close();

const db = new DatabaseSync(dbPath);
const stored = (db.prepare('SELECT count(*) AS n FROM submissions').get() as { n: number }).n;
const distinct = (db.prepare('SELECT count(DISTINCT submission_id) AS n FROM submissions').get() as { n: number }).n;
db.close();
rmSync(dir, { recursive: true, force: true });

const STORED = new Set([201, 303]);
const accepted = [...statuses].filter(([status]) => STORED.has(status)).reduce((sum, [, count]) => sum + count, 0);
const rejected = [...statuses].filter(([status]) => status >= 400).reduce((sum, [, count]) => sum + count, 0);
const validSent = Array.from({ length: total }, (_, i) => kindOf(i)).filter((k) => STORED.has(EXPECTED[k])).length;
latencies.sort((a, b) => a - b);
const percentile = (p: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;

const report = {
  sent: total,
  concurrency,
  seconds: Number(seconds.toFixed(2)),
  requestsPerSecond: Math.round(total / seconds),
  latencyMs: { p50: percentile(50), p95: percentile(95), p99: percentile(99), max: latencies.at(-1) ?? 0 },
  statuses: Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
  storedInDb: stored,
  rejected,
  networkErrors,
};
for (const key of ['p50', 'p95', 'p99', 'max'] as const)
  report.latencyMs[key] = Number(report.latencyMs[key].toFixed(1));
console.log(JSON.stringify(report, null, 2));

const failures = [
  stored + rejected !== total && `stored (${stored}) + rejected (${rejected}) != sent (${total})`,
  stored !== accepted && `stored (${stored}) != answered 201 or 303 (${accepted})`,
  stored !== validSent && `stored (${stored}) != valid sent (${validSent})`,
  distinct !== stored && `duplicate submissionIds stored (${stored - distinct})`,
  unexpected.length > 0 && `${unexpected.length} unexpected answers, e.g. ${unexpected.slice(0, 5).join('; ')}`,
].filter((failure): failure is string => typeof failure === 'string');
if (failures.length > 0) {
  console.error(`FAILED:\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
} else {
  console.log(`OK: stored ${stored} + rejected ${rejected} = sent ${total}`);
}
