/**
 * The two hosts of the form API as the contract suite (tests/contract/) and the load check (tests/tools/load-forms.ts)
 * drive them (docs/decisions/0020-one-form-handler-two-hosts.md): each is the real `cli serve` in its own process,
 * `--target node` (fastify, SQLite) or `--target cloudflare` (wrangler and workerd, D1), over a small site of its own,
 * with a throwaway inbox, reached over HTTP. What was stored is read through the same stores `cli inbox` uses.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DatabaseSync } from 'node:sqlite';
import { WRANGLER_CONFIG, openD1Inbox, platformProxyOptions } from '../../lib/cloudflare.ts';
import { InboxMissingError, openSqliteInbox } from '../../lib/inbox/sqlite.ts';
import type { InboxStore, StoredSubmission } from '../../lib/inbox/store.ts';

export const TARGETS = ['node', 'cloudflare'] as const;
const CLI = fileURLToPath(new URL('../../cli/index.ts', import.meta.url));
export type Target = (typeof TARGETS)[number];

/** Where a host keeps its site and inbox; reused by a restart, so the inbox carries over. */
export interface HostFiles {
  dir: string;
  root: string;
  /** The SQLite file (node) or the D1 state folder (cloudflare). */
  inbox: string;
}

/** A throwaway folder with a minimal site, so the suite needs no build. */
export function hostFiles(): HostFiles {
  const dir = mkdtempSync(path.join(tmpdir(), 'forms-contract-'));
  const root = path.join(dir, 'site');
  mkdirSync(root);
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Home</title>');
  writeFileSync(path.join(root, '404.html'), '<!doctype html><title>Not found</title>');
  // As the build writes it: the host reads it for its headers and must not serve it.
  writeFileSync(path.join(root, '_headers'), '/*\n  X-Contract-Fixture: yes\n');
  // The Node server stores nothing until the first post; its folder is created then.
  return { dir, root, inbox: path.join(dir, 'data', 'inbox.sqlite') };
}

export interface Host {
  url: string;
  files: HostFiles;
  /** Every stored submission, oldest first, read as `cli inbox` reads it. */
  rows(): Promise<StoredSubmission[]>;
  /** Stop as `serve` stops on Ctrl-C. */
  stop(): Promise<void>;
  /** Kill the server and everything it started at once (SIGKILL to its process group), as a crash does. */
  kill(): Promise<void>;
}

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;
const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (running(child) ? child.once('exit', () => resolve()) : resolve()));

/** Start `cli serve --target <target>` on a free port with `env` added, and wait until it serves. */
export async function startHost(
  target: Target,
  /**
   * `cli`: another copy's command (a test that builds a changed copy of the project serves that copy); `args`:
   * more of serve's flags (`--request-timeout`).
   */
  options: { env?: Record<string, string>; files?: HostFiles; cli?: string; args?: string[] } = {},
): Promise<Host> {
  const files = options.files ?? hostFiles();
  const location = target === 'node' ? { INBOX_DB: files.inbox } : { INBOX_D1_STATE: d1State(files) };
  const child = spawn(
    process.execPath,
    [
      options.cli ?? CLI,
      // Port 0: the server listens on one the system gives it and names it; a number found free beforehand
      // could be taken by another host starting beside it before this one listens.
      ...['serve', '--target', target, '--root', files.root, '--port', '0'],
      ...(options.args ?? []),
    ],
    {
      env: {
        ...process.env,
        INBOX_RATE_LIMIT: '100000',
        INBOX_GLOBAL_RATE_LIMIT: '100000',
        ...location,
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: a kill reaches wrangler and workerd too, not only the node that started them.
      detached: true,
    },
  );
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = / at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`serve --target ${target} exited (${code}): ${output}`)));
  });

  let store: Promise<InboxStore> | undefined;
  const open = () =>
    (store ??=
      target === 'node'
        ? Promise.resolve(openSqliteInbox(files.inbox, { create: true }))
        : openD1Inbox({ remote: false, stateDir: location.INBOX_D1_STATE ?? '' }));
  const closeStore = async () => {
    const opened = store;
    store = undefined;
    await (await opened)?.close();
  };

  return {
    url,
    files,
    rows: async () => (await (await open()).list()).reverse(),
    stop: async () => {
      await closeStore();
      if (running(child)) child.kill('SIGTERM');
      await exited(child);
    },
    kill: async () => {
      await closeStore();
      if (running(child) && child.pid) process.kill(-child.pid, 'SIGKILL');
      await exited(child);
    },
  };
}

/** Where a host of `target` keeps its D1 state, within its files. */
const d1State = (files: HostFiles) => path.join(files.dir, 'd1');

/**
 * Run SQL on a stopped host's inbox directly: to move a retry's due time into the past, as time passing
 * would. Through wrangler's proxy for D1, as `cli inbox` reaches it.
 */
export async function execOn(target: Target, files: HostFiles, sql: string): Promise<void> {
  if (target === 'node') {
    const db = new DatabaseSync(files.inbox);
    try {
      db.exec(sql);
    } finally {
      db.close();
    }
    return;
  }
  const { getPlatformProxy } = await import('wrangler');
  const proxy = await getPlatformProxy<{ INBOX: { exec(query: string): Promise<unknown> } }>(
    platformProxyOptions({ remote: false, stateDir: d1State(files), configPath: WRANGLER_CONFIG }),
  );
  try {
    // D1's exec runs one statement a line.
    await proxy.env.INBOX.exec(sql.replace(/\s+/g, ' '));
  } finally {
    await proxy.dispose();
  }
}

/**
 * What the SQLite inbox in `file` stored from this address, oldest first, read as `cli inbox` reads it: nothing
 * while the file does not exist (no post yet; reading never creates it).
 */
export async function sqliteByEmail(file: string, email: string): Promise<StoredSubmission[]> {
  let inbox;
  try {
    inbox = openSqliteInbox(file);
  } catch (error) {
    if (error instanceof InboxMissingError) return [];
    throw error;
  }
  try {
    return await inbox.byEmail(email);
  } finally {
    await inbox.close();
  }
}

/** Remove a host's files once it has stopped. */
export const removeFiles = (files: HostFiles) => rmSync(files.dir, { recursive: true, force: true });
