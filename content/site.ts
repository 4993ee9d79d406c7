/**
 * Facts about the firm that the spec leaves open: brand, origin, contacts, social profiles, analytics ids and
 * form endpoints. Each can be overridden at build time by the environment variable named beside it.
 */
import { siteEnv } from './env.ts';
import { parseContent } from './schema.ts';
import { SiteSchema, type Site } from './site.schema.ts';

export type { Site } from './site.schema.ts';

export const site: Site = parseContent('content/site.ts', SiteSchema, {
  brand: siteEnv.SITE_BRAND ?? 'Brightwork Automation',
  legalName: 'Brightwork Automation Ltd',
  origin: (siteEnv.SITE_ORIGIN ?? 'https://www.brightworkautomation.co.uk').replace(/\/+$/, ''),
  tagline: 'AI automation, workflow development and system integration for UK small and medium businesses.',
  email: siteEnv.SITE_EMAIL ?? 'hello@brightworkautomation.co.uk',
  dpoEmail: siteEnv.SITE_DPO_EMAIL ?? 'privacy@brightworkautomation.co.uk',
  phone: siteEnv.SITE_PHONE ?? '+44 20 7946 0123',
  company: {
    number: (siteEnv.SITE_COMPANY_NUMBER ?? '').trim().toUpperCase(),
    registeredOffice: (siteEnv.SITE_REGISTERED_OFFICE ?? '').trim(),
  },
  social: {
    twitter: siteEnv.SITE_TWITTER_URL ?? 'https://twitter.com/brightworkai',
    linkedin: siteEnv.SITE_LINKEDIN_URL ?? 'https://www.linkedin.com/company/brightwork-automation',
    github: siteEnv.SITE_GITHUB_URL ?? 'https://github.com/brightwork-automation',
  },
  analytics: {
    measurementId: siteEnv.SITE_GA_ID ?? 'G-XXXXXXXXXX',
    tagManagerId: siteEnv.SITE_GTM_ID ?? 'GTM-XXXXXXX',
  },
  endpoints: {
    contact: siteEnv.SITE_CONTACT_ENDPOINT ?? '/api/forms/contact',
    support: siteEnv.SITE_SUPPORT_ENDPOINT ?? '/api/forms/support',
  },
  webhooks: {
    contact: siteEnv.SITE_CONTACT_WEBHOOK ?? '',
    support: siteEnv.SITE_SUPPORT_WEBHOOK ?? '',
  },
  areaServed: ['GB', 'US', 'CA', 'AU'],
  openingHours: 'Mo-Fr 09:00-17:00',
});

/** The phone number for plain text, its spaces no-break spaces: a number a visitor dials never wraps. */
export const phoneInText = site.phone.replace(/ /g, '\u00a0');
