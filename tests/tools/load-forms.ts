/**
 * Load check of the form inbox (docs/forms-and-inbox.md, "Load and crashes, both hosts"), not a test: starts the real
 * server of either target (`cli serve --target node|cloudflare`, tests/tools/hosts.ts) on a free loopback port with a
 * throw-away inbox and limits high enough not to interfere, posts a few thousand valid and invalid submissions with
 * bounded concurrency (JSON posts as the page's script sends them, and form posts as a browser without scripts sends
 * them), then counts what the inbox holds. Every valid post must be stored exactly once and every invalid one refused:
 * stored + rejected must equal sent.
 *
 * With `--kill-after N` the server and everything it started are killed outright (SIGKILL) once N posts were
 * acknowledged, with the rest in flight, and started again: every acknowledged submission must be there,
 * once; the posts that got no answer are sent again, as the page or its outbox would.
 *
 *   node tests/tools/load-forms.ts [--target node|cloudflare] [--total 3000] [--concurrency 32] [--kill-after N]
 */
import { parseArgs } from 'node:util';
import { FIELDS, buildPayload, exampleValues, newSubmissionId, type FieldRow, type FormType } from '../../lib/forms.ts';
import { TARGETS, type Target, hostFiles, removeFiles, startHost } from './hosts.ts';

const MAX_TOTAL = 50_000;
// The Node server keeps at most 64 connections from one client (cli/server/app.ts), and every post here is one.
const MAX_CONCURRENCY = 64;

const { values } = parseArgs({
  options: {
    target: { type: 'string', default: 'node' },
    total: { type: 'string', default: '3000' },
    concurrency: { type: 'string', default: '32' },
    'kill-after': { type: 'string' },
  },
});
const target = values.target as Target;
if (!TARGETS.includes(target)) throw new Error(`--target must be one of ${TARGETS.join(', ')}`);
/** A flag's whole number from 1 to `max`, or an error naming the flag. */
const whole = (flag: string, value: string, max: number): number => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > max)
    throw new Error(`--${flag} must be a whole number from 1 to ${max}`);
  return number;
};
const total = whole('total', values.total, MAX_TOTAL);
const concurrency = whole('concurrency', values.concurrency, MAX_CONCURRENCY);
const killAfter = values['kill-after'] === undefined ? undefined : whole('kill-after', values['kill-after'], total - 1);
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

/** Whom each post was from: every post has an address of its own, so the inbox can be checked post by post. */
const emailOf = (i: number) => `load${i}@example.${kindOf(i) === 'support' ? 'com' : 'co.uk'}`;

/**
 * A form's values for post `i`: each row's example (content/form-fields/*.ts, so a new field is sent too), with the
 * post's own address in the email field and a message in more than one script.
 */
function valuesFor(form: FormType, i: number, email = emailOf(i)): Record<string, string> {
  const values: Record<string, string> = exampleValues(form);
  for (const [name, row] of Object.entries(FIELDS[form] as Record<string, FieldRow>)) {
    if (row.column === 'email') values[name] = email;
    if (row.control === 'textarea')
      values[name] = `Load test submission ${i}: Zoë and 李雷 re-key every invoice by hand 🚀`;
  }
  return values;
}

function request(kind: Kind, i: number, submissionId: string): { form: string; body: string; type: string } {
  const contact = (email?: string) => buildPayload('contact', valuesFor('contact', i, email), { submissionId });
  const json = 'application/json';
  switch (kind) {
    case 'contact':
      return { form: 'contact', body: JSON.stringify(contact()), type: json };
    case 'support':
      return {
        form: 'support',
        body: JSON.stringify(buildPayload('support', valuesFor('support', i), { submissionId })),
        type: json,
      };
    case 'invalid':
      return { form: 'contact', body: JSON.stringify(contact('not-an-address')), type: json };
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

/** Every post, made once: one sent again after the kill is the same submission. */
const posts = Array.from({ length: total }, (_, i) => request(kindOf(i), i, newSubmissionId()));
const files = hostFiles();
// Every post comes from this one address: no limit of one client's may stop the run.
const env = {
  INBOX_RATE_LIMIT: String(total * 10),
  INBOX_GLOBAL_RATE_LIMIT: String(total * 10),
  INBOX_CLIENT_BYTES_PER_DAY: String(total * 64 * 1024),
};
let host = await startHost(target, { files, env });

/** Each post's answer: a status, or 0 when none came (the server was killed under it). */
const answers = new Array<number>(total).fill(0);
const unexpected: string[] = [];
const latencies: number[] = [];
let networkErrors = 0;
let acknowledged = 0;
let killing: Promise<void> | undefined;
const acknowledgedBeforeKill = new Set<number>();

async function send(i: number, { form, body, type }: { form: string; body: string; type: string }): Promise<void> {
  const started = performance.now();
  try {
    const response = await fetch(`${host.url}/api/forms/${form}`, {
      method: 'POST',
      headers: { 'content-type': type },
      body,
      redirect: 'manual',
    });
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    answers[i] = response.status;
    if (STORED.has(response.status) || response.status === 200) {
      acknowledged++;
      if (!killing) acknowledgedBeforeKill.add(i);
      // Kill the server once enough are in, with the rest still in flight.
      if (killAfter !== undefined && !killing && acknowledged >= killAfter) killing = host.kill();
    }
  } catch {
    networkErrors++;
    answers[i] = 0;
  }
}

const STORED = new Set([201, 303]);
let next = 0;
const worker = async (indexes: readonly number[]) => {
  for (let index = indexes[next++]; index !== undefined; index = indexes[next++]) {
    const post = posts[index];
    if (post) await send(index, post);
  }
};
const started = performance.now();
const everyPost = posts.map((_, i) => i);
await Promise.all(Array.from({ length: concurrency }, () => worker(everyPost)));
const seconds = (performance.now() - started) / 1000;

let restart:
  | {
      seconds: number;
      acknowledgedBefore: number;
      presentAfterRestart: number;
      resent: number;
    }
  | undefined;
if (killing) {
  await killing;
  const restarting = performance.now();
  host = await startHost(target, { files, env });
  const restartSeconds = (performance.now() - restarting) / 1000;
  const rowsAfterRestart = await host.rows();
  const emails = new Set(rowsAfterRestart.map((row) => row.email));
  const missing = [...acknowledgedBeforeKill].filter((i) => !emails.has(emailOf(i)));
  if (missing.length > 0)
    unexpected.push(`${missing.length} acknowledged before the kill are missing, e.g. #${missing[0]}`);
  // What got no answer is sent again, as the page or its outbox would; what was stored already is not stored twice.
  const unanswered = answers.flatMap((status, i) => (status === 0 ? [i] : []));
  next = 0;
  await Promise.all(Array.from({ length: concurrency }, () => worker(unanswered)));
  restart = {
    seconds: Number(restartSeconds.toFixed(2)),
    acknowledgedBefore: acknowledgedBeforeKill.size,
    presentAfterRestart: acknowledgedBeforeKill.size - missing.length,
    resent: unanswered.length,
  };
}

const rows = await host.rows();
await host.stop();
removeFiles(files);

// A valid post sent again after the kill may find itself stored already: 200 for JSON, 303 for a form post.
const accepted = (kind: Kind, status: number) =>
  status === EXPECTED[kind] ||
  (restart !== undefined && kind !== 'formPost' && STORED.has(EXPECTED[kind]) && status === 200);
answers.forEach((status, i) => {
  const kind = kindOf(i);
  if (!accepted(kind, status)) unexpected.push(`#${i} ${kind}: ${status === 0 ? 'no answer' : status}`);
});
const statuses = new Map<number, number>();
for (const status of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
const stored = rows.length;
const distinct = new Set(rows.map((row) => row.submissionId)).size;
const storedEmails = new Set(rows.map((row) => row.email));
const validSent = posts.filter((_, i) => STORED.has(EXPECTED[kindOf(i)])).length;
const validStored = posts.filter((_, i) => STORED.has(EXPECTED[kindOf(i)]) && storedEmails.has(emailOf(i))).length;
const rejected = answers.filter((status) => status >= 400).length;
latencies.sort((a, b) => a - b);
const percentile = (p: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;

const report = {
  target,
  sent: total,
  concurrency,
  seconds: Number(seconds.toFixed(2)),
  requestsPerSecond: Math.round(total / seconds),
  latencyMs: { p50: percentile(50), p95: percentile(95), p99: percentile(99), max: latencies.at(-1) ?? 0 },
  statuses: Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
  storedInDb: stored,
  rejected,
  networkErrors,
  ...(restart ? { killedAfter: killAfter, restart } : {}),
};
for (const key of ['p50', 'p95', 'p99', 'max'] as const)
  report.latencyMs[key] = Number(report.latencyMs[key].toFixed(1));
console.log(JSON.stringify(report, null, 2));

const failures = [
  stored + rejected !== total && `stored (${stored}) + rejected (${rejected}) != sent (${total})`,
  stored !== validSent && `stored (${stored}) != valid sent (${validSent})`,
  validStored !== validSent && `${validSent - validStored} valid posts are not in the inbox`,
  distinct !== stored && `duplicate submissionIds stored (${stored - distinct})`,
  unexpected.length > 0 && `${unexpected.length} unexpected answers, e.g. ${unexpected.slice(0, 5).join('; ')}`,
].filter((failure): failure is string => typeof failure === 'string');
if (failures.length > 0) {
  console.error(`FAILED:\n  ${failures.join('\n  ')}`);
  process.exitCode = 1;
} else {
  console.log(`OK: stored ${stored} + rejected ${rejected} = sent ${total}`);
}
