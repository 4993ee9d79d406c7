/** Escaping for the few places we write HTML as text (the document head). React escapes everything else. */

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escape text for an HTML text node or a double-quoted attribute value. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);

/**
 * JSON for an inline `<script type="application/ld+json">`. `<`, `>` and `&` become unicode escapes, so no
 * content can close the script element or open a comment, and U+2028/2029 are escaped for old parsers. The
 * result is still valid JSON that parses to the same value.
 */
export function serializeJsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** What a standalone printable page (a download, an ROI report) has of its own; the frame around it is shared. */
export interface PrintableDocument {
  /** The `<title>`, as text (escaped here). */
  title: string;
  /** The meta description, as text (escaped here). */
  description?: string;
  /** Its address on the site, absolute, for search engines (a file saved from elsewhere has none). */
  canonical?: string;
  /** The page's whole stylesheet, inlined: the file must read the same offline. */
  styles: string;
  /** The masthead's inner HTML, brand first. */
  masthead: readonly string[];
  /** The `<main>` element's inner HTML. */
  main: readonly string[];
  /** The colophon's inner HTML. */
  colophon: readonly string[];
}

/** A complete, self-contained HTML page, one element a line; the same input gives the same bytes. */
export function printableDocument(doc: PrintableDocument): string {
  const lines = [
    '<!DOCTYPE html>',
    '<html lang="en-GB">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(doc.title)}</title>`,
    ...(doc.description === undefined ? [] : [`<meta name="description" content="${escapeHtml(doc.description)}">`]),
    ...(doc.canonical === undefined ? [] : [`<link rel="canonical" href="${escapeHtml(doc.canonical)}">`]),
    `<style>${doc.styles}</style>`,
    '</head>',
    '<body>',
    '<header class="masthead">',
    ...doc.masthead,
    '</header>',
    '<main>',
    ...doc.main,
    '</main>',
    '<footer class="colophon">',
    ...doc.colophon,
    '</footer>',
    '</body>',
    '</html>',
  ];
  return `${lines.join('\n')}\n`;
}
