import { Command, InvalidArgumentError } from 'commander';
import path from 'node:path';

export const DEFAULT_PORT = 4173;

export function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new InvalidArgumentError(`--port must be a whole number from 0 to 65535 (got "${value}")`);
  }
  return port;
}

export const serveCommand = new Command('serve')
  .description('serve the built site (dist/client) and the form inbox on localhost, as a static host would')
  .option('-p, --port <port>', `port to listen on (default: $PORT or ${DEFAULT_PORT})`, parsePort)
  .option('--host <host>', 'interface to bind', '127.0.0.1')
  .option('--root <dir>', 'folder of the built site', 'dist/client')
  .option('--log', 'log every request', false)
  .action(async (options: { port?: number; host: string; root: string; log: boolean }) => {
    const port = options.port ?? (process.env.PORT ? parsePort(process.env.PORT) : DEFAULT_PORT);
    // Loaded here, not at the top: fastify takes about a second to import, and every other command
    // (`roi` above all) would pay for it at startup.
    const { createServer } = await import('../server/app.ts');
    const app = await createServer({ root: path.resolve(options.root), logger: options.log });
    const address = await app.listen({ port, host: options.host });
    process.stdout.write(`Serving ${options.root} at ${address.replace('127.0.0.1', 'localhost')}\n`);
    const stop = () => void app.close().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
