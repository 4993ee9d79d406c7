// @ts-check
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The folder layering (docs/decisions/0023-folder-layering-is-a-lint-rule.md), as import-x zones: each folder names the
 * top-level folders it may import, and an import, re-export or dynamic import() of any other is an error. Paths are
 * resolved, not matched as text, so `../../components/x.tsx` is caught from any depth. Type-only imports count too: a
 * layer that needs a type from a higher one has logic in the wrong place. A unit test may also import tests/ (the
 * shared fixtures); tests/ itself and the root config files import anything. scripts/layering.test.ts plants a crossing
 * of each kind and checks it is reported.
 */
const FOLDERS = ['content', 'lib', 'components', 'pages', 'renderer', 'cli', 'scripts', 'sw', 'worker', 'tests'];
const MAY_IMPORT = {
  content: ['content'],
  lib: ['content', 'lib'],
  components: ['content', 'lib', 'components'],
  pages: ['content', 'lib', 'components', 'pages'],
  renderer: ['content', 'lib', 'components', 'pages', 'renderer'],
  cli: ['content', 'lib', 'cli'],
  scripts: ['content', 'lib', 'scripts'],
  sw: ['content', 'lib', 'sw'],
  worker: ['content', 'lib', 'worker'],
};
/**
 * lib/ is what the site, the CLI and the build share, except this part, which only Node runs: Node's own
 * modules (processes, files, SQLite, hashing) that both the commands and the build call. Code only the CLI runs
 * lives in cli/ (the content checks, cli/validate/), and code only the build runs in scripts/. README.md's
 * Layout names it. The site's code and the Worker (SITE) may not import it; cli/, scripts/ and the rest of
 * lib/ may. Each entry is a file or a whole folder. scripts/node-only.test.ts checks the list against the
 * import graph both ways: every lib/ file that only cli/ and scripts/ reach is on it, and nothing on it is
 * reached, directly or through other files, from SITE.
 */
export const NODE_ONLY = [
  'lib/cloudflare.ts',
  'lib/errors.ts',
  'lib/headers.ts',
  'lib/inbox/clientKey.ts',
  'lib/inbox/sqlite.ts',
  'lib/pwa/precache.ts',
  'lib/regexp.ts',
];
/** The site's code (what Vite bundles for the pre-render and the browser) and the Cloudflare Worker. */
export const SITE = ['components', 'pages', 'renderer', 'sw', 'worker'];
/** Only components/, pages/ and renderer/ render; everything else never imports React, React DOM or Ark UI. */
const RENDERING = ['components', 'pages', 'renderer'];
const REACT = ['node_modules/react', 'node_modules/react-dom', 'node_modules/@ark-ui'];

/** The zones for files in each folder, `extra` being folders every file may import besides its own list. */
function layering(extra = []) {
  const zones = Object.entries(MAY_IMPORT).flatMap(([target, own]) => {
    const allowed = [...own, ...extra];
    const layer = {
      target,
      from: FOLDERS.filter((folder) => !allowed.includes(folder)),
      message: `${target}/ may import only ${allowed.map((folder) => `${folder}/`).join(', ')} (docs/decisions/0023-folder-layering-is-a-lint-rule.md).`,
    };
    if (RENDERING.includes(target)) return [layer];
    return [
      layer,
      {
        target,
        from: REACT,
        message: `${target}/ never imports React or Ark UI (docs/decisions/0023-folder-layering-is-a-lint-rule.md).`,
      },
    ];
  });
  // lib/'s Node-only part, kept from the site and the Worker. Not from their unit tests: a test runs in Node
  // wherever it sits (a Worker's test may start the Worker host, lib/cloudflare.ts).
  const forTests = extra.includes('tests');
  if (!forTests) {
    zones.push({
      target: SITE,
      from: NODE_ONLY,
      message:
        'That part of lib/ runs only in Node (the CLI and the build): ' +
        'the site and the Worker may not import it (README.md, Layout).',
    });
  }
  // Ark UI is wrapped once, in components/ui/; pages and sections use the wrappers.
  zones.push({
    target: ['pages', 'renderer', 'components/!(ui){,/**}'],
    from: ['node_modules/@ark-ui'],
    message:
      'Ark UI is imported only in components/ui/; use its wrapper there (docs/decisions/0023-folder-layering-is-a-lint-rule.md).',
  });
  return ['error', { basePath: import.meta.dirname, zones }];
}

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'test-results/', 'playwright-report/', 'reports/', 'data/', '.wrangler/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-restricted-paths': layering(),
    },
  },
  {
    // Plain browser scripts, not bundled: the head and boot scripts the build inlines into each page.
    files: ['renderer/boot.js', 'renderer/head.js'],
    languageOptions: { globals: { window: 'readonly', document: 'readonly' } },
  },
  {
    // In tests a `!` is an assertion about the fixture, and a wrong one fails the test loudly.
    files: ['tests/**', '**/*.test.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // A unit test sits beside its code and may use the shared fixtures in tests/ (README.md, Layout).
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': layering(['tests']) },
  },
  {
    files: ['scripts/**', 'cli/**', 'tests/**', '*.config.{ts,js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', performance: 'readonly' } },
  },
  {
    // CommonJS that Lighthouse CI require()s (its puppeteerScript).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', URL: 'readonly' } },
  },
);
