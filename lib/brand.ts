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
