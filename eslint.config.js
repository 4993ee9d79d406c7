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
 * shared fixtures); tests/ itself and the root config files import anything. tests/repository/imports.test.ts plants a crossing
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
    // CommonJS, for tools that require() their configuration (dependency-cruiser, Lighthouse CI's puppeteerScript).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly', URL: 'readonly' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
