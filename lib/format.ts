/**
 * Display formatting shared by pages, CLI, build scripts and islands. Numbers stay exact until shown. No
 * content imports here: islands use these in the browser, so words come in as arguments.
 *
 * Numbers are formatted without Intl. The first `Intl.NumberFormat` a page creates loads the ICU locale data:
 * 12 to 26 ms of main thread on the development machine (four times that on Lighthouse's phone), the largest
 * single task of the ROI calculator's waking. en-GB's grouping is simple, and format.test.ts checks these
 * against Intl over thousands of values, negative zero, halves and huge numbers included.
 */

/** "1,234.5" from the digits of a non-negative number: thousands separated by commas. */
function group(digits: string): string {
  const [integer = '', fraction] = digits.split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/** The shortest decimal that reads back as this non-negative finite double (as ICU starts from), no exponent. */
function shortestDecimal(value: number): string {
  const text = String(value);
  const [mantissa = '', exponent] = text.split('e');
  if (exponent === undefined) return text;
  const [integer = '', fraction = ''] = mantissa.split('.');
  const digits = integer + fraction;
  const point = integer.length + Number(exponent);
  if (point <= 0) return `0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return digits + '0'.repeat(point - digits.length);
  return `${digits.slice(0, point)}.${digits.slice(point)}`;
}

/** A decimal string rounded half away from zero to `places` fraction digits, all of them shown. */
function roundHalfExpand(decimal: string, places: number): string {
  const [integer = '0', fraction = ''] = decimal.split('.');
  let digits = [...(integer + fraction.padEnd(places, '0').slice(0, places))];
  if ((fraction[places] ?? '0') >= '5') {
    let i = digits.length - 1;
    for (; i >= 0 && digits[i] === '9'; i -= 1) digits[i] = '0';
    if (i < 0) digits = ['1', ...digits];
    else digits[i] = String(Number(digits[i]) + 1);
  }
  const whole = digits
    .slice(0, digits.length - places)
    .join('')
    .replace(/^0+(?=\d)/, '');
  return places > 0 ? `${whole}.${digits.slice(digits.length - places).join('')}` : whole;
}

/**
 * A number as en-GB's Intl.NumberFormat shows it with `decimals` fraction digits: ICU rounds the shortest
 * decimal that reads back as the double, half away from zero; "-" for negatives and negative zero.
 */
function formatNumber(value: number, decimals: number, prefix = ''): string {
  if (Number.isNaN(value)) return `${prefix}NaN`;
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const magnitude = Math.abs(value);
  const digits = magnitude === Infinity ? '∞' : group(roundHalfExpand(shortestDecimal(magnitude), decimals));
  return `${sign}${prefix}${digits}`;
}

/** £1,500: pounds, no decimals (docs/product.md#packages). */
export const formatGBP = (value: number): string => formatNumber(value, 0, '£');

/** £25.50: pounds and pence (an hourly wage with pence). */
export const formatGBPWithPence = (value: number): string => formatNumber(value, 2, '£');

/** 2,496: whole number with thousands separators. */
export const formatWhole = (value: number): string => formatNumber(value, 0);

/**
 * "£800–£1,500", or "From £3,500" when there is no upper price (a service tier,
 * docs/product.md#service-prices-and-support-levels): never "£3,500+", which the VAT label after it ("+VAT") would
 * double.
 */
export const formatPriceRange = (minPrice: number, maxPrice?: number): string =>
  maxPrice === undefined ? `From ${formatGBP(minPrice)}` : `${formatGBP(minPrice)}–${formatGBP(maxPrice)}`;

/** "15 January 2025" from an ISO date, independent of the machine's time zone. */
export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

/** 1.0: one decimal place, always shown (break-even months). */
export const formatOneDecimal = (value: number): string => formatNumber(value, 1);

/** "15 min": a duration in the given words (content/labels.ts `minutes`: "{minutes} min"). */
export const formatMinutes = (minutes: number, template: string): string =>
  template.replace('{minutes}', formatWhole(minutes));

/** Binary units, as file managers and the budgets count them. */
export const KB = 1024;
const MB = KB * 1024;

/**
 * "23 KB": a file's size as a download list shows it, in binary units as file managers count them: whole
 * bytes under 1 KB, whole kilobytes under 1 MB, megabytes to one decimal place above.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isInteger(bytes) || bytes < 0) throw new RangeError(`formatFileSize: ${bytes} is not a byte count`);
  if (bytes < KB) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  const kilobytes = Math.round(bytes / KB);
  if (kilobytes < KB) return `${kilobytes} KB`;
  return `${formatOneDecimal(bytes / MB)} MB`;
}

/**
 * Sizes in the build's and the CLI's reports, for the people who tune them: one decimal place, so a change of
 * a few hundred bytes against a budget shows. Visitors see formatFileSize instead.
 */
const kilobytes = (bytes: number): string => (bytes / KB).toFixed(1);

/** "74.8 KB": a size against a budget in kilobytes (audit budget, bench). */
export const formatKilobytes = (bytes: number): string => `${kilobytes(bytes)} KB`;

/** "512 B", "74.8 KB", "3.41 MB": a size of any order in a report (the precache summary). */
export function formatBytes(bytes: number): string {
  if (bytes < KB) return `${bytes} B`;
  if (bytes < MB) return formatKilobytes(bytes);
  return `${(bytes / MB).toFixed(2)} MB`;
}

/** "tel:+442079460123": a phone number as a link target, digits and the leading + only (RFC 3966). */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
