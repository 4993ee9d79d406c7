/**
 * Schemas for every piece of site content. Content modules parse their data with these at import time, so
 * a build (and `cli validate`) fails on content that breaks its schema, naming the module and the field.
 */
import * as v from 'valibot';

/** A non-empty line of visitor-facing copy. */
export const Text = v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'));

/** A list of `min` to `max` items, with one message for either bound. */
export const ListOf = <T extends v.GenericSchema>(item: T, min: number, max: number, message: string) =>
  v.pipe(v.array(item), v.minLength(min, message), v.maxLength(max, message));

/** Lower-case words joined by hyphens, as in a URL or an element id: `invoice-extraction`. */
export const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** An id that becomes part of a URL, a file name or an element id. */
export const Slug = v.pipe(v.string(), v.regex(SLUG, 'must be a lowercase slug'));

/** A whole number from 1: a position in a list, a day or step number, hours, months. */
export const PositiveInteger = v.pipe(v.number(), v.integer(), v.minValue(1));

/** A length of time in whole minutes. */
export const Minutes = v.pipe(
  v.number(),
  v.integer('must be whole minutes'),
  v.minValue(1, 'must be at least 1 minute'),
);

/** A price in whole pounds; 0 where something is included. */
export const Pounds = v.pipe(v.number(), v.integer(), v.minValue(0));

/** A list check: no two items share a key (an id, a name, an option's value). */
export const uniqueBy = <T>(key: (item: T) => string, message: string) =>
  v.check<T[], string>((items) => new Set(items.map(key)).size === items.length, message);

/**
 * Object entries with the keys of `like`, in its order, each checked by `schema`: the copy or label for each
 * field of another object, so the two cannot list different fields.
 */
export const sameKeys = <E extends v.ObjectEntries, S extends v.GenericSchema>(like: { entries: E }, schema: S) =>
  Object.fromEntries(Object.keys(like.entries).map((key) => [key, schema])) as Record<keyof E, S>;

/** How hard a guide, tutorial or training module is; each has its own badge tone (components/ui/badge/tones.ts). */
const LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;
export const Level = v.picklist(LEVELS, 'must be Beginner, Intermediate or Advanced');
export type Level = v.InferOutput<typeof Level>;

/** A site-internal path such as `/pricing` or `/case-studies#invoice-extraction`. */
export const InternalHref = v.pipe(v.string(), v.regex(/^\/[^\s]*$/, 'must be a site path starting with /'));

/** An absolute http(s) URL. */
export const AbsoluteUrl = v.pipe(
  v.string(),
  v.url('must be an absolute URL'),
  v.regex(/^https?:\/\//, 'must be http(s)'),
);

/** Any link target a visitor may follow: an internal path, an absolute URL, or a mailto:/tel: link. */
const Href = v.union([InternalHref, AbsoluteUrl, v.pipe(v.string(), v.regex(/^(mailto|tel):\S+$/))]);

/** A call to action: a label and where it goes. */
export const Link = v.object({
  /** Visible link text. */
  label: Text,
  /** Where the link goes. */
  href: Href,
});
export type Link = v.InferOutput<typeof Link>;

/**
 * The message of a count the product fixes, for the `v.length` or `v.minLength` of the list it counts:
 * `v.length(12, counted('logos in the tool strip', 'home'))` fails a list of 11 with "12 logos in the tool strip
 * (docs/product.md#home), found 11", under the list's own path. The count lives with the data it counts and is
 * checked when the module loads (docs/decisions/0036-counts-and-fixed-links-live-in-their-schemas.md).
 */
export const counted =
  (what: string, section: string) =>
  (issue: { expected: string | null; received: string }): string =>
    `${(issue.expected ?? '').replace(/^>=/, 'at least ')} ${what} (docs/product.md#${section}), found ${issue.received}`;

/**
 * A link target the product fixes (every package card's "Get Started" goes to /contact): anything else fails
 * when the module loads, "the closing call to action leads to /contact (docs/product.md#about), not "/pricing"".
 */
export const fixedHref = <const H extends string>(href: H, what: string, section: string) =>
  v.literal(href, (issue) => `${what} leads to ${href} (docs/product.md#${section}), not ${issue.received}`);

/**
 * A list of exactly as many items as `items`, each checked by its own schema (the header's links in order, the docs
 * hub's groups): a list of another length fails with the count's message (`counted`), before any item is read.
 */
export const Each = <T extends v.GenericSchema[]>(items: T, what: string, section: string) =>
  v.pipe(v.array(v.unknown()), v.length(items.length, counted(what, section)), v.strictTuple(items));

/** A call to action whose target the product fixes; its label is the copy's. */
export const LinkTo = <const H extends string>(href: H, what: string, section: string) =>
  v.object({ label: Text, href: fixedHref(href, what, section) });

/**
 * What a search result shows of a page's head, defined once for the schemas, the head builder (lib/seo.ts) and
 * `audit seo`: a title is cut at about 60 characters; a description of 50–160 reads well as a snippet.
 */
export const TITLE_MAX = 60;
export const DESCRIPTION_LENGTH = { min: 50, max: 160 } as const;

/** A document title that fits a search result. */
const MetaTitle = v.pipe(Text, v.maxLength(TITLE_MAX, `is too long for a search result title (max ${TITLE_MAX})`));

/** A meta description that reads well as a search snippet. */
export const MetaDescription = v.pipe(
  Text,
  v.minLength(DESCRIPTION_LENGTH.min, `is too short for a search snippet (min ${DESCRIPTION_LENGTH.min})`),
  v.maxLength(DESCRIPTION_LENGTH.max, `is too long for a search snippet (max ${DESCRIPTION_LENGTH.max})`),
);

/** Route metadata: the head of one page, and how it appears in navigation. */
export const RouteMeta = v.object({
  /** Path, without trailing slash (except `/`). */
  path: v.pipe(
    v.string(),
    v.regex(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/, 'must be a lowercase path without trailing slash'),
  ),
  /** Short name used in navigation, footer and breadcrumbs. */
  label: Text,
  /** Document title (the brand is appended by the head builder when the whole still fits TITLE_MAX). */
  title: MetaTitle,
  /** Meta description. */
  description: MetaDescription,
  /** Meta keywords. */
  keywords: v.optional(v.array(Text), []),
  /** Keep this page out of search engines and the sitemap. */
  noindex: v.optional(v.boolean(), false),
  /** `pending`: specified but not built yet; links to it are reported, not followed. */
  status: v.optional(v.picklist(['live', 'pending']), 'live'),
});
export type RouteMeta = v.InferOutput<typeof RouteMeta>;
export type RouteMetaInput = v.InferInput<typeof RouteMeta>;

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** A field path one step deeper: `a` + 1 → `a[1]`, `a` + `b` → `a.b`, `a` + `@type` → `a["@type"]`. */
export function joinPath(base: string, key: string | number): string {
  if (typeof key === 'number') return `${base}[${key}]`;
  if (!IDENTIFIER.test(key)) return `${base}[${JSON.stringify(key)}]`;
  return base ? `${base}.${key}` : key;
}

/** A valibot issue's path in the same notation; `(root)` when the issue is about the whole value. */
export function issuePath(path: readonly { key: unknown }[] | undefined, base = ''): string {
  let result = base;
  for (const item of path ?? []) {
    const key = item.key;
    result = joinPath(result, typeof key === 'number' ? key : String(key));
  }
  return result || '(root)';
}

/**
 * The one way a finding about content is written, so every reader (a content module's error, MDX frontmatter,
 * `cli validate`) names the place the same way: `content/caseStudies.ts › [2].results[1].value: must not be empty`.
 */
export const formatFinding = (file: string, path: string, message: string): string => `${file} › ${path}: ${message}`;

/** A valibot issue as a finding in `file`, its path under `base` (`frontmatter` for an MDX file's). */
const formatIssue = (file: string, issue: v.BaseIssue<unknown>, base = ''): string =>
  formatFinding(file, issuePath(issue.path, base), issue.message);

/** A ContentError's message: a heading naming the file, then one indented line per issue. */
const contentErrorMessage = (heading: string, file: string, issues: readonly v.BaseIssue<unknown>[], base = '') =>
  `${heading} ${file}:\n${issues.map((issue) => `  ${formatIssue(file, issue, base)}`).join('\n')}`;

/**
 * Parse content with a schema, throwing one readable error naming the module and each failing field.
 * Content modules call this at import time.
 */
export function parseContent<S extends v.GenericSchema>(module: string, schema: S, data: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  throw new ContentError(contentErrorMessage('Invalid content in', module, result.issues), module, result.issues);
}

/** Parse an MDX file's frontmatter with its collection's schema, throwing as parseContent does. */
export function parseFrontmatter<S extends v.GenericSchema>(file: string, schema: S, data: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, data);
  if (result.success) return result.output;
  throw new ContentError(
    contentErrorMessage('Invalid frontmatter in', file, result.issues, 'frontmatter'),
    file,
    result.issues,
  );
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

// ---- Shared sections --------------------------------------------------------------------------------------
// A section component is typed by one of these, never by one page's content, so every page can use it
// (STYLE.md). Counts the spec states are enforced by the page schemas that use them.

/** Names of the site's line icons; their drawings live in components/ui/icon/icons.ts. */
const ICON_NAMES = [
  'alert',
  'book',
  'bolt',
  'calendar',
  'chart',
  'check',
  'clock',
  'code',
  'database',
  'download',
  'file',
  'graduation',
  'handshake',
  'layers',
  'lightbulb',
  'lock',
  'mail',
  'message',
  'phone',
  'plug',
  'pound',
  'refresh',
  'rocket',
  'search',
  'settings',
  'shield',
  'star',
  'target',
  'trending',
  'users',
  'video',
  'workflow',
] as const;
export const IconName = v.picklist(ICON_NAMES, 'must be one of the icon names in content/schema.ts');
export type IconName = v.InferOutput<typeof IconName>;

/**
 * A figure with its footnote (docs/decisions/0041-claims-are-data-bases-are-footnotes.md): a measured claim of
 * content/claims.ts, or a result a success story states. `basis` is the one sentence that says how it is counted,
 * shown once per page in the notes at its end ("How we count these figures").
 */
export const NotedFigure = v.object({
  /** Names the note: `#note-<id>` on every page that cites the figure. */
  id: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]*$/, 'must be a kebab-case id')),
  /** The figure as shown: "20+", "60–90%". */
  value: Text,
  /** How it is counted, in one sentence: what, across what, since when. */
  basis: Text,
});
export type NotedFigure = v.InferOutput<typeof NotedFigure>;

/** Where copy cites a noted figure: its value, then `[^id]`, which a section renders as the footnote's number. */
export const NOTE_MARK = /\[\^([a-z][a-z0-9-]*)\]/g;

/**
 * A noted figure as copy states it: `${cite(claims.hoursSavedWeekly)} hours a week` reads "20+¹ hours a week" on the
 * page, the ¹ a link to the figure's note (components/sections/Notes.tsx renders the mark).
 */
export const cite = (figure: { id: string; value: string }): string => `${figure.value}[^${figure.id}]`;

/** The heading block of a section: small label, h2 and an optional sentence under it. */
export const SectionHeading = v.object({
  /** Small label above the heading. */
  eyebrow: v.optional(Text),
  /** Section heading (h2). */
  title: Text,
  /** One or two sentences under the heading. */
  intro: v.optional(Text),
});
export type SectionHeading = v.InferOutput<typeof SectionHeading>;

/** A page's opening: its h1, a lead paragraph, up to two calls to action and optional promises. */
export const HeroSection = v.object({
  /** Small label or badge above the h1. */
  eyebrow: v.optional(Text),
  /** The page's h1. */
  title: Text,
  /** The paragraph under the h1. */
  lead: Text,
  /** Calls to action, the first one primary. */
  actions: v.optional(v.pipe(v.array(Link), v.maxLength(2, 'a hero has at most 2 calls to action')), []),
  /** Short promises listed with tick marks under the actions. */
  promises: v.optional(v.array(Text), []),
  /** A small note at the end (scarcity, small print). */
  note: v.optional(Text),
});
export type HeroSection = v.InferOutput<typeof HeroSection>;

/** The closing call to action of a page. */
export const CtaSection = v.object({
  /** Heading (h2). */
  title: Text,
  /** One or two sentences. */
  text: Text,
  /** The main call to action. */
  primary: Link,
  /** A second, quieter call to action. */
  secondary: v.optional(Link),
  /** Small print under the buttons. */
  note: v.optional(Text),
});
export type CtaSection = v.InferOutput<typeof CtaSection>;

/** A closing call to action whose main link the product fixes (`CtaTo('/contact', 'about')`). */
export const CtaTo = <const H extends string>(href: H, section: string) =>
  v.object({ ...CtaSection.entries, primary: LinkTo(href, 'the closing call to action', section) });

/** One card of a grid: optional icon and badge, a title (h3), a sentence, optional ticked points and a link. */
export const Card = v.object({
  /** Decorative icon beside the title. */
  icon: v.optional(IconName),
  /** Small label above the title ("Most Popular", "Beginner"). */
  badge: v.optional(Text),
  /** Card heading (h3). */
  title: Text,
  /** One to three sentences. */
  text: Text,
  /** Ticked points under the text. */
  points: v.optional(v.array(Text), []),
  /** Where the card leads. */
  link: v.optional(Link),
});
export type Card = v.InferOutput<typeof Card>;

/**
 * The words of a card typed by its own schema rather than `Card`: a heading and a sentence or two under it.
 * Spread into that schema, `v.object({ ...CardText, tools })`, whose JSDoc says what the sentences are about.
 */
export const CardText = {
  /** Card heading (h3). */
  title: Text,
  /** One or two sentences under the heading. */
  description: Text,
};

/**
 * A section of things the site does not publish but sends on request (recordings, training sessions): where
 * every card's request link goes, the contact page, and the sentence saying how what you asked for reaches you.
 */
export const OnRequest = {
  /** Where every card's request link goes: the contact page, where you ask for it. */
  requestHref: InternalHref,
  /** One sentence under the cards saying how it reaches you. */
  requestNote: Text,
};

/**
 * The link on each card of an `OnRequest` section whose visible label the spec fixes ("Watch", "Start
 * Training") though nothing plays or starts here: it asks for the card's item on the contact page. Its
 * accessible name (lib/forms.ts `requestName`) begins with the label, then names the card and what happens.
 */
export const RequestAction = v.object({
  /** The visible label, as the spec gives it. */
  label: Text,
  /** What following the link leads to, after the card's title in its accessible name: "recording sent on request". */
  outcome: Text,
});
export type RequestAction = v.InferOutput<typeof RequestAction>;

/** A section of cards in a grid of 2, 3 or 4 columns (fewer on narrow screens). */
export const CardGridSection = v.object({
  heading: SectionHeading,
  cards: v.pipe(v.array(Card), v.minLength(1)),
  /** Columns on wide screens. */
  columns: v.optional(v.picklist([2, 3, 4]), 3),
});
export type CardGridSection = v.InferOutput<typeof CardGridSection>;

/** A client's words, with who said them and what changed. */
export const TestimonialSchema = v.object({
  quote: Text,
  author: Text,
  /** Role of the author at the client. */
  role: Text,
  company: Text,
  industry: v.optional(Text),
  /** Headline results, e.g. "15 hours saved a week". */
  metrics: v.optional(v.array(Text), []),
  /** Return on investment as shown, with its basis: "450% first-year ROI on the total cost". */
  roi: v.optional(Text),
});
export type Testimonial = v.InferOutput<typeof TestimonialSchema>;

/** A headline figure: icon, value, label and a line of context. */
const StatSchema = v.object({
  icon: IconName,
  value: Text,
  label: Text,
  subtitle: Text,
});

/** A measured result: the figure, what it measures, and a line of detail. */
export const ResultTileSchema = v.object({
  /** The figure as shown: "92%", "£2,400". */
  value: Text,
  /** What it measures: "less processing time". */
  metric: Text,
  /** Context: "from 6 hours to 30 minutes a day". */
  detail: Text,
  icon: v.optional(IconName),
});
export type ResultTile = v.InferOutput<typeof ResultTileSchema>;

/** What every step or phase of a process says: its name, when, and what happens. */
export const PhaseText = {
  /** Phase name (h3). */
  title: Text,
  /** When or how long: "Weeks 1–2". */
  duration: Text,
  /** One or two sentences. */
  description: Text,
};

/** One step or phase of a process: title, when, what happens, and its points. */
export const PhaseSchema = v.object({
  ...PhaseText,
  /** What the phase includes or delivers. */
  points: v.optional(v.array(Text), []),
});
export type Phase = v.InferOutput<typeof PhaseSchema>;

/** A dated event on a timeline. */
export const MilestoneSchema = v.object({
  /** Year or date label: "2021". */
  year: Text,
  event: Text,
});

/** Dated events on a timeline, oldest first, under a heading. */
export const MilestonesSection = v.object({
  heading: SectionHeading,
  items: v.pipe(v.array(MilestoneSchema), v.minLength(2)),
});
export type MilestonesSection = v.InferOutput<typeof MilestonesSection>;

/** Running text under a heading, such as a company's story. */
export const ProseSection = v.object({
  heading: SectionHeading,
  /** The paragraphs, in order. */
  paragraphs: v.pipe(v.array(Text), v.minLength(1)),
});
export type ProseSection = v.InferOutput<typeof ProseSection>;

/** A person's profile card: an initials avatar (no photo), name, role, biography and credentials. */
export const ProfileSchema = v.object({
  /** Full name (h3). */
  name: Text,
  /** Role at the firm. */
  role: Text,
  /** Initials shown in the avatar circle. */
  initials: v.pipe(v.string(), v.regex(/^[A-Z]{2,3}$/, 'must be 2–3 capital letters')),
  /** Biography, one paragraph per entry. */
  bio: v.pipe(v.array(Text), v.minLength(1)),
  /** Qualifications and experience, shown as a list. */
  credentials: v.optional(v.array(Text), []),
  /** A line in the person's own words. */
  quote: v.optional(Text),
});
export type Profile = v.InferOutput<typeof ProfileSchema>;

/** A question and its answer (FAQ accordions). */
export const QuestionAnswerSchema = v.object({
  question: Text,
  answer: Text,
});

/** Two columns side by side: the cost of a problem against the result of a solution. */
export const ComparisonSection = v.object({
  heading: SectionHeading,
  problem: v.object({ title: Text, items: v.array(v.object({ value: Text, text: Text })) }),
  solution: v.object({ title: Text, items: v.array(v.object({ value: Text, text: Text })) }),
});
export type ComparisonSection = v.InferOutput<typeof ComparisonSection>;

/** A numbered sequence of steps or phases, with an optional call to action under it. */
export const StepsSection = v.object({
  heading: SectionHeading,
  steps: v.pipe(v.array(PhaseSchema), v.minLength(2)),
  /** A line under the steps, such as how the first one starts. */
  note: v.optional(Text),
  cta: v.optional(Link),
});
export type StepsSection = v.InferOutput<typeof StepsSection>;

/** Testimonials with their measured results, then headline stats. */
export const ProofSection = v.object({
  heading: SectionHeading,
  testimonials: v.array(TestimonialSchema),
  stats: v.optional(v.array(StatSchema), []),
});
export type ProofSection = v.InferOutput<typeof ProofSection>;

/** Questions and answers in a single-open, collapsible accordion. */
export const FaqSection = v.object({
  heading: SectionHeading,
  items: v.pipe(v.array(QuestionAnswerSchema), v.minLength(1)),
});
export type FaqSection = v.InferOutput<typeof FaqSection>;

/** A tool the firm works with: its name and whether the logo strip shows a brand mark for it. */
export const ToolSchema = v.object({
  name: Text,
  /** The mark's slug in the simple-icons package (CC0); absent when it has none: a wordmark is drawn. */
  simpleIcon: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9]+$/, 'must be a simple-icons slug'))),
});
export type Tool = v.InferOutput<typeof ToolSchema>;
