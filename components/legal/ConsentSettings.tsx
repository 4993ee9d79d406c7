import { hasAnalytics } from '../../lib/analytics.ts';

/**
 * The cookie page's control for the analytics choice. With no analytics id configured there is nothing to
 * choose, so nothing renders (the page's text says so).
 */
export function ConsentSettings() {
  if (!hasAnalytics()) return null;
  throw new Error('ConsentSettings: analytics is configured but the consent control is not built yet');
}
