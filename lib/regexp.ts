/**
 * Text as a regular expression that matches it literally. The platform's own `RegExp.escape` (ES2025, in
 * Node 24 and current browsers), typed here because TypeScript 5.9's lib does not declare it yet.
 */
export const escapeRegExp = (text: string): string =>
  (RegExp as RegExpConstructor & { escape(text: string): string }).escape(text);
