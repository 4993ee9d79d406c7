/**
 * Where the tool strip's brand marks live: one SVG file per brand (from the simple-icons package, CC0),
 * written at build by scripts/build-logos.ts, so marks are cached and lazy-loaded rather than inlined into
 * every page.
 */
export const LOGOS_PATH = '/logos';

export const logoPath = (slug: string): string => `${LOGOS_PATH}/${slug}.svg`;
