/**
 * Analytics is configured only by real ids: the placeholders it ships with load nothing
 * (docs/product.md#calls-and-downloads).
 */
import { site } from '../content/site.ts';

const isReal = (id: string, pattern: RegExp): boolean => pattern.test(id) && !/X{4,}/i.test(id);

export const measurementId = (): string | undefined =>
  isReal(site.analytics.measurementId, /^G-[A-Z0-9]{4,}$/) ? site.analytics.measurementId : undefined;

export const tagManagerId = (): string | undefined =>
  isReal(site.analytics.tagManagerId, /^GTM-[A-Z0-9]{4,}$/) ? site.analytics.tagManagerId : undefined;

export const hasAnalytics = (): boolean => Boolean(measurementId() ?? tagManagerId());

/** The configured ids, or undefined when there is none (no analytics, no consent banner). */
export function analyticsIds(): { measurementId?: string; tagManagerId?: string } | undefined {
  const ga = measurementId();
  const gtm = tagManagerId();
  if (!ga && !gtm) return undefined;
  return { ...(ga ? { measurementId: ga } : {}), ...(gtm ? { tagManagerId: gtm } : {}) };
}
