/**
 * Text from the public internet, made safe to print, so that a terminal shows it and never obeys it: control characters
 * that a terminal would act on — escape sequences that recolour, move the cursor or clear the screen, a bare carriage
 * return that overwrites a line, DEL, C1 controls — the bidirectional overrides and isolates that reorder what is
 * shown, and the invisible characters (Unicode's format characters: zero-width ones, LRM/RLM, the TAG characters that
 * can hide a whole sentence; the line and paragraph separators) are written as visible escapes (`\x1b`, `\r`, `\u202e`,
 * `\u{e0041}`), never raw. The forms refuse them in one-line fields, but a message may hold them. Line breaks survive
 * only where a multi-line value is expected (a message).
 */

/** C0 (with tab, CR and LF), DEL, C1, the bidi controls, every other format character, U+2028 and U+2029. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u001F\u007F-\u009F\p{Cf}\u2028\u2029]/gu;

const NAMED: Record<string, string> = { '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** `\x1b`, `\u202e`: how one unsafe character is shown. */
function escapeCharacter(character: string): string {
  const named = NAMED[character];
  if (named) return named;
  const code = character.codePointAt(0) ?? 0;
  if (code <= 0xff) return `\\x${code.toString(16).padStart(2, '0')}`;
  return code <= 0xffff ? `\\u${code.toString(16).padStart(4, '0')}` : `\\u{${code.toString(16)}}`;
}

/**
 * A value as it may be printed. `multiline` keeps line breaks (a CRLF counts as one), but a carriage return
 * on its own is escaped like any other control.
 */
export function visible(value: unknown, { multiline = false }: { multiline?: boolean } = {}): string {
  const text = value === undefined || value === null ? '' : String(value);
  const lines = multiline ? text.split(/\r?\n/) : [text];
  return lines.map((line) => line.replace(UNSAFE, escapeCharacter)).join('\n');
}

/**
 * JSON for printing: JSON.stringify already escapes C0 (as \u001b), but leaves DEL, C1, the bidi and other
 * format characters and U+2028/2029 raw; they are escaped here too, and the result still parses to the same
 * value.
 */
export function safeJson(value: unknown): string {
  // A character beyond U+FFFF is written as its surrogate pair, the only escape JSON has for it.
  const unit = (character: string, i: number) => `\\u${character.charCodeAt(i).toString(16).padStart(4, '0')}`;
  return JSON.stringify(value, null, 2).replace(/[\u007F-\u009F\p{Cf}\u2028\u2029]/gu, (character) =>
    character.length === 2 ? unit(character, 0) + unit(character, 1) : unit(character, 0),
  );
}
