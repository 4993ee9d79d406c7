/** The conventions every command shares (docs/cli.md): help with an example, and exit code 2 for usage errors. */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import type { Command } from 'commander';
import { describe, expect, it } from 'vitest';
import { missingDevPackage, program } from './program.ts';

/** Every command below the program: groups (`audit`, `inbox`, `roi`) and the commands in them. */
const descendants = (command: Command): Command[] =>
  command.commands.flatMap((child) => [child, ...descendants(child)]);
const leaves = (command: Command): Command[] => descendants(command).filter((c) => c.commands.length === 0);
const fullName = (command: Command): string =>
  command.parent ? `${fullName(command.parent)} ${command.name()}`.trim() : '';

function helpOf(command: Command): string {
  let text = '';
  command.configureOutput({ writeOut: (chunk) => (text += chunk), writeErr: (chunk) => (text += chunk) });
  command.outputHelp();
  return text;
}

describe('every command', () => {
  it('has --help with a description and an example of its use', () => {
    const commands = leaves(program);
    expect(commands.length).toBeGreaterThanOrEqual(12);
    for (const command of [program, ...descendants(program)]) {
      const help = helpOf(command);
      expect(command.description(), fullName(command)).not.toBe('');
      expect(help, fullName(command)).toMatch(/Examples?:\n {2}\$ npx brightwork /);
    }
  });

  it('prints the package version with --version', { timeout: 30_000 }, async () => {
    const { version } = await import('./version.ts');
    const { stdout } = await promisify(execFile)(process.execPath, ['cli/index.ts', '--version']);
    expect(stdout).toBe(`${version}\n`);
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it.each([
    [['roi', '--no-such-flag'], /unknown option '--no-such-flag'/],
    [['no-such-command'], /unknown command 'no-such-command'/],
    [['inbox', 'show'], /missing required argument/],
    [['serve', '--port', 'x'], /--port: must be a whole number, 0 to 65535 \(got "x"\)/],
  ])('exits 2 on a wrong command line: %j', { timeout: 30_000 }, async (args, message) => {
    const result = await promisify(execFile)(process.execPath, ['cli/index.ts', ...args]).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect('code' in result ? result.code : 0).toBe(2);
    expect(result.stderr).toMatch(message);
  });
});

describe('a command run in a production install', () => {
  const notFound = (message: string, code = 'ERR_MODULE_NOT_FOUND') => Object.assign(new Error(message), { code });

  it('names the development package it needs and how to install it', () => {
    const line = missingDevPackage(
      notFound("Cannot find package '@playwright/test' imported from /srv/site/cli/chromium.ts"),
    );
    expect(line).toMatch(
      /needs @playwright\/test, a development package .*npm ci --omit=dev.*install everything with npm ci/,
    );
    expect(missingDevPackage(notFound("Cannot find module 'wrangler/package.json'", 'MODULE_NOT_FOUND'))).toMatch(
      /needs wrangler/,
    );
  });

  it('leaves any other error as it is', () => {
    expect(missingDevPackage(notFound("Cannot find package 'left-pad' imported from /x.ts"))).toBeUndefined();
    expect(missingDevPackage(notFound("Cannot find module '/srv/site/cli/gone.ts'"))).toBeUndefined();
    expect(missingDevPackage(new Error("Cannot find package 'vike'"))).toBeUndefined();
  });
});

describe('the command', () => {
  it('is brightwork, as package.json names it: npx runs it from the repository', { timeout: 30_000 }, async () => {
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { bin: Record<string, string>; version: string };
    expect(pkg.bin).toEqual({ brightwork: 'cli/index.ts' });
    expect(program.name()).toBe('brightwork');
    const { stdout } = await promisify(execFile)('npx', ['--no-install', 'brightwork', '--version']);
    expect(stdout.trim()).toBe(pkg.version);
  });
});
