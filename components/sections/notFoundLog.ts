/**
 * The not-found page's one behaviour (docs/product.md#not-found-and-errors: the path tried is logged to the console).
 * The page carries the line to log on its panel; the client entry logs it with the path the visitor tried. Plain DOM,
 * not an island, as the footer's year: a page that only says "not found" should not fetch React to call console.warn.
 */
export const NOT_FOUND_LOG_ATTRIBUTE = 'data-not-found-log';

export function logMissingPath(root: ParentNode = document, path: string = window.location.pathname): void {
  const message = root.querySelector(`[${NOT_FOUND_LOG_ATTRIBUTE}]`)?.getAttribute(NOT_FOUND_LOG_ATTRIBUTE);
  // A warning, not an error: the page itself works as intended.
  if (message) console.warn(`${message}: ${path}`);
}
