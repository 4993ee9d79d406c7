import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

// Unit tests sit beside their code (lib/roi.test.ts); browser tests live in tests/e2e and run under Playwright.
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  test: {
    include: [
      '{lib,content,components,pages,renderer,cli,scripts,worker}/**/*.test.{ts,tsx}',
      'tests/contract/**/*.test.ts',
    ],
    environment: 'node',
  },
});
