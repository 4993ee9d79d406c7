import mdx from '@mdx-js/rollup';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import vike from 'vike/plugin';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import type { UserConfig } from 'vite';
import { pickSiteEnv } from './content/env.ts';
import { remarkHeadingIds } from './lib/mdx/headings.ts';
import { dropPreloadHelperPlugin } from './scripts/drop-preload-helper.ts';

/** Only the whitelisted, non-secret site settings reach the browser bundle (content/env.ts). */
const siteEnv = pickSiteEnv(process.env);

export default {
  plugins: [
    vike(),
    // MDX before React's plugin, so its output is compiled as any other JSX module. Frontmatter is read by
    // lib/documents.ts, not exported; headings get the ids "On this page" links to.
    { enforce: 'pre', ...mdx({ remarkPlugins: [remarkFrontmatter, remarkGfm, remarkHeadingIds] }) },
    react({ include: /\.(mdx|tsx?)$/ }),
    vanillaExtractPlugin(),
    dropPreloadHelperPlugin(),
  ],
  // The page's CSS is inlined from the server render (scripts/inline-css.ts), islands included, so the browser
  // build must not fetch stylesheets again when an island's chunk loads.
  environments: { client: { build: { cssCodeSplit: false } } },
  define: {
    __SITE_ENV__: JSON.stringify(siteEnv),
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  build: {
    // `BUILD_OUT` builds a variant elsewhere (the consent test builds one with an analytics id); vike writes
    // <outDir>/client and <outDir>/server.
    outDir: process.env.BUILD_OUT ?? 'dist',
    target: 'es2022',
    // Islands load after first paint, so preloading their dependencies buys little; the helper costs bytes on every page.
    modulePreload: false,
    rolldownOptions: {
      output: {
        // React, React DOM and the scheduler as one chunk, loaded when the first island wakes; the page's entry
        // (the island loader) never imports it, so React stays off the critical path.
        codeSplitting: { groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] },
      },
    },
  },
} satisfies UserConfig;
