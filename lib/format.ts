/**
 * Display formatting shared by pages, CLI, build scripts and islands. Numbers stay exact until shown. No
 * content imports here: islands use these in the browser, so words come in as arguments.
 */

const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });
const whole = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

/** £1,500: pounds, no decimals (SPEC §9). */
export const formatGBP = (value: number): string => gbp.format(value);

/** 2,496: whole number with thousands separators. */
export const formatWhole = (value: number): string => whole.format(value);

/** "£500 setup + £100/mo" */
export const formatPackagePrice = (setupFee: number, monthlyFee: number): string =>
  `${formatGBP(setupFee)} setup + ${formatGBP(monthlyFee)}/mo`;

/** "£800–£1,500", or "£3,500+" when there is no upper price (a service tier, SPEC §9). */
export const formatPriceRange = (minPrice: number, maxPrice?: number): string =>
  maxPrice === undefined ? `${formatGBP(minPrice)}+` : `${formatGBP(minPrice)}–${formatGBP(maxPrice)}`;

/** "15 January 2025" from an ISO date, independent of the machine's time zone. */
export function formatDate(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
}

const oneDecimal = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** 1.0: one decimal place, always shown (break-even months). */
export const formatOneDecimal = (value: number): string => oneDecimal.format(value);

/** "15 min": a duration in the given words (content/labels.ts `minutes`: "{minutes} min"). */
export const formatMinutes = (minutes: number, template: string): string =>
  template.replace('{minutes}', formatWhole(minutes));

/** Binary units, as file managers and the budgets count them. */
export const KB = 1024;
const MB = KB * 1024;
const oneDecimalMb = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * "23 KB": a file's size as a download list shows it, in binary units as file managers count them: whole
 * bytes under 1 KB, whole kilobytes under 1 MB, megabytes to one decimal place above.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isInteger(bytes) || bytes < 0) throw new RangeError(`formatFileSize: ${bytes} is not a byte count`);
  if (bytes < KB) return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
  const kilobytes = Math.round(bytes / KB);
  if (kilobytes < KB) return `${kilobytes} KB`;
  return `${oneDecimalMb.format(bytes / MB)} MB`;
}

/**
 * Sizes in the build's and the CLI's reports, for the people who tune them: one decimal place, so a change of
 * a few hundred bytes against a budget shows. Visitors see formatFileSize instead.
 */
export const kilobytes = (bytes: number): string => (bytes / KB).toFixed(1);

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
