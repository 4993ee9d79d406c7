/**
 * The accessibility standard the site is held to and the screens it is checked on, defined once for the
 * browser suite (playwright.config.ts, tests/e2e) and `audit a11y`. It sits with the audit because cli/
 * may not import tests/, while tests and the root config files may import anything.
 */

/** WCAG 2.2 AA, as axe tags it (2.0, 2.1 and 2.2 at levels A and AA). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** A laptop, and a phone the size of an iPhone 12–15 (the `mobile` project of the browser suite). */
export const SCREENS = {
  desktop: { viewport: { width: 1366, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
} as const;
