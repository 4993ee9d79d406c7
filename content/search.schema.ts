/** The shape of `content/search.ts`: its schemas and types, checked when that module loads (`parseContent`). */
import * as v from 'valibot';
import { Link, Text } from './schema.ts';

export const SearchContentSchema = v.object({
  /** The page's h1. */
  title: Text,
  intro: Text,
  /** The search field's label. */
  label: Text,
  placeholder: Text,
  /** The search button. */
  submit: Text,
  /** Accessible name of the header's search link; `/` is its shortcut. */
  headerLabel: Text,
  /** Shown while the index loads or a search runs. */
  searching: Text,
  /** `{count}` results for `{query}`. */
  resultsOne: Text,
  resultsMany: Text,
  /** No result for `{query}`. */
  noResults: Text,
  /** When the index cannot load (offline before the first visit, for example). */
  failed: Text,
  /** Shown without JavaScript, with links to browse instead. */
  noScript: Text,
  browse: v.pipe(v.array(Link), v.minLength(2)),
});
export type SearchContent = v.InferOutput<typeof SearchContentSchema>;
