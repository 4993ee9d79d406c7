/**
 * The Cloudflare target on this machine (docs/decisions/0020-one-form-handler-two-hosts.md): wrangler runs
 * worker/index.ts and the built site on workerd (the real Workers runtime, from npm; nothing is downloaded at run
 * time), with the inbox in a local D1 database kept in `INBOX_D1_STATE` (default .wrangler/state), and reaches the
 * deployed D1 for `inbox --remote`. `serve --target cloudflare`, `inbox --target cloudflare`, the contract suite and
 * the load check all start and reach it through this module.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { fileURLToPath } from 'node:url';
import { clientKeyFile } from './inbox/clientKey.ts';
import { type D1Database, d1Inbox } from './inbox/d1.ts';
import { FORM_API_VARIABLES, LOCAL_HOSTS_VARIABLE, WEBHOOK_VARIABLES, formApiSettings } from './inbox/settings.ts';
import type { InboxStore } from './inbox/store.ts';
import { SITE_ENV_KEYS, pickSiteEnv } from '../content/env.ts';
import { CannotRunError } from './errors.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The Worker's configuration, at the root so every `wrangler` command the firm types finds it. */
export const WRANGLER_CONFIG = path.join(ROOT, 'wrangler.jsonc');
/** The D1 binding's name in wrangler.jsonc. */
export const D1_BINDING = 'INBOX';
/** Where the local D1 lives unless `INBOX_D1_STATE` says otherwise (wrangler's own default). */
export const DEFAULT_D1_STATE = '.wrangler/state';
/** The `database_id` in wrangler.jsonc until the firm pastes the one `wrangler d1 create` printed. */
export const PLACEHOLDER_DATABASE_ID = '00000000-0000-0000-0000-000000000000';

const WRANGLER_BIN = path.join(
  path.dirname(createRequire(import.meta.url).resolve('wrangler/package.json')),
  'bin',
  'wrangler.js',
);

/** The local D1's folder: `INBOX_D1_STATE`, else .wrangler/state under the working folder. */
export function d1StatePath(env: Record<string, string | undefined> = process.env): string {
  return path.resolve(env.INBOX_D1_STATE?.trim() || DEFAULT_D1_STATE);
}

/**
 * The environment wrangler runs in: no usage metrics, and no fetch of Cloudflare's `request.cf` sample (this
 * machine has no internet, and the placeholder it falls back to serves as well). `wrangler dev` wraps the
 * Worker in a middleware that reads the rest of every request body before the answer goes out, so a post
 * whose body never arrives is never answered, a 413 for a declared length or a 415 included; the deployed
 * Worker answers at once, and so does the local one without it. (Without it, wrangler's chain sometimes
 * hangs up on an answer that comes before the body was read: the Worker reads what is left for a second
 * at most first, `readRest` in worker/index.ts.)
 * @see https://github.com/cloudflare/workers-sdk/blob/main/packages/wrangler/templates/middleware/middleware-ensure-req-body-drained.ts
 */
export function wranglerEnvironment(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return {
    ...env,
    WRANGLER_SEND_METRICS: 'false',
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    WRANGLER_DISABLE_REQUEST_BODY_DRAINING: 'true',
  };
}

/** wrangler as a command: this Node (24) and the installed wrangler, never a global one. */
export const wranglerCommand = (args: readonly string[]): [string, string[]] => [
  process.execPath,
  [WRANGLER_BIN, ...args],
];

/** Run wrangler to the end; its output is returned, and a failure is a CannotRunError with what it printed. */
async function runWrangler(args: readonly string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const [command, argv] = wranglerCommand(args);
  const child = spawn(command, argv, { cwd: ROOT, env: wranglerEnvironment(env), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0)
    throw new CannotRunError(`wrangler ${args.slice(0, 3).join(' ')} failed (exit ${code}):\n${output.trim()}`);
  return output;
}

/** wrangler.jsonc's `migrations_dir`. */
const MIGRATIONS_DIR = path.join(ROOT, 'migrations');

const applyMigrations = (stateDir: string) =>
  runWrangler(['d1', 'migrations', 'apply', D1_BINDING, '--local', '--persist-to', stateDir]);

/**
 * A local D1 state that wrangler has brought to the schema of migrations/, made once per set of migrations,
 * wrangler.jsonc and wrangler version (node_modules/.cache/brightwork/): each `wrangler d1 migrations apply`
 * starts wrangler and workerd, about 4 s of CPU, and the tests start a dozen Worker hosts on new states.
 */
async function migratedTemplate(): Promise<string> {
  const hash = createHash('sha256');
  // The database's file is named after its id in wrangler.jsonc; the migrations are applied by this wrangler.
  hash.update(readFileSync(WRANGLER_CONFIG));
  hash.update(readFileSync(path.join(path.dirname(WRANGLER_BIN), '..', 'package.json')));
  for (const file of readdirSync(MIGRATIONS_DIR).sort()) {
    hash.update(`\0${file}\0`);
    hash.update(readFileSync(path.join(MIGRATIONS_DIR, file)));
  }
  const cache = path.join(ROOT, 'node_modules', '.cache', 'brightwork');
  const template = path.join(cache, `d1-${hash.digest('hex').slice(0, 16)}`);
  if (existsSync(template)) return template;
  mkdirSync(cache, { recursive: true });
  const making = mkdtempSync(path.join(cache, 'd1-making-'));
  try {
    await applyMigrations(making);
    // Whole or not at all: hosts starting side by side may each make one; the first in place is kept.
    renameSync(making, template);
  } catch (error) {
    rmSync(making, { recursive: true, force: true });
    if (!existsSync(template)) throw error;
  }
  return template;
}

/**
 * Bring the local D1 to the schema of migrations/ (as `wrangler d1 migrations apply --remote` does at deploy).
 * A state with no database yet starts as a copy of one wrangler migrated (migratedTemplate).
 */
export async function migrateLocalD1(stateDir: string): Promise<void> {
  if (existsSync(path.join(stateDir, 'v3', 'd1'))) {
    await applyMigrations(stateDir);
    return;
  }
  cpSync(await migratedTemplate(), stateDir, { recursive: true });
}

/**
 * The Worker's variables (every one the form API reads: FORM_API_VARIABLES), taken from this process's
 * environment, as a .env file for `wrangler dev --env-file` (owner-only: it holds the webhook URLs, which on
 * Cloudflare are secrets and must not show in a process list as `--var` would). Given a file, wrangler reads
 * that alone: not the project's .dev.vars or .env, nor this process's environment. The values are checked as
 * the Worker will check them first, so a bad one fails here, naming its variable.
 */
export function workerEnvFile(
  env: Record<string, string | undefined> = process.env,
  ownHosts: readonly string[] | null = null,
): string {
  formApiSettings(env);
  const values: Record<string, string | undefined> = {
    ...env,
    // Only ever this command's word: the names its local front listens on (cli/server/edge.ts).
    [LOCAL_HOSTS_VARIABLE]: ownHosts?.join(','),
  };
  return [...FORM_API_VARIABLES, LOCAL_HOSTS_VARIABLE]
    .flatMap((name) => {
      const value = values[name]?.trim();
      if (!value) return [];
      if (/["\r\n]/.test(value))
        throw new CannotRunError(`${name}: a value with a quote or a line break cannot be passed on`);
      return [`${name}="${value}"`];
    })
    .join('\n')
    .concat('\n');
}

/** The site's build-time settings the Worker's pages read (brand, addresses), without the webhooks. */
const workerSiteEnv = (env: Record<string, string | undefined> = process.env) =>
  pickSiteEnv(
    env,
    SITE_ENV_KEYS.filter((key) => !(Object.values(WEBHOOK_VARIABLES) as string[]).includes(key)),
  );

export interface DevOptions {
  /**
   * 0: a port the system gives wrangler as it listens, read from its "Ready on" line. A number chosen free
   * beforehand is a race: another server starting beside it (the tests start several) can take it first, and
   * wrangler then stops two seconds later, while that other server answers in its place.
   */
  port: number;
  host: string;
  /** The built site (wrangler.jsonc's assets directory unless another is given). */
  root: string;
  stateDir: string;
  envFile: string;
  /** Log every request (wrangler's `info`), or only warnings and errors. */
  log?: boolean;
}

/** wrangler's line once it listens, at its `info` level: where (read without colours, which it adds for some). */
const READY = /\[wrangler:info\] Ready on (http:\/\/\S+)/;
/** A line at wrangler's `info` level (its start-up notes, each request), shown only with `log`. */
const INFO_LINE = /^\[wrangler:info\] /;

/** Where wrangler's output so far says it listens, if it has said yet. */
export const wranglerReadyAt = (output: string): string | undefined =>
  READY.exec(stripVTControlCharacters(output))?.[1];

/** wrangler's output without its `info` lines. */
export const withoutInfoLines = (text: string): string =>
  text
    .split(/(?<=\n)/)
    .filter((line) => !INFO_LINE.test(stripVTControlCharacters(line)))
    .join('');

/** The `wrangler dev` command line for the built site and the Worker, on workerd, with only local bindings. */
export function devArguments(options: DevOptions): string[] {
  return [
    'dev',
    '--config',
    WRANGLER_CONFIG,
    '--local',
    '--port',
    String(options.port),
    '--ip',
    options.host,
    '--assets',
    options.root,
    '--persist-to',
    options.stateDir,
    '--env-file',
    options.envFile,
    // The site's build-time settings (brand, e-mail…) for the pages the API writes, as vite.config.ts
    // gives them to the pages; never the webhooks (they are the Worker's secrets).
    '--define',
    `__SITE_ENV__:${JSON.stringify(workerSiteEnv())}`,
    // Any free port for the devtools socket: wrangler's default picks 9229 or the next free one, which two
    // servers starting at once (the tests run several) both take, and the second fails ("Address already in use").
    '--inspector-port',
    '0',
    '--show-interactive-dev-session=false',
    // `info` for the "Ready on" line that says where it listens; without `log` its info lines are not shown.
    '--log-level',
    'info',
  ];
}

/** A running `wrangler dev`: its URL, and how to stop it (or kill it outright, as a crash would). */
export interface WorkerHost {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** Wait until `url` is known (wrangler said where it listens) and answers, or the child exits, or `timeoutMs` passes. */
async function waitUntilUp(
  url: () => string | undefined,
  child: ChildProcess,
  output: () => string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new CannotRunError(
        `wrangler dev stopped before serving (exit ${child.exitCode ?? child.signalCode}):\n${output().trim()}`,
      );
    }
    const where = url();
    const answered =
      where !== undefined &&
      (await fetch(where, { signal: AbortSignal.timeout(1000) }).then(
        (response) => response.body?.cancel().then(() => true) ?? true,
        () => false,
      ));
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new CannotRunError(
    `wrangler dev did not answer at ${url() ?? 'the port it was to name'} within ${timeoutMs / 1000} s:\n${output().trim()}`,
  );
}

/**
 * Start the site and the form API on workerd: migrate the local D1, then `wrangler dev`. `detached` puts
 * wrangler and workerd in a process group of their own, so a test can kill them together (a crash).
 */
export async function startWorkerHost(
  options: Omit<DevOptions, 'envFile'> & {
    env?: NodeJS.ProcessEnv;
    /** The names the Worker answers to (INBOX_LOCAL_HOSTS); null or absent: any. */
    ownHosts?: readonly string[] | null;
    detached?: boolean;
    output?: (text: string) => void;
    /** Stops wrangler, and so workerd, if it fires while they start (serve's SIGTERM then). */
    signal?: AbortSignal;
  },
): Promise<WorkerHost> {
  const given = options.env ?? process.env;
  // The local Worker's counters are keyed like the Node server's: by INBOX_CLIENT_KEY, else a key kept
  // beside the local D1 (a deployed Worker has it as a secret).
  const env = {
    ...given,
    INBOX_CLIENT_KEY: clientKeyFile(path.join(options.stateDir, 'client.key'), given.INBOX_CLIENT_KEY?.trim()),
  };
  const varsDir = mkdtempSync(path.join(tmpdir(), 'worker-vars-'));
  const envFile = path.join(varsDir, '.env');
  writeFileSync(envFile, workerEnvFile(env, options.ownHosts ?? null), { mode: 0o600 });
  chmodSync(envFile, 0o600);
  const cleanUp = () => rmSync(varsDir, { recursive: true, force: true });
  try {
    await migrateLocalD1(options.stateDir);
    options.signal?.throwIfAborted();
  } catch (error) {
    cleanUp();
    throw error;
  }
  const [command, argv] = wranglerCommand(devArguments({ ...options, envFile }));
  const child = spawn(command, argv, {
    cwd: ROOT,
    // The key and the webhooks reach the Worker through the env file only, not wrangler's own environment.
    env: wranglerEnvironment(given),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: options.detached ?? false,
  });
  let output = '';
  let ready: string | undefined;
  const collect = (chunk: Buffer) => {
    const text = chunk.toString();
    output = (output + text).slice(-20_000);
    ready ??= wranglerReadyAt(output);
    const shown = options.log ? text : withoutInfoLines(text);
    if (shown !== '') options.output?.(shown);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  child.once('exit', cleanUp);
  // Where wrangler says it listens, whatever port it was given: the probe then reaches this wrangler, not
  // another server on a port it failed to take.
  const url = () => ready?.replace('//0.0.0.0:', '//127.0.0.1:');
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  const stopWhileStarting = () => void stop();
  options.signal?.addEventListener('abort', stopWhileStarting, { once: true });
  try {
    await waitUntilUp(url, child, () => output, 60_000);
  } catch (error) {
    await stop();
    throw error;
  } finally {
    options.signal?.removeEventListener('abort', stopWhileStarting);
  }
  return { url: url() ?? '', child, stop };
}

/** Run the Worker's scheduled handler once, as its Cron Trigger does on Cloudflare (every minute). */
export async function triggerSchedule(url: string): Promise<void> {
  const response = await fetch(`${url}/cdn-cgi/local/scheduled?cron=${encodeURIComponent('* * * * *')}`);
  await response.body?.cancel();
  if (!response.ok) throw new Error(`the scheduled handler answered ${response.status}`);
}

/** What `inbox --remote` needs of wrangler.jsonc. */
export interface WorkerConfig {
  name?: string | undefined;
  compatibility_date?: string | undefined;
  workers_dev?: boolean | undefined;
  preview_urls?: boolean | undefined;
  d1_databases: { binding: string; database_name?: string | undefined; database_id?: string | undefined }[];
}

/** wrangler.jsonc, read and checked by wrangler itself. */
export async function readWorkerConfig(): Promise<WorkerConfig> {
  const { unstable_readConfig } = await import('wrangler');
  return unstable_readConfig({ config: WRANGLER_CONFIG });
}

/**
 * The wrangler configuration for `inbox --remote`: the deployed database as a remote binding, so the same
 * store and SQL run against it (getPlatformProxy proxies each query to Cloudflare with the firm's login).
 * A database id still at the placeholder is refused, naming the file and field.
 */
export function remoteConfig(config: WorkerConfig): Record<string, unknown> {
  const where = `${path.relative(ROOT, WRANGLER_CONFIG)} › d1_databases[${D1_BINDING}]`;
  const database = config.d1_databases.find((entry) => entry.binding === D1_BINDING);
  if (!database) throw new CannotRunError(`${where}: no D1 binding named ${D1_BINDING}`);
  if (!database.database_id || database.database_id === PLACEHOLDER_DATABASE_ID) {
    throw new CannotRunError(
      `${where}.database_id: still the placeholder; paste the id \`wrangler d1 create\` printed (README "Deploying")`,
    );
  }
  return {
    name: config.name,
    compatibility_date: config.compatibility_date,
    d1_databases: [
      {
        binding: D1_BINDING,
        database_name: database.database_name,
        database_id: database.database_id,
        remote: true,
      },
    ],
  };
}

/** The options `inbox` gives wrangler's getPlatformProxy: local D1 in `stateDir`, or the deployed one. */
export function platformProxyOptions(options: { remote: boolean; stateDir: string; configPath: string }) {
  return {
    configPath: options.configPath,
    // The variables come from nowhere but this process: no .env of the project is read.
    envFiles: [],
    persist: { path: path.join(options.stateDir, 'v3') },
    remoteBindings: options.remote,
  };
}

/**
 * The inbox in D1 for the `inbox` command: the local database of `serve --target cloudflare` (in `stateDir`)
 * or, with `remote`, the deployed one. Closing the store stops the proxy.
 */
export async function openD1Inbox(options: { remote: boolean; stateDir: string }): Promise<InboxStore> {
  const { getPlatformProxy } = await import('wrangler');
  let configPath = WRANGLER_CONFIG;
  let configDir: string | undefined;
  if (options.remote) {
    const config = remoteConfig(await readWorkerConfig());
    configDir = mkdtempSync(path.join(tmpdir(), 'inbox-remote-'));
    configPath = path.join(configDir, 'wrangler.json');
    writeFileSync(configPath, JSON.stringify(config));
  }
  Object.assign(process.env, wranglerEnvironment({}));
  const proxy = await getPlatformProxy<{ INBOX: D1Database }>(platformProxyOptions({ ...options, configPath })).finally(
    () => configDir && rmSync(configDir, { recursive: true, force: true }),
  );
  const location = options.remote
    ? `D1 database ${D1_BINDING} (deployed)`
    : `D1 database ${D1_BINDING} (local, ${options.stateDir})`;
  return d1Inbox(proxy.env.INBOX, { location, close: () => proxy.dispose() });
}

/**
 * What `npm run deploy:cloudflare` runs after the build, in order: the schema first (wrangler applies only
 * the migrations the deployed database has not had), then the Worker and the assets with the site's
 * build-time settings. Both need the firm's Cloudflare login (`wrangler login`, or CLOUDFLARE_API_TOKEN).
 */
export function deployCommands(
  config: WorkerConfig,
  env: Record<string, string | undefined> = process.env,
): string[][] {
  // Refuses a database id still at the placeholder, naming the file and field, before anything is sent.
  remoteConfig(config);
  return [
    ['d1', 'migrations', 'apply', D1_BINDING, '--remote', '--config', WRANGLER_CONFIG],
    ['deploy', '--config', WRANGLER_CONFIG, '--define', `__SITE_ENV__:${JSON.stringify(workerSiteEnv(env))}`],
  ];
}
