#!/usr/bin/env node
/**
 * Entry point of the CLI (cli/program.ts). It needs Node 24 (node:sqlite, type stripping). A full install
 * pins it (devDependency `node`, put first on PATH by npm scripts); a production install (`npm ci
 * --omit=dev`) has no such package and runs on the machine's own node, which must be 24. Run on an older
 * node, commands would fail later in obscure ways (node:sqlite is missing), so say what to do instead. The
 * program is imported only after the check: static imports would run first.
 */
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  process.stderr.write(
    `This CLI needs Node 24 (found ${process.versions.node}). Install Node 24 (.nvmrc) and run it with that node; ` +
      'in a full install (npm ci) npm scripts use the pinned one: npm run -s cli -- <command>\n',
  );
  process.exit(1);
}
const { run } = await import('./program.ts');
await run(process.argv);
export {};
