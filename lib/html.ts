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
