#!/usr/bin/env node
/**
 * Entry point of the CLI (cli/program.ts). The project pins Node 24 (devDependency `node`) and npm scripts put
 * it first on PATH; run directly on an older node, commands would fail later in obscure ways (node:sqlite is
 * missing), so say what to do instead. The program is imported only after the check: static imports would
 * run first.
 */
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  process.stderr.write(
    `This CLI needs Node 24 (found ${process.versions.node}). Run it through npm: npm run -s cli -- <command>\n`,
  );
  process.exit(1);
}
const { run } = await import('./program.ts');
await run(process.argv);
export {};
