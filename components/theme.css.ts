/**
 * The token contract and its two themes. Light applies by default; dark applies to `html[data-theme=dark]`
 * (set before paint by lib/theme.ts) and, when JavaScript is off, whenever the OS prefers dark.
 * @see https://vanilla-extract.style/documentation/api/create-theme-contract/
 */
import { assignVars, createGlobalThemeContract, globalStyle } from '@vanilla-extract/css';
import { brand, themeColors } from '../lib/brand.ts';

export const vars = createGlobalThemeContract(
  {
    color: {
      background: null,
      surface: null,
      surfaceMuted: null,
      text: null,
      textMuted: null,
      border: null,
      primary: null,
      primaryText: null,
      primaryHover: null,
      accent: null,
      accentText: null,
      accentSurface: null,
      success: null,
      successSurface: null,
      warning: null,
      warningSurface: null,
      danger: null,
      dangerSurface: null,
      info: null,
      infoSurface: null,
      focus: null,
      header: null,
    },
    font: { body: null, heading: null, mono: null },
    space: { xs: null, sm: null, md: null, lg: null, xl: null, '2xl': null, '3xl': null },
    radius: { sm: null, md: null, lg: null, pill: null },
    shadow: { card: null, raised: null },
    size: { content: null, prose: null },
    /**
     * Type scale: every size outside h1 and h2 is one of these; `2xl` and `3xl` are for figures (results,
     * prices, statistics). Few sizes and two weights, because each size and weight a page uses is a font the
     * browser must find and measure before its first layout, on Linux by a round trip to the font service (8 to
     * 12 sizes and 6 weights made the first layout 20 to 50 ms of a 50 ms Total Blocking Time budget).
     */
    text: { sm: null, md: null, lg: null, xl: null, '2xl': null, '3xl': null },
    /** The two weights: most system fonts have a regular and a bold face, and the rest are synthesised. */
    weight: { regular: null, bold: null },
  },
  (_value, path) => `bw-${path.join('-')}`,
);

const shared = {
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2rem', '2xl': '3rem', '3xl': '5rem' },
  radius: { sm: '0.375rem', md: '0.625rem', lg: '1rem', pill: '999px' },
  size: { content: '72rem', prose: '42rem' },
  text: { sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.25rem', '2xl': '1.75rem', '3xl': '2.5rem' },
  weight: { regular: '400', bold: '700' },
};

// Contrast of every text/background pair here is at least 4.5:1 (checked by axe in both themes).
const light = {
  ...shared,
  color: {
    background: brand.paper,
    surface: '#f6f8fb',
    surfaceMuted: '#eef2f7',
    text: '#0f172a',
    textMuted: '#475569',
    border: '#d5dce6',
    primary: brand.blue,
    primaryText: '#ffffff',
    primaryHover: '#1e40af',
    accent: '#6d28d9',
    accentText: '#ffffff',
    accentSurface: '#ede9fe',
    success: '#166534',
    successSurface: '#dcfce7',
    warning: '#92400e',
    warningSurface: '#fef3c7',
    danger: '#b91c1c',
    dangerSurface: '#fee2e2',
    info: '#1e40af',
    infoSurface: '#dbeafe',
    focus: brand.blue,
    header: themeColors.light,
  },
  shadow: {
    card: '0 1px 2px rgb(15 23 42 / 6%), 0 4px 16px rgb(15 23 42 / 6%)',
    raised: '0 8px 32px rgb(15 23 42 / 16%)',
  },
};

const dark = {
  ...shared,
  color: {
    background: brand.ink,
    surface: '#111a2e',
    surfaceMuted: '#18233b',
    text: '#e8eef8',
    textMuted: '#a9b6cc',
    border: '#2a3752',
    primary: '#7aa2ff',
    primaryText: brand.ink,
    primaryHover: '#a5c0ff',
    accent: '#c4a5ff',
    accentText: brand.ink,
    accentSurface: '#261a40',
    success: '#86efac',
    successSurface: '#0f2e1d',
    warning: '#fcd34d',
    warningSurface: '#33260a',
    danger: '#fca5a5',
    dangerSurface: '#3a1414',
    info: '#93c5fd',
    infoSurface: '#10233f',
    focus: '#a5c0ff',
    header: themeColors.dark,
  },
  shadow: { card: '0 1px 2px rgb(0 0 0 / 40%), 0 4px 16px rgb(0 0 0 / 30%)', raised: '0 8px 32px rgb(0 0 0 / 50%)' },
};

globalStyle(':root', { vars: assignVars(vars, light), colorScheme: 'light' });
globalStyle(':root[data-theme="dark"]', { vars: assignVars(vars, dark), colorScheme: 'dark' });
globalStyle(':root:not([data-theme])', {
  '@media': { '(prefers-color-scheme: dark)': { vars: assignVars(vars, dark), colorScheme: 'dark' } },
});
// Paper is light whatever the screen's theme: browsers drop backgrounds when printing, so dark-theme text
// (light grey) would print nearly invisible.
// `:is()` takes its most specific argument, so this outranks both theme rules above, whichever applies.
globalStyle(':root:is([data-theme], :not([data-theme]))', {
  '@media': { print: { vars: assignVars(vars, light), colorScheme: 'light' } },
});

/**
 * The smallest target a pointer or finger is given (44 px, WCAG 2.5.5): controls, buttons, icon tiles. A plain
 * value rather than a theme variable: it is the same in every theme, and `var(--…)` would cost 15 bytes more at
 * every use on every page.
 */
export const targetSize = '2.75rem';

/** Breakpoints, mobile first. */
export const breakpoints = { sm: 640, md: 768, lg: 1024, xl: 1440 } as const;
export const media = {
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  xl: `screen and (min-width: ${breakpoints.xl}px)`,
  belowXl: `screen and (max-width: ${breakpoints.xl - 0.02}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
