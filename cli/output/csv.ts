/**
 * The CLI's one CSV writer (RFC 4180), used by `roi` and `inbox`: comma-separated, CRLF line ends, a field
 * quoted when it holds a comma, quote, CR or LF, quotes doubled. Text a spreadsheet would run as a formula
 * (starting with =, @, a tab or CR, or + or - not starting a number) is prefixed with ' (OWASP "CSV
 * injection"), so phone numbers such as +44 and negative figures stay as they are. Control characters are
 * escaped (cli/output/terminal.ts), line breaks kept.
 */
import { visible } from './terminal.ts';

export type CsvValue = string | number | boolean | null | undefined;

export function csvField(value: CsvValue): string {
  let text = typeof value === 'number' ? String(value) : visible(value, { multiline: true });
  if (/^[=@\t\r]/.test(text) || /^[+-](?![\d\s().,-]*$)/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole CSV document: a header row, then one row per record. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows]
    .map((row) => row.map(csvField).join(','))
    .join('\r\n')
    .concat('\r\n');
}
