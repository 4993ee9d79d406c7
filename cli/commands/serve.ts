/**
 * `serve`: the built site and the form inbox on localhost, as a static host would serve it (cli/server/).
 */
import { Command } from 'commander';
import { existsSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { CliError, reportErrors } from '../errors.ts';
import { parseOptions, wholeNumber } from '../options.ts';

export const DEFAULT_PORT = 4173;

const ServeOptions = v.object({
  port: v.optional(wholeNumber(0, 65535)),
  host: v.pipe(v.string(), v.minLength(1, 'must name an interface')),
  root: v.string(),
  log: v.boolean(),
});

export const serveCommand = new Command('serve')
  .description('serve the built site (dist/client) and the form inbox on localhost, as a static host would')
  .option('-p, --port <port>', `port to listen on (default: $PORT or ${DEFAULT_PORT})`)
  .option('--host <host>', 'interface to bind', '127.0.0.1')
  .option('--root <dir>', 'folder of the built site', 'dist/client')
  .option('--log', 'log every request', false)
  .addHelpText('after', '\nExample:\n  $ npm run -s cli -- serve --port 8080\n')
  .action(
    reportErrors(async (raw: Record<string, unknown>) => {
      const options = parseOptions(ServeOptions, { ...raw, port: raw.port ?? process.env.PORT });
      const port = options.port ?? DEFAULT_PORT;
      if (!existsSync(path.join(options.root, 'index.html'))) {
        throw new CliError(`${options.root}: no built site there (run \`npm run build\` first)`);
      }
      // Loaded here, not at the top: fastify takes about a second to import, and every other command
      // (`roi` above all) would pay for it at startup.
      const { createServer } = await import('../server/app.ts');
      const app = await createServer({ root: path.resolve(options.root), logger: options.log });
      const address = await app.listen({ port, host: options.host });
      process.stdout.write(`Serving ${options.root} at ${address.replace('127.0.0.1', 'localhost')}\n`);
      const stop = () => void app.close().then(() => process.exit(0));
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    }),
  );
