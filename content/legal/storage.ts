/**
 * Everything the site stores in a visitor's browser, for the cookie policy's table (`<StorageTable />`).
 * Each entry is a fact of the code: lib/theme.ts (`theme`), components/pwa/register.ts (`pwa-offline-ready`),
 * the consent control (`analytics-consent`), sw/sw.ts (the precache, `outbox-notices` and the outbox's
 * IndexedDB database) and Google Analytics, which loads only with a real id and the visitor's consent. A
 * change to what the site stores changes this list in the same commit.
 */
import * as v from 'valibot';
import { Text, parseContent, uniqueBy } from '../schema.ts';
import { site } from '../site.ts';

/** Where in the browser an item is kept, named as browsers' developer tools name it. */
export const STORAGE_KINDS = ['localStorage', 'Cache Storage', 'IndexedDB', 'cookie'] as const;
export type StorageKind = (typeof STORAGE_KINDS)[number];

/**
 * Why an item needs, or does not need, consent (PECR). Strictly necessary: needed for something you asked
 * for. Functional: remembers a choice or makes a feature of this site work, and is never used to track you.
 * Analytics: only after you accept.
 */
export const STORAGE_CATEGORIES = ['strictly necessary', 'functional', 'analytics'] as const;
export type StorageCategory = (typeof STORAGE_CATEGORIES)[number];

export const StorageItemSchema = v.object({
  /** The key, cache or database name, as the browser's developer tools show it. */
  name: Text,
  /** Where it is kept. */
  kind: v.picklist(STORAGE_KINDS),
  /** What it holds and why, in a sentence or two. */
  purpose: Text,
  /** How long it stays on the device. */
  duration: Text,
  /** When the site writes it: always, after a choice of yours, once the site is visited, or only with consent. */
  setWhen: Text,
  /** Consent category. */
  category: v.picklist(STORAGE_CATEGORIES),
  /** Used only when the firm has configured an analytics id; the cookie page lists it only then. */
  onlyWithAnalytics: v.optional(v.boolean(), false),
});
export type StorageItem = v.InferOutput<typeof StorageItemSchema>;
export type StorageItemInput = v.InferInput<typeof StorageItemSchema>;

const SiteStorageSchema = v.pipe(
  v.array(StorageItemSchema),
  v.minLength(1),
  uniqueBy((item) => item.name, 'names must be unique'),
  v.check(
    (list) => list.every((item) => (item.category === 'analytics') === (item.kind === 'cookie')),
    'the site sets cookies for analytics only, and every analytics item is a cookie',
  ),
);

/** Workbox names its precache `workbox-precache-v2-` plus the service worker's scope: the site origin and `/`. */
const PRECACHE_NAME = `workbox-precache-v2-${site.origin}/`;

export const siteStorage: StorageItem[] = parseContent('content/legal/storage.ts', SiteStorageSchema, [
  {
    name: 'theme',
    kind: 'localStorage',
    purpose: 'Remembers the theme you picked: light, dark or system (follow your device).',
    duration: 'Until you pick another theme or clear this site’s data',
    setWhen: 'After you choose a theme',
    category: 'functional',
  },
  {
    name: 'pwa-offline-ready',
    kind: 'localStorage',
    purpose:
      'Remembers that the “Ready to work offline” notice has been shown, with the time it was shown, so you see it only once.',
    duration: 'Until you clear this site’s data',
    setWhen: 'Once the site is installed or visited, when it has been saved for offline use',
    category: 'functional',
  },
  {
    name: 'analytics-consent',
    kind: 'localStorage',
    purpose: 'Remembers your analytics choice, granted or denied, so we do not ask again on every page.',
    duration: 'Until you change your choice or clear this site’s data',
    setWhen: 'Only when analytics is switched on for this site, after you accept or reject it',
    category: 'strictly necessary',
    onlyWithAnalytics: true,
  },
  {
    name: PRECACHE_NAME,
    kind: 'Cache Storage',
    purpose:
      'A copy of the site’s pages, scripts, styles, fonts, icons, search index and downloads, so pages open at once and you can read them offline.',
    duration: 'Until you uninstall the app or clear this site’s data; each new version of the site replaces it',
    setWhen: 'Once the site is installed or visited',
    category: 'functional',
  },
  {
    name: 'outbox-notices',
    kind: 'Cache Storage',
    purpose:
      'Notices about messages from the outbox (sent, refused or expired), kept until a page of the site has shown them to you.',
    duration: 'Until a page of the site has shown the notice',
    setWhen: 'Only after you send a form while offline',
    category: 'strictly necessary',
  },
  {
    name: 'workbox-background-sync',
    kind: 'IndexedDB',
    purpose:
      'The outbox: a form you send while offline, kept on your device and sent to us as soon as you are back online. Empty otherwise.',
    duration: 'Until the form is delivered, and never more than 7 days: then it is deleted and you are told',
    setWhen: 'Once the site is installed or visited (it holds a form only if you send one while offline)',
    category: 'strictly necessary',
  },
  {
    name: '_ga',
    kind: 'cookie',
    purpose:
      'Google Analytics: a random number that tells one browser’s visits from another’s, so we can count visitors without knowing who they are.',
    duration: '2 years from your last visit; the analytics data is deleted after at most 26 months',
    setWhen: 'Only if you accept analytics',
    category: 'analytics',
    onlyWithAnalytics: true,
  },
  {
    name: '_ga_<measurement id>',
    kind: 'cookie',
    purpose:
      'Google Analytics: keeps track of your current visit, so the pages you view in one visit count together. Its name ends with our measurement id, without the “G-”.',
    duration: '2 years from your last visit; the analytics data is deleted after at most 26 months',
    setWhen: 'Only if you accept analytics',
    category: 'analytics',
    onlyWithAnalytics: true,
  },
]);

/** The column headings of the cookie page's storage table. */
export const storageTableLabels = parseContent(
  'content/legal/storage.ts',
  v.object({ name: Text, kind: Text, purpose: Text, setWhen: Text, duration: Text }),
  {
    name: 'Name',
    kind: 'Kept in',
    purpose: 'What it is for',
    setWhen: 'When it is set',
    duration: 'How long it stays',
  },
);
