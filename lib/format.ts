/** Display formatting shared by pages, CLI and build scripts. Numbers stay exact until shown. */

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
