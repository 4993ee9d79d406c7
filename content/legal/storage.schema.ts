/** The shape of `content/legal/storage.ts`: its schemas and types, checked when that module loads (`parseContent`). */
import * as v from 'valibot';
import { Text, uniqueBy } from '../schema.ts';

/** Where in the browser an item is kept, named as browsers' developer tools name it. */
const STORAGE_KINDS = ['localStorage', 'Cache Storage', 'IndexedDB', 'cookie'] as const;

/**
 * Why an item needs, or does not need, consent (PECR). Strictly necessary: needed for something you asked
 * for. Functional: remembers a choice or makes a feature of this site work, and is never used to track you.
 * Analytics: only after you accept.
 */
const STORAGE_CATEGORIES = ['strictly necessary', 'functional', 'analytics'] as const;

const StorageItemSchema = v.object({
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

/** Every item the site stores, each named once; cookies only for analytics. */
export const SiteStorageSchema = v.pipe(
  v.array(StorageItemSchema),
  v.minLength(1),
  uniqueBy((item) => item.name, 'names must be unique'),
  v.check(
    (list) => list.every((item) => (item.category === 'analytics') === (item.kind === 'cookie')),
    'the site sets cookies for analytics only, and every analytics item is a cookie',
  ),
);

/** The column headings of the cookie page's storage table. */
export const StorageTableLabelsSchema = v.object({
  name: Text,
  kind: Text,
  purpose: Text,
  setWhen: Text,
  duration: Text,
});
