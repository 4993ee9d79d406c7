/**
 * The marker elements islands leave in the pre-rendered HTML (components/islands/): one per interactive
 * component, and one per server-rendered slot inside it. Custom elements are valid wherever flow or phrasing
 * content is. The names live here, not beside the components, because more than the site reads them:
 * `audit a11y` waits for the markers to hydrate before it scans a page.
 */
export const ISLAND_TAG = 'site-island';
export const SLOT_TAG = 'site-slot';

/**
 * The object on `window` through which the page's head script (renderer/head.js), which holds a visitor's first
 * touches on islands that have not woken, hands them to the island loader (components/islands/loader.ts).
 */
export const FIRST_TOUCH_GLOBAL = '__firstTouch';
