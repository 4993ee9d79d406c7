/**
 * The firm's command-line tool: `npm run -s cli -- <command>`. Each command lives in cli/commands/ and
 * exports a commander Command; this file only adds them. The entry point is cli/index.ts.
 */
import { Command } from 'commander';

import { auditCommand } from './commands/audit.ts';
import { benchCommand } from './commands/bench.ts';
import { inboxCommand } from './commands/inbox.ts';
import { roiCommand } from './commands/roi.ts';
import { serveCommand } from './commands/serve.ts';

const program = new Command()
  .name('cli')
  .description('Command-line tool for the Brightwork Automation website: serve, audit and run ROI scenarios.')
  .showHelpAfterError()
  .addCommand(serveCommand)
  .addCommand(auditCommand)
  .addCommand(inboxCommand)
  .addCommand(roiCommand)
  .addCommand(benchCommand);

program.parseAsync(process.argv).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
