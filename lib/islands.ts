/**
 * The marker elements islands leave in the pre-rendered HTML (components/islands/): one per interactive
 * component, and one per server-rendered slot inside it. Custom elements are valid wherever flow or phrasing
 * content is. The names live here, not beside the components, because more than the site reads them:
 * `audit a11y` waits for the markers to hydrate before it scans a page.
 */
export const ISLAND_TAG = 'site-island';
export const SLOT_TAG = 'site-slot';
