/**
 * The form API's settings, read from the same variables on both hosts: the Node server's environment and
 * the Worker's `env` (wrangler.jsonc `vars`, and secrets for the webhooks). Bad values are refused when the
 * server or the Worker starts, naming the variable, rather than on some later request.
 */
import { FORM_TYPES, type FormType } from '../forms.ts';
import type { Webhooks } from './delivery.ts';

/** Largest body accepted: any valid submission fits several times over. */
export const BODY_LIMIT = 32 * 1024;
const DEFAULT_RATE_LIMIT = 30;
/** Posts a minute from all clients together: beyond it the inbox is overloaded, whoever sends. */
const DEFAULT_GLOBAL_RATE_LIMIT = 600;
/** The inbox's size cap: far beyond any real inbox, short of filling a disk (or D1's 500 MB free tier). */
const DEFAULT_MAX_BYTES = 256 * 1024 * 1024;
const DEFAULT_CLIENT_BYTES_PER_DAY = 1024 * 1024;

export interface FormApiSettings {
  /** Posts per minute per client. `INBOX_RATE_LIMIT`, else 30. */
  rateLimitPerMinute: number;
  /** Posts per minute from everyone. `INBOX_GLOBAL_RATE_LIMIT`, else 600. */
  globalRatePerMinute: number;
  /** The inbox's size cap in bytes. `INBOX_MAX_BYTES`, else 256 MB. */
  maxBytes: number;
  /**
   * Bytes one client may store in a day (`INBOX_CLIENT_BYTES_PER_DAY`, else 1 MiB: 32 submissions at the
   * 32 KB body limit, hundreds of real ones), so no one client can fill the inbox for everyone.
   */
  clientBytesPerDay: number;
  /** Other origins allowed to post (a separately hosted site). `INBOX_ALLOWED_ORIGINS`, comma-separated. */
  allowedOrigins: string[];
  /**
   * The site's public origin, when the server runs behind a proxy or CDN that changes the Host it sees.
   * `INBOX_PUBLIC_ORIGIN`, else the request's own scheme and host.
   */
  publicOrigin: string | null;
  /** Where stored submissions are copied: `SITE_CONTACT_WEBHOOK`, `SITE_SUPPORT_WEBHOOK`; '' for none. */
  webhooks: Webhooks;
  /** `SITE_WEBHOOK_SECRET`: the key each copy is signed with (lib/inbox/signature.ts); '' sends them unsigned. */
  webhookSecret: string;
  /**
   * The secret that keys the hash of a client's address in the rate-limit counters (`INBOX_CLIENT_KEY`), so
   * the stored counters (and D1's Time Travel copies of them) cannot be turned back into addresses. '' when
   * unset: the Node server and `serve --target cloudflare` then make one (lib/inbox/clientKey.ts).
   */
  clientKey: string;
}

/** The variable each webhook is read from. */
export const WEBHOOK_VARIABLES = {
  contact: 'SITE_CONTACT_WEBHOOK',
  support: 'SITE_SUPPORT_WEBHOOK',
} as const satisfies Record<FormType, string>;

/**
 * Every variable the form API reads, on both hosts. `formApiSettings` can read no other (its reader takes only
 * these names), and `serve --target cloudflare` hands exactly these to the local Worker (lib/cloudflare.ts),
 * so a new setting is added here once and reaches both.
 */
export const FORM_API_VARIABLES = [
  'INBOX_CLIENT_KEY',
  'INBOX_RATE_LIMIT',
  'INBOX_GLOBAL_RATE_LIMIT',
  'INBOX_MAX_BYTES',
  'INBOX_CLIENT_BYTES_PER_DAY',
  'INBOX_ALLOWED_ORIGINS',
  'INBOX_PUBLIC_ORIGIN',
  ...Object.values(WEBHOOK_VARIABLES),
  'SITE_WEBHOOK_SECRET',
] as const;
type FormApiVariable = (typeof FORM_API_VARIABLES)[number];

/**
 * The Worker's own `host:port`s, comma-separated, when something in front of it does not already keep other
 * names away: set only by `serve --target cloudflare`, from the address of its local front (the Node
 * server's rule, cli/server/edge.ts). A deployed Worker has none: only requests for its route or custom
 * domain reach it.
 */
export const LOCAL_HOSTS_VARIABLE = 'INBOX_LOCAL_HOSTS';

/** The names in INBOX_LOCAL_HOSTS, lower-cased; null (any) when it is not set. */
export function localHosts(env: Readonly<Record<string, unknown>>): string[] | null {
  const value = env[LOCAL_HOSTS_VARIABLE];
  if (typeof value !== 'string' || value.trim() === '') return null;
  return value.split(',').map((host) => host.trim().toLowerCase());
}

/** `https://example.com/path` → `https://example.com`; null for anything but an http(s) URL. */
export function normaliseOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) ? url.origin : null;
  } catch {
    return null;
  }
}

/** Read the settings from an environment (process.env, or a Worker's env), refusing bad values. */
export function formApiSettings(env: Readonly<Record<string, unknown>>): FormApiSettings {
  const text = (name: FormApiVariable): string | undefined => (typeof env[name] === 'string' ? env[name] : undefined);
  const positiveInteger = (name: FormApiVariable, fallback: number): number => {
    const raw = text(name);
    const value = raw?.trim() ? Number(raw.trim()) : fallback;
    if (!Number.isInteger(value) || value < 1)
      throw new Error(`${name} must be a whole number, 1 or more (got "${raw}")`);
    return value;
  };
  const allowedOrigins = (text('INBOX_ALLOWED_ORIGINS') ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '')
    .map((origin) => {
      const normalised = normaliseOrigin(origin);
      if (normalised === null) throw new Error(`INBOX_ALLOWED_ORIGINS: "${origin}" is not an origin`);
      return normalised;
    });
  const rawPublic = text('INBOX_PUBLIC_ORIGIN')?.trim();
  const publicOrigin = rawPublic ? normaliseOrigin(rawPublic) : null;
  if (rawPublic && publicOrigin === null) throw new Error(`INBOX_PUBLIC_ORIGIN: "${rawPublic}" is not an origin`);
  const webhooks = Object.fromEntries(
    FORM_TYPES.map((form) => {
      const name = WEBHOOK_VARIABLES[form];
      const url = text(name)?.trim() ?? '';
      if (url !== '' && normaliseOrigin(url) === null) throw new Error(`${name}: "${url}" is not an http(s) URL`);
      return [form, url];
    }),
  ) as Webhooks;
  return {
    rateLimitPerMinute: positiveInteger('INBOX_RATE_LIMIT', DEFAULT_RATE_LIMIT),
    globalRatePerMinute: positiveInteger('INBOX_GLOBAL_RATE_LIMIT', DEFAULT_GLOBAL_RATE_LIMIT),
    maxBytes: positiveInteger('INBOX_MAX_BYTES', DEFAULT_MAX_BYTES),
    clientBytesPerDay: positiveInteger('INBOX_CLIENT_BYTES_PER_DAY', DEFAULT_CLIENT_BYTES_PER_DAY),
    allowedOrigins,
    publicOrigin,
    webhooks,
    webhookSecret: text('SITE_WEBHOOK_SECRET')?.trim() ?? '',
    clientKey: text('INBOX_CLIENT_KEY')?.trim() ?? '',
  };
}
