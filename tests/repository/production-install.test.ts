/**
 * A production install runs what it must (docs/deploying.md, "Production install"): `npm ci --omit=dev` into a copy of
 * the project, which then serves a site and takes a form post (`serve`), reads the inbox (`inbox list`) and works out
 * a case (`roi scenarios`). A package those commands load that is only a devDependency fails here, by name. npm reads
 * its cache first, which the full install before this one filled.
 */
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { contactPayload } from '../fixtures/forms.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** What the runtime commands read besides node_modules. */
const SOURCES = ['package.json', 'package-lock.json', 'cli', 'lib', 'content', 'migrations'];

let copy: string;
const run = (args: string[], env: NodeJS.ProcessEnv = {}) =>
  execFileSync(process.execPath, ['cli/index.ts', ...args], {
    cwd: copy,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });

beforeAll(() => {
  copy = mkdtempSync(path.join(tmpdir(), 'production-install-'));
  for (const source of SOURCES) cpSync(path.join(ROOT, source), path.join(copy, source), { recursive: true });
  execFileSync(
    'npm',
    ['ci', '--omit=dev', '--omit=optional', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund'],
    {
      cwd: copy,
      stdio: 'pipe',
    },
  );
  mkdirSync(path.join(copy, 'site'));
  writeFileSync(path.join(copy, 'site/index.html'), '<!doctype html><title>Home</title>');
}, 180_000);
afterAll(() => rmSync(copy, { recursive: true, force: true }));

it('works out a case, reads an empty inbox, and serves a site that takes a form post', async () => {
  expect(JSON.parse(run(['roi', 'scenarios', '--json'])).length).toBeGreaterThan(0);
  const inbox = path.join(copy, 'data/inbox.sqlite');
  const server = spawn(process.execPath, ['cli/index.ts', 'serve', '--root', 'site', '--port', '0'], {
    cwd: copy,
    env: { ...process.env, INBOX_DB: inbox },
  });
  try {
    const origin = await new Promise<string>((resolve, reject) => {
      server.stdout.setEncoding('utf8').on('data', (line: string) => {
        const url = /https?:\/\/[^\s]+/.exec(line)?.[0];
        if (url) resolve(url);
      });
      server.once('exit', (code) => reject(new Error(`serve exited with ${code}`)));
    });
    expect((await fetch(origin)).status).toBe(200);
    const posted = await fetch(`${origin}/api/forms/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify(contactPayload()),
    });
    expect(posted.status).toBe(201);
  } finally {
    server.kill();
  }
  expect(run(['inbox', 'list'], { INBOX_DB: inbox })).toMatch(/contact/i);
}, 60_000);
