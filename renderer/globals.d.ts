/** Replaced at build by vite.config.ts `define`. */
declare const __BUILD_YEAR__: number;
