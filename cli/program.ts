/**
 * The firm's command-line tool: `npm run -s cli -- <command>`. Each command lives in cli/commands/ and
 * exports a commander Command; this file only adds them and sets the conventions every command shares
 * (lib/errors.ts): exit 0 when all is well, 1 for findings, 2 for a wrong command line — commander's own
 * usage errors (an unknown option, a missing argument) included. The entry point is cli/index.ts.
 */
import { Command, CommanderError } from 'commander';

import { auditCommand } from './commands/audit.ts';
import { benchCommand } from './commands/bench.ts';
import { inboxCommand } from './commands/inbox.ts';
import { roiCommand } from './commands/roi.ts';
import { serveCommand } from './commands/serve.ts';
import { validateCommand } from './commands/validate.ts';
import { site } from '../content/site.ts';
import { EXIT } from '../lib/errors.ts';
import { version } from './version.ts';

export const program = new Command()
  .name('cli')
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
  .addCommand(benchCommand)
  .addHelpText(
    'after',
    '\nExamples:\n  $ npm run -s cli -- roi scenarios\n  $ npm run -s cli -- audit all --json > audit.json\n  $ npm run -s cli -- inbox list\n',
  );

/** Commander exits 1 on a usage error; ours is 2, on every command (settings do not pass down to added commands). */
function usageExitCodes(command: Command): void {
  command.exitOverride((error: CommanderError) => {
    throw error;
  });
  for (const child of command.commands) usageExitCodes(child);
}
usageExitCodes(program);

export async function run(argv: readonly string[]): Promise<void> {
  try {
    await program.parseAsync([...argv]);
  } catch (error) {
    if (error instanceof CommanderError) {
      // Commander has printed its message (and the help, after an error) already; help and --version exit 0.
      process.exitCode = error.exitCode === 0 ? EXIT.ok : EXIT.usage;
      return;
    }
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = EXIT.findings;
  }
}
