/** The shape of `content/site.ts`: its schemas and types, checked when that module loads (`parseContent`). */
import * as v from 'valibot';
import { AbsoluteUrl, Text, counted } from './schema.ts';

const Email = v.pipe(v.string(), v.email('must be an email address'));

/** A UK postcode at the end of an address line ("EC1A 1BB", "M1 1AE"), its final full stop aside. */
export const POSTCODE_AT_END = /,?\s*([A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2})\.?$/i;

export const SiteSchema = v.object({
  /** Brand name shown in the header, titles and structured data. `SITE_BRAND`. */
  brand: Text,
  /** Legal name for the copyright line. */
  legalName: Text,
  /** Public origin for canonical URLs, sitemap and structured data, without trailing slash. `SITE_ORIGIN`. */
  origin: v.pipe(AbsoluteUrl, v.regex(/^[^?#]*[^/?#]$/, 'must not end with /')),
  /** One-line description of the firm, used in structured data and the footer. */
  tagline: Text,
  /** General enquiries address. `SITE_EMAIL`. */
  email: Email,
  /** Data-protection requests address (GDPR page). `SITE_DPO_EMAIL`. */
  dpoEmail: Email,
  /** Phone line for critical support, in international format. `SITE_PHONE`. */
  phone: v.pipe(v.string(), v.regex(/^\+[0-9 ]{8,20}$/, 'must be an international number such as +44 20 7946 0123')),
  /**
   * Companies House registration, shown in the footer and the legal pages once set, as a UK company's
   * website must (Companies (Trading Disclosures) Regulations 2008). Empty until the firm sets them: a made-up
   * number could be another company's. `SITE_COMPANY_NUMBER` (such as 01234567, or SC123456 in Scotland),
   * `SITE_REGISTERED_OFFICE` (one line).
   */
  company: v.object({
    number: v.union([
      v.literal(''),
      v.pipe(
        v.string(),
        v.regex(
          /^(?:\d{8}|[A-Z]{2}\d{6})$/,
          'must be a Companies House number: 8 digits, or 2 capital letters and 6 digits (SC123456)',
        ),
      ),
    ]),
    registeredOffice: v.union([
      v.literal(''),
      v.pipe(Text, v.regex(POSTCODE_AT_END, 'must end with the postcode, such as 1 High Street, London EC1A 1BB')),
    ]),
  }),
  /** Social profiles shown in the footer. `SITE_TWITTER_URL`, `SITE_LINKEDIN_URL`, `SITE_GITHUB_URL`. */
  social: v.object({ twitter: AbsoluteUrl, linkedin: AbsoluteUrl, github: AbsoluteUrl }),
  /**
   * Analytics ids. Analytics loads only when one is set and is not a placeholder (`G-XXXXXXXXXX`,
   * `GTM-XXXXXXX`). `SITE_GA_ID`, `SITE_GTM_ID`.
   */
  analytics: v.object({ measurementId: v.string(), tagManagerId: v.string() }),
  /** Where the forms post (JSON). `SITE_CONTACT_ENDPOINT`, `SITE_SUPPORT_ENDPOINT`. */
  endpoints: v.object({ contact: v.string(), support: v.string() }),
  /** Optional webhooks that receive a fire-and-forget copy. `SITE_CONTACT_WEBHOOK`, `SITE_SUPPORT_WEBHOOK`. */
  webhooks: v.object({ contact: v.string(), support: v.string() }),
  /** Where the firm works (structured data `areaServed`). */
  areaServed: v.pipe(v.array(Text), v.length(4, counted('countries served', 'service-area-and-seo'))),
  /** Opening hours in schema.org notation. */
  openingHours: Text,
});
export type Site = v.InferOutput<typeof SiteSchema>;
