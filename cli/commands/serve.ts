/**
 * `serve`: the built site and the form API on localhost, on either host
 * (docs/decisions/0020-one-form-handler-two-hosts.md):
 *
 *   --target node         the Node server (cli/server/): the inbox in SQLite (`INBOX_DB`); what `npm start` runs
 *   --target cloudflare   the Worker on workerd through wrangler (lib/cloudflare.ts), behind a local front that
 *                         does what Cloudflare's edge does (cli/server/edge.ts): the inbox in a local D1
 *                         database (`INBOX_D1_STATE`, default .wrangler/state), its schedule run every minute
 */
import { Command, Option } from 'commander';
import { existsSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { CannotRunError, reportErrors } from '../../lib/errors.ts';
import { parseOptions, wholeNumber } from '../options.ts';

const DEFAULT_PORT = 4173;
const TARGETS = ['node', 'cloudflare'] as const;
/** How often `serve --target cloudflare` runs the Worker's scheduled handler: its Cron Trigger's interval. */
const SCHEDULE_MS = 60_000;

const ServeOptions = v.object({
  port: v.optional(wholeNumber(0, 65535)),
  host: v.pipe(v.string(), v.minLength(1, 'must name an interface')),
  root: v.string(),
  log: v.boolean(),
  target: v.picklist(TARGETS, `must be one of ${TARGETS.join(', ')}`),
  requestTimeout: v.optional(wholeNumber(1000, 600_000)),
});

/**
 * Why a server could not listen, in one line with the fix: a port in use (another `serve`, or `npm start`,
 * is running), one below 1024 without the rights, an interface this machine does not have.
 */
function cannotListen(host: string, port: number, error: unknown): CannotRunError {
  const code = (error as { code?: unknown } | null)?.code;
  const where = `${host}:${port}`;
  if (code === 'EADDRINUSE')
    return new CannotRunError(
      `--port ${port}: ${where} is already in use (stop what runs there, or choose another --port)`,
    );
  if (code === 'EACCES')
    return new CannotRunError(`--port ${port}: not allowed to listen on ${where} (choose a port from 1024 up)`);
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
    return new CannotRunError(`--host ${host}: this machine has no such interface (try 127.0.0.1 or 0.0.0.0)`);
  return new CannotRunError(`cannot listen on ${where}: ${error instanceof Error ? error.message : String(error)}`);
}

/** `--request-timeout`, where given: the one client limit a command line may change (CLIENT_LIMITS has the rest). */
const limitsOf = (options: v.InferOutput<typeof ServeOptions>) =>
  options.requestTimeout === undefined ? {} : { requestMs: options.requestTimeout };

async function serveNode(options: v.InferOutput<typeof ServeOptions>, port: number): Promise<void> {
  // Loaded here, not at the top: fastify takes about a second to import, and every other command
  // (`roi` above all) would pay for it at startup.
  const { createServer } = await import('../server/app.ts');
  const app = await createServer({ root: path.resolve(options.root), logger: options.log, limits: limitsOf(options) });
  const address = await app.listen({ port, host: options.host }).catch(async (error: unknown) => {
    await app.close();
    throw cannotListen(options.host, port, error);
  });
  process.stdout.write(`Serving ${options.root} at ${address.replace('127.0.0.1', 'localhost')}\n`);
  const stop = () => void app.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

/** Lines of wrangler's warning that scheduled handlers do not run locally (here they do). */
const SCHEDULE_ADVICE =
  /Scheduled Workers are not automatically triggered|To manually trigger a scheduled event|cdn-cgi\/local\/scheduled|test-cron-triggers-locally/;
export const withoutScheduleAdvice = (text: string): string => {
  const lines = text.split(/(?<=\n)/);
  if (!lines.some((line) => SCHEDULE_ADVICE.test(line))) return text;
  // The advice comes as one block with blank lines around it: they go with it.
  return lines.filter((line) => !SCHEDULE_ADVICE.test(line) && line.trim() !== '').join('');
};

/** A folder as a person would type it: relative when under the working folder. */
const displayPath = (folder: string): string => {
  const relative = path.relative(process.cwd(), folder);
  return relative === '' ? '.' : relative.startsWith('..') ? folder : relative;
};

async function serveCloudflare(options: v.InferOutput<typeof ServeOptions>, port: number): Promise<void> {
  const { d1StatePath, startWorkerHost, triggerSchedule } = await import('../../lib/cloudflare.ts');
  const { createEdge } = await import('../server/edge.ts');
  const stateDir = d1StatePath();
  // Clients reach the local front (cli/server/edge.ts), which does what Cloudflare's edge does before a
  // request reaches the Worker; wrangler listens on loopback behind it, on a port the system gives it. The
  // front listens first (on --port, or any free port for 0), so the Worker can be told the names it answers to.
  const inner: { url?: URL } = {};
  const edge = await createEdge({
    upstream: () => inner.url,
    limits: limitsOf(options),
  });
  const address = await edge.app.listen({ port, host: options.host }).catch(async (error: unknown) => {
    await edge.app.close();
    throw cannotListen(options.host, port, error);
  });
  // Stopped while wrangler starts (seconds), serve stops it too: wrangler and workerd were left running, holding
  // the D1 state, when only this process heard the signal.
  const starting = new AbortController();
  const stopStarting = () => starting.abort();
  process.once('SIGINT', stopStarting);
  process.once('SIGTERM', stopStarting);
  const host = await startWorkerHost({
    port: 0,
    host: '127.0.0.1',
    root: path.resolve(options.root),
    stateDir,
    log: options.log,
    ownHosts: edge.ownHosts(),
    // wrangler's own warnings and errors (and, with --log, its request lines) reach this terminal, but for
    // its advice to trigger the schedule by hand: this command does that.
    output: (text) => process.stderr.write(withoutScheduleAdvice(text)),
    signal: starting.signal,
  }).catch(async (error: unknown) => {
    await edge.app.close();
    if (starting.signal.aborted) process.exit(0);
    throw error;
  });
  process.off('SIGINT', stopStarting);
  process.off('SIGTERM', stopStarting);
  inner.url = new URL(host.url);
  const url = `http://${options.host === '0.0.0.0' ? 'localhost' : options.host.replace('127.0.0.1', 'localhost')}:${new URL(address).port}`;
  process.stdout.write(
    `Serving ${options.root} at ${url} on the Workers runtime (workerd), the inbox in D1 at ${displayPath(stateDir)}\n`,
  );
  // wrangler dev does not fire Cron Triggers; this does, so webhook copies are retried as on Cloudflare,
  // and at once for copies left waiting before a restart.
  const schedule = () =>
    triggerSchedule(host.url).catch((error: unknown) =>
      process.stderr.write(`schedule: ${error instanceof Error ? error.message : String(error)}\n`),
    );
  void schedule();
  const timer = setInterval(schedule, SCHEDULE_MS);
  let stopping = false;
  const stop = () => {
    stopping = true;
    clearInterval(timer);
    void Promise.all([host.stop(), edge.app.close()]).then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  host.child.once('exit', (code) => {
    if (stopping) return; // stopped as asked: the exit code is stop's
    clearInterval(timer);
    process.stderr.write(`wrangler dev stopped (exit ${code})\n`);
    process.exit(code === 0 ? 0 : 1);
  });
}

export const serveCommand = new Command('serve')
  .description('serve the built site (dist/client) and the form API on localhost, as it is served when deployed')
  .option('-p, --port <port>', `port to listen on (default: $PORT or ${DEFAULT_PORT})`)
  .option('--host <host>', 'interface to bind', '127.0.0.1')
  .option('--root <dir>', 'folder of the built site', 'dist/client')
  .addOption(
    new Option(
      '--target <host>',
      'node: the Node server, inbox in SQLite ($INBOX_DB); cloudflare: the Worker on workerd, inbox in D1 ($INBOX_D1_STATE)',
    )
      .choices(TARGETS)
      .default('node'),
  )
  .option('--log', 'log every request', false)
  .option(
    '--request-timeout <ms>',
    'how long a request may take to arrive in full before it is cut off (default 30000)',
  )
  .addHelpText(
    'after',
    '\nExamples:\n  $ npx brightwork serve --port 8080\n  $ npx brightwork serve --target cloudflare --port 8787\n',
  )
  .action(
    reportErrors(async (raw: Record<string, unknown>) => {
      const options = parseOptions(ServeOptions, { ...raw, port: raw.port ?? process.env.PORT });
      const port = options.port ?? DEFAULT_PORT;
      if (!existsSync(path.join(options.root, 'index.html'))) {
        throw new CannotRunError(`${options.root}: no built site there (run \`npm run build\` first)`);
      }
      await (options.target === 'cloudflare' ? serveCloudflare(options, port) : serveNode(options, port));
    }),
  );
