import { defineConfig } from 'vitest/config';

/**
 * The planted-defect suite (tests/planted/): every gate run over a copy of the build with a defect planted on a
 * page of each kind. It needs the build, so `npm test` runs it after `npm run build`, apart from the unit tests.
 */
export default defineConfig({
  test: { include: ['tests/planted/**/*.test.ts'], environment: 'node', fsModuleCache: false },
});
