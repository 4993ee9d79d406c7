/**
 * The CLI's one CSV writer (RFC 4180), used by `roi` and `inbox`: comma-separated, CRLF line ends, quotes
 * doubled. A field is quoted when it holds a quote, CR or LF, or any separator a spreadsheet may split on: a
 * comma, and also a semicolon or a tab, since a spreadsheet set to a European locale splits on `;`. Text a
 * spreadsheet would run as a formula (starting with =, @, a tab or CR, or + or - not starting a number) is
 * prefixed with ' (OWASP "CSV injection"), so phone numbers such as +44 and negative figures stay as they
 * are; so is such text at the start of every line inside the field (a spreadsheet that opens a multi-line
 * message may take each line as a row), and right after a separator, for a program that splits without
 * heeding the quotes. Control characters are escaped (cli/output/terminal.ts), line breaks kept.
 */
import { visible } from './terminal.ts';

export type CsvValue = string | number | boolean | null | undefined;

/** Text a spreadsheet would run as a formula, up to the next separator or the end. */
const isFormula = (text: string): boolean => /^[=@\t\r]/.test(text) || /^[+-](?![\d\s().,-]*$)/.test(text);

export function csvField(value: CsvValue): string {
  const text = typeof value === 'number' ? String(value) : visible(value, { multiline: true });
  // [part, separator, part, separator, part…], a line break being a separator too: a part that starts a line
  // is judged with the rest of its line (so "-1,234" stays a number), any other part on its own.
  const parts = text.split(/(\r\n|[\r\n,;\t])/);
  let offset = 0;
  const guarded = parts
    .map((part, index) => {
      const start = offset;
      offset += part.length;
      if (index % 2 === 1) return part;
      const startsLine = index === 0 || /[\r\n]/.test(parts[index - 1] ?? '');
      const judged = startsLine ? (/^[^\r\n]*/.exec(text.slice(start))?.[0] ?? part) : part;
      return isFormula(judged) ? `'${part}` : part;
    })
    .join('');
  return /[",;\t\r\n]/.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/** A whole CSV document: a header row, then one row per record. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows]
    .map((row) => row.map(csvField).join(','))
    .join('\r\n')
    .concat('\r\n');
}
