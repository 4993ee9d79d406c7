/**
 * The firm's command-line tool: `npx brightwork <command>`. Each command lives in cli/commands/ and
 * exports a commander Command; this file only adds them and sets the conventions every command shares
 * (lib/errors.ts): exit 0 when all is well, 1 for findings, 2 for a wrong command line — commander's own
 * usage errors (an unknown option, a missing argument) included. The entry point is cli/index.ts.
 */
import { Command, CommanderError } from 'commander';
import { readFileSync } from 'node:fs';

import { auditCommand } from './commands/audit.ts';
import { inboxCommand } from './commands/inbox.ts';
import { roiCommand } from './commands/roi.ts';
import { serveCommand } from './commands/serve.ts';
import { validateCommand } from './commands/validate.ts';
import { site } from '../content/site.ts';
import { EXIT } from '../lib/errors.ts';
import { version } from './version.ts';

export const program = new Command()
  .name('brightwork')
  .description(
    `Command-line tool for the ${site.brand} website: validate content, serve, audit, read the inbox and run ROI scenarios.`,
  )
  .version(version, '-V, --version', 'print the version')
  .showHelpAfterError()
  .addCommand(validateCommand)
  .addCommand(serveCommand)
  .addCommand(auditCommand)
  .addCommand(inboxCommand)
  .addCommand(roiCommand)
  .addHelpText(
    'after',
    '\nExamples:\n  $ npx brightwork roi scenarios\n  $ npx brightwork audit all --json > audit.json\n  $ npx brightwork inbox list\n',
  );

/** Commander exits 1 on a usage error; ours is 2, on every command (settings do not pass down to added commands). */
function usageExitCodes(command: Command): void {
  command.exitOverride((error: CommanderError) => {
    throw error;
  });
  for (const child of command.commands) usageExitCodes(child);
}
usageExitCodes(program);

/**
 * The one line for a command that needs a development package a production install (`npm ci --omit=dev`)
 * left out, such as `audit` (Playwright) or `serve --target cloudflare` (wrangler); undefined for any other
 * error.
 */
export function missingDevPackage(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (code !== 'ERR_MODULE_NOT_FOUND' && code !== 'MODULE_NOT_FOUND') return undefined;
  const specifier = /Cannot find (?:package|module) '([^']+)'/.exec(String((error as Error).message))?.[1];
  if (!specifier || specifier.startsWith('.') || specifier.startsWith('/')) return undefined;
  const name = specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    devDependencies?: Record<string, string>;
  };
  if (!manifest.devDependencies?.[name]) return undefined;
  return `This command needs ${name}, a development package that this install left out (npm ci --omit=dev has only what serve, inbox and roi run): install everything with npm ci`;
}

export async function run(argv: readonly string[]): Promise<void> {
  try {
    await program.parseAsync([...argv]);
  } catch (error) {
    if (error instanceof CommanderError) {
      // Commander has printed its message (and the help, after an error) already; help and --version exit 0.
      process.exitCode = error.exitCode === 0 ? EXIT.ok : EXIT.cannotRun;
      return;
    }
    // A missing development package is one line with its fix; anything else is a defect, whose stack is wanted.
    // Either way the command could not run.
    const missing = missingDevPackage(error);
    process.stderr.write(
      missing ? `${missing}\n` : `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exitCode = EXIT.cannotRun;
  }
}
