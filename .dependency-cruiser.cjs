// https://github.com/sverweij/dependency-cruiser/blob/main/doc/rules-reference.md
// The import rules ESLint's layering rule (eslint.config.js) cannot say, checked over the whole graph by `npm run
// depcruise` in npm test's static checks; tests/repository/imports.test.ts plants a breach of each.
const { builtinModules } = require('node:module');

/**
 * What runs outside Node: the browser's entry and each island it loads, the service worker, the Cloudflare Worker.
 * (Pages and the renderer also run at pre-render, in Node, and may read files then.)
 */
const OUTSIDE_NODE = '^(renderer/\\+client\\.ts|sw/|worker/)|\\.island\\.tsx$';
const TESTS = '\\.(test|spec)\\.tsx?$|^tests/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Two modules that import each other (however far round) are one module in two files.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'browser-and-worker-without-node',
      severity: 'error',
      comment:
        'What runs in the browser, the service worker or the Worker reaches no Node module, however deep. A branch ' +
        "loaded lazily where only Node runs it (content/entries.ts's `import('node:fs')`) is not followed: dynamic " +
        'imports are left out below.',
      from: { path: OUTSIDE_NODE, pathNot: TESTS },
      to: { reachable: true, path: `^(node:)?(${builtinModules.filter((m) => !m.startsWith('_')).join('|')})$` },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|reports)/', dynamic: true },
  },
};
