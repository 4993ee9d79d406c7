/**
 * `npm run deploy:cloudflare` (after `npm run build`): applies the inbox's migrations to the deployed D1
 * database, then deploys the Worker and the built site (lib/cloudflare.ts `deployCommands`). wrangler's own
 * prompts and output reach the terminal. README "Deploying" has the one-time steps before it.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { deployCommands, readWorkerConfig, wranglerCommand, wranglerEnvironment } from '../lib/cloudflare.ts';
import { CannotRunError, CliError } from '../lib/errors.ts';

try {
  if (!existsSync('dist/client/index.html'))
    throw new CannotRunError('dist/client: no built site (run `npm run build`)');
  for (const args of deployCommands(await readWorkerConfig())) {
    const [command, argv] = wranglerCommand(args);
    const { status } = spawnSync(command, argv, { stdio: 'inherit', env: wranglerEnvironment() });
    if (status !== 0) throw new CannotRunError(`wrangler ${args.slice(0, 2).join(' ')} failed (exit ${status})`);
  }
} catch (error) {
  if (!(error instanceof CliError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exitCode = error.exitCode;
}
