#!/usr/bin/env node
/**
 * Entry point of the CLI (cli/program.ts), after the Node version check (cli/check-node.mjs). The program is
 * imported dynamically: a static import would be linked (and fail on node:sqlite) before the check ran.
 */
import './check-node.mjs';

const { run } = await import('./program.ts');
await run(process.argv);
export {};
