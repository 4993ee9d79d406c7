/**
 * Everything the site stores in a visitor's browser, for the cookie policy's table (`<StorageTable />`).
 * Each entry is a fact of the code: lib/theme.ts (`theme`), components/pwa/register.ts (`pwa-offline-ready`),
 * the consent control (`analytics-consent`), sw/sw.ts (the precache, `outbox-notices` and the outbox's
 * IndexedDB database) and Google Analytics, which loads only with a real id and the visitor's consent. A
 * change to what the site stores changes this list in the same commit.
 */
import { parseContent } from '../schema.ts';
import { site } from '../site.ts';
import { SiteStorageSchema, type StorageItem, StorageTableLabelsSchema } from './storage.schema.ts';

export type { StorageItem } from './storage.schema.ts';

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
    duration: `Until the form is delivered, and never more than 7 days: then it is deleted and you are told`,
    setWhen: 'Once the site is installed or visited (it holds a form only if you send one while offline)',
    category: 'strictly necessary',
  },
  {
    name: '_ga',
    kind: 'cookie',
    purpose:
      'Google Analytics: a random number that tells one browser’s visits from another’s, so we can count visitors without knowing who they are.',
    duration: `2 years from your last visit; the analytics data is deleted after at most 26 months`,
    setWhen: 'Only if you accept analytics',
    category: 'analytics',
    onlyWithAnalytics: true,
  },
  {
    name: '_ga_<measurement id>',
    kind: 'cookie',
    purpose:
      'Google Analytics: keeps track of your current visit, so the pages you view in one visit count together. Its name ends with our measurement id, without the “G-”.',
    duration: `2 years from your last visit; the analytics data is deleted after at most 26 months`,
    setWhen: 'Only if you accept analytics',
    category: 'analytics',
    onlyWithAnalytics: true,
  },
]);

/** The column headings of the cookie page's storage table. */
export const storageTableLabels = parseContent('content/legal/storage.ts', StorageTableLabelsSchema, {
  name: 'Name',
  kind: 'Kept in',
  purpose: 'What it is for',
  setWhen: 'When it is set',
  duration: 'How long it stays',
});
