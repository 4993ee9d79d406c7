import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import vike from 'vike/plugin';
import type { UserConfig } from 'vite';
import { SITE_ENV_KEYS } from './content/env.ts';

/** Only the whitelisted, non-secret site settings reach the browser bundle (content/env.ts). */
const siteEnv = Object.fromEntries(SITE_ENV_KEYS.flatMap((key) => (process.env[key] ? [[key, process.env[key]]] : [])));

export default {
  plugins: [vike(), react(), vanillaExtractPlugin()],
  define: {
    __SITE_ENV__: JSON.stringify(siteEnv),
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  build: { target: 'es2022', cssCodeSplit: false },
} satisfies UserConfig;
