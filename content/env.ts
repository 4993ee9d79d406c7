/**
 * Build-time overrides for the site's settings. Vite replaces `__SITE_ENV__` with the whitelisted
 * variables below (see vite.config.ts), so the browser bundle sees the same values the pre-render used and
 * nothing else from the environment; in Node (CLI, scripts, tests) the process environment is read.
 */
declare const __SITE_ENV__: Record<string, string> | undefined;

/** Every environment variable the site reads. Only these reach the browser bundle; none may be a secret. */
export const SITE_ENV_KEYS = [
  'SITE_ORIGIN',
  'SITE_BRAND',
  'SITE_EMAIL',
  'SITE_DPO_EMAIL',
  'SITE_PHONE',
  'SITE_COMPANY_NUMBER',
  'SITE_REGISTERED_OFFICE',
  'SITE_TWITTER_URL',
  'SITE_LINKEDIN_URL',
  'SITE_GITHUB_URL',
  'SITE_GA_ID',
  'SITE_GTM_ID',
  'SITE_CONTACT_ENDPOINT',
  'SITE_SUPPORT_ENDPOINT',
  'SITE_CONTACT_WEBHOOK',
  'SITE_SUPPORT_WEBHOOK',
] as const;
export type SiteEnvKey = (typeof SITE_ENV_KEYS)[number];

/** The set values of `keys` in `env`, as a build passes them on (vite.config.ts, the Worker's bundle). */
export function pickSiteEnv(
  env: Record<string, string | undefined>,
  keys: readonly SiteEnvKey[] = SITE_ENV_KEYS,
): Partial<Record<SiteEnvKey, string>> {
  const picked: Partial<Record<SiteEnvKey, string>> = {};
  for (const key of keys) {
    const value = env[key];
    if (value !== undefined && value !== '') picked[key] = value;
  }
  return picked;
}

function readEnv(): Partial<Record<SiteEnvKey, string>> {
  if (typeof __SITE_ENV__ === 'object' && __SITE_ENV__ !== null) return __SITE_ENV__;
  return pickSiteEnv((globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env ?? {});
}

export const siteEnv = readEnv();
