/**
 * The CLI needs Node 24 (node:sqlite, type stripping). A full install pins it (devDependency `node`, which npm
 * scripts put first on PATH); a production install (`npm ci --omit=dev`) has no such package and runs on the
 * machine's own node. This file is plain JavaScript so that any node can run it and say so: Node 20 cannot
 * even load cli/index.ts, and would only report an unknown file extension. The npm script `cli` runs it
 * first; cli/index.ts imports it, for a node new enough to strip types but older than 24.
 */
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  process.stderr.write(
    `This CLI needs Node 24 (found ${process.versions.node}). Install Node 24 (.nvmrc names it) and run the CLI ` +
      'with it; in a full install (npm ci), npm scripts use the pinned one: npx brightwork <command>\n',
  );
  process.exit(1);
}
