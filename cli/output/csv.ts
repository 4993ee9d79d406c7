/**
 * The CLI's one CSV writer (RFC 4180), used by `roi` and `inbox`: comma-separated, CRLF line ends, quotes
 * doubled. A field is quoted when it holds a quote, CR or LF, or any separator a spreadsheet may split on: a
 * comma, and also a semicolon or a tab, since a spreadsheet set to a European locale splits on `;`. Text a
 * spreadsheet would run as a formula (starting with =, @, a tab or CR, or + or - not starting a number) is
 * prefixed with ' (OWASP "CSV injection"), so phone numbers such as +44 and negative figures stay as they
 * are; so is such text right after a separator inside the field, for a program that splits without heeding
 * the quotes. Control characters are escaped (cli/output/terminal.ts), line breaks kept.
 */
import { visible } from './terminal.ts';

export type CsvValue = string | number | boolean | null | undefined;

/** Text a spreadsheet would run as a formula, up to the next separator or the end. */
const isFormula = (text: string): boolean => /^[=@\t\r]/.test(text) || /^[+-](?![\d\s().,-]*$)/.test(text);

export function csvField(value: CsvValue): string {
  const text = typeof value === 'number' ? String(value) : visible(value, { multiline: true });
  // [first, separator, part, separator, part…]: the first part is judged with what follows (so "-1,234" stays a
  // number), each later one on its own.
  const parts = text.split(/([,;\t])/);
  const guarded = parts
    .map((part, index) => {
      if (index % 2 === 1) return part;
      const judged = index === 0 ? text : part;
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
