/**
 * Schemas for every piece of site content. Content modules parse their data with these at import time, so
 * a build (and `cli validate`) fails on content that breaks its schema, naming the module and the field.
 */
import * as v from 'valibot';

/** A non-empty line of visitor-facing copy. */
export const Text = v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'));

/** A site-internal path such as `/pricing` or `/case-studies#invoice-extraction`. */
export const InternalHref = v.pipe(v.string(), v.regex(/^\/[^\s]*$/, 'must be a site path starting with /'));

/** An absolute http(s) URL. */
export const AbsoluteUrl = v.pipe(
  v.string(),
  v.url('must be an absolute URL'),
  v.regex(/^https?:\/\//, 'must be http(s)'),
);

/** Any link target a visitor may follow: an internal path, an absolute URL, or a mailto:/tel: link. */
export const Href = v.union([InternalHref, AbsoluteUrl, v.pipe(v.string(), v.regex(/^(mailto|tel):\S+$/))]);

/** A call to action: a label and where it goes. */
export const Link = v.object({
  /** Visible link text. */
  label: Text,
  /** Where the link goes. */
  href: Href,
});

/** Route metadata: the head of one page, and how it appears in navigation. */
export const RouteMeta = v.object({
  /** Path, without trailing slash (except `/`). */
  path: v.pipe(
    v.string(),
    v.regex(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/, 'must be a lowercase path without trailing slash'),
  ),
  /** Short name used in navigation, footer and breadcrumbs. */
  label: Text,
  /** Document title (the brand is appended by the head builder). */
  title: Text,
  /** Meta description: 50–160 characters reads well in search results. */
  description: v.pipe(
    Text,
    v.minLength(50, 'is too short for a search snippet (min 50)'),
    v.maxLength(170, 'is too long for a search snippet (max 170)'),
  ),
  /** Meta keywords. */
  keywords: v.optional(v.array(Text), []),
  /** Keep this page out of search engines and the sitemap. */
  noindex: v.optional(v.boolean(), false),
  /** `pending`: specified but not built yet; links to it are reported, not followed. */
  status: v.optional(v.picklist(['live', 'pending']), 'live'),
});
export type RouteMeta = v.InferOutput<typeof RouteMeta>;
export type RouteMetaInput = v.InferInput<typeof RouteMeta>;

/**
 * Parse content with a schema, throwing one readable error naming the module and each failing field.
 * Content modules call this at import time.
 */
export function parseContent<S extends v.GenericSchema>(module: string, schema: S, data: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  const lines = result.issues.map((issue) => `  ${module}: ${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`);
  throw new ContentError(`Invalid content in ${module}:\n${lines.join('\n')}`, module, result.issues);
}

export class ContentError extends Error {
  readonly module: string;
  readonly issues: readonly v.BaseIssue<unknown>[];

  constructor(message: string, module: string, issues: readonly v.BaseIssue<unknown>[]) {
    super(message);
    this.name = 'ContentError';
    this.module = module;
    this.issues = issues;
  }
}
