/**
 * The firm's colours, in one place: the theme (components/theme.css.ts), the logo and the app icons drawn
 * from it, the manifest and browser UI colours (lib/theme.ts, lib/pwa/manifest.ts), the printable downloads
 * and the social images the build draws (scripts/postbuild.ts) all read them here.
 */
import type { Theme } from './theme.ts';

export const brand = {
  /** The mark's blue: the logo's tile, links and buttons in the light theme, the app icon's background. */
  blue: '#1d4ed8',
  /** The dark theme's page and the social images' background. */
  ink: '#0b1220',
  /** The light theme's page; the mark's strokes. */
  paper: '#ffffff',
} as const;

/**
 * Browser UI colours (meta theme-color, manifest); they match the header background of each theme. Kept here,
 * not in lib/theme.ts, which the browser runs: the client entry carries no colour.
 */
export const themeColors: Record<Theme, string> = { light: brand.paper, dark: brand.ink };

/** The mark: two stacked bars on the blue tile, on a 32-unit grid. The header's logo, the favicon and the app icons. */
export const mark = {
  viewBox: '0 0 32 32',
  path: 'M9 10h8a4 4 0 0 1 0 8H9zM9 18h10a4 4 0 0 1 0 8H9z',
  strokeWidth: 2.5,
  radius: 8,
} as const;

/** The mark as an SVG document: the favicon (a data URL in every page) and what the app icons are drawn from. */
export const markSvg = (): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${mark.viewBox}"><rect width="32" height="32" rx="${mark.radius}" fill="${brand.blue}"/><path d="${mark.path}" fill="none" stroke="${brand.paper}" stroke-width="${mark.strokeWidth}" stroke-linejoin="round"/></svg>`;
