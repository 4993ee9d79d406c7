/**
 * `cli validate` and the build's first step (docs/decisions/0004-content-is-typed-data-checked-twice.md): every content
 * module and every MDX file against its schema (which holds the counts and fixed links the product states), then the
 * cross-checks no single module can make: internal links and fragments, how many files each MDX collection holds,
 * prices against structured data, claims and figures as written, leftover placeholders, ratings and dates. It runs
 * only in the CLI and the build; the cross-file checks read content through typed imports (content.ts).
 *
 * Content modules parse their data when imported and throw a ContentError on the first schema that fails;
 * each module is imported on its own here, so every broken module is reported (a module that fails because
 * one it imports failed is noted, not reported twice). MDX files are read one by one for the same reason.
 * The checks that need the route registry or the SEO builders load them only after that, and are skipped
 * with a note if they cannot load (the problems above say why).
 *
 * Each phase is its own function returning its problems, what it checked and its notes; `validate()` runs them
 * in order. The built site is not read here: `audit links` checks every link and `#fragment` of the built
 * pages, and `audit seo` their JSON-LD, offers included (the build runs validate before it renders anything).
 */
import { existsSync, globSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as v from 'valibot';
import { collections } from '../../content/collections.ts';
import { FEED_PATH } from '../../lib/feed.ts';
import { type FrontmatterField, readMdx } from '../../lib/mdx/read.ts';
import { checkPayloadKeys } from './payloads.ts';
import type { Route } from '../../lib/routes.ts';
import { anchorSources } from './anchors.ts';
import { type ClaimFigures, checkClaims, checkLevelResponses, checkPackagePromises, claimFigures } from './claims.ts';
import { checkColonCapitals, checkMdxColonCapitals, mdxImports, recordSentences } from './colons.ts';
import { type Content, typedContent } from './content.ts';
import { type CountedFiles, checkFileCounts, mdxCounts } from './counts.ts';
import { checkDates } from './dates.ts';
import {
  type MeasuredClaims,
  type WrittenText,
  checkFigures,
  checkMdxBases,
  checkModuleBases,
  checkPopularity,
  frontmatterTexts,
  checkWeekRanges,
  mdxTexts,
  moduleTexts,
} from './figures.ts';
import { type FoundLink, type LinkTargets, checkLinks, isInternalHref } from './links.ts';
import { checkPlaceholders } from './placeholders.ts';
import { checkOffers, checkPriceClaims, checkVatStated } from './prices.ts';
import { type Problem, issuePath, problem } from './problem.ts';
import { checkRatingText, checkRatingValues } from './ratings.ts';
import { checkSpelling } from './spelling.ts';
import { checkTypography, proseLines } from './typography.ts';
import { collectStrings } from './walk.ts';

export { formatProblem, type Problem, type Rule } from './problem.ts';

export interface ValidateOptions {
  /** Content modules to import; every `content/**\/*.ts` except tests by default. */
  moduleFiles?: readonly string[];
  /** MDX files to read; every `content/**\/*.mdx` by default. */
  mdxFiles?: readonly string[];
  /** Today, for "not in the future". */
  now?: Date;
  /** The MDX collections (content/collections.ts); tests give their own fixture folders. */
  collections?: Collections;
  /** The route registry (lib/routes.ts by default); tests give one with a pending route. */
  routes?: readonly Route[];
}

/**
 * Which folder holds which MDX collection, its route and its frontmatter schema, and (when it fixes one) the schema
 * of its files as a whole: how many there are (content/collections.ts).
 */
export type Collections = Readonly<
  Record<string, { dir: string; route: (slug: string) => string; schema: v.GenericSchema; files?: v.GenericSchema }>
>;

export interface Checked {
  modules: number;
  mdxFiles: number;
  /** Strings of content data and lines of MDX scanned for placeholders, dates, ratings and prices. */
  texts: number;
  links: number;
  fragments: number;
  /** Collections whose number of files was checked (cli/validate/counts.ts). */
  counts: number;
  offers: number;
  priceClaims: number;
  /** Recurring claims found worded in copy and compared with content/claims.ts. */
  claims: number;
  /** Strings and MDX lines of copy checked for American spelling and straight quotes. */
  copy: number;
  ratings: number;
  dates: number;
  /** Payloads written in the guides' code, each key compared with its form's field table. */
  payloads: number;
  /** Figures read in the copy as written (content modules' source, MDX prose): the week ranges. */
  figures: number;
}

export interface ValidationReport {
  /** No problems (warnings do not count). */
  ok: boolean;
  problems: Problem[];
  /** Links to pending routes: not broken by content, but they would 404 until the page is built. */
  warnings: Problem[];
  /** The pending routes linked to, with how many links each (the warnings, grouped). */
  pendingRoutes: { route: string; links: number }[];
  /** What was not checked, and why. */
  notes: string[];
  checked: Checked;
  durationMs: number;
}

const posix = (file: string): string => file.split(path.sep).join('/');

export const contentModuleFiles = (): string[] =>
  globSync('content/**/*.ts')
    .map(posix)
    .filter((file) => !file.endsWith('.test.ts'))
    .sort();

export const contentMdxFiles = (): string[] => globSync('content/**/*.mdx').map(posix).sort();

type Exports = Record<string, unknown>;

interface ContentErrorLike {
  module: string;
  issues: readonly v.BaseIssue<unknown>[];
}

const isContentError = (error: unknown): error is Error & ContentErrorLike =>
  error instanceof Error && error.name === 'ContentError' && 'issues' in error && 'module' in error;

const firstLine = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';

/** Import each module on its own; a schema failure becomes one problem per issue, with file and field path. */
export async function loadModules(files: readonly string[]): Promise<{
  modules: Map<string, Exports>;
  problems: Problem[];
  notes: string[];
}> {
  const modules = new Map<string, Exports>();
  const problems: Problem[] = [];
  const notes: string[] = [];
  const reported = new Set<string>();
  for (const file of files) {
    try {
      const namespace: Exports = await import(pathToFileURL(path.resolve(file)).href);
      modules.set(file, { ...namespace });
    } catch (error) {
      if (isContentError(error)) {
        if (error.module !== file) notes.push(`${file} did not load because ${error.module} failed its schema`);
        if (reported.has(error.module)) continue;
        reported.add(error.module);
        for (const issue of error.issues) {
          problems.push(problem(error.module, issuePath(issue.path), 'schema', issue.message));
        }
      } else {
        problems.push(problem(file, '(module)', 'import', firstLine(error)));
      }
    }
  }
  return { modules, problems, notes };
}

interface MdxFile {
  file: string;
  source: string;
  /** Its route, when it belongs to a collection. */
  route?: string;
  /** The collection's schema output when valid, else the frontmatter as written. */
  frontmatter: unknown;
  collection?: string;
  headings: string[];
  links: { href: string; line: number }[];
  /** The lines each top-level frontmatter field spans. */
  frontmatterFields: FrontmatterField[];
}

/** Read and check every MDX file: parse errors and frontmatter problems, each file on its own. */
export function readMdxFiles(
  files: readonly string[],
  known: Collections = collections,
): { mdx: MdxFile[]; problems: Problem[] } {
  const mdx: MdxFile[] = [];
  const problems: Problem[] = [];
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    let read: ReturnType<typeof readMdx>;
    try {
      read = readMdx(source);
    } catch (error) {
      const line = error instanceof Error && 'line' in error && typeof error.line === 'number' ? error.line : undefined;
      problems.push(problem(file, line ? `line ${line}` : '(file)', 'mdx', firstLine(error)));
      continue;
    }
    const entry = Object.entries(known).find(([, c]) => c.dir === posix(path.dirname(file)));
    let frontmatter = read.frontmatter;
    let route: string | undefined;
    if (entry) {
      const [name, collection] = entry;
      const result = v.safeParse(collection.schema, read.frontmatter);
      if (result.success) frontmatter = result.output;
      else {
        for (const issue of result.issues) {
          problems.push(problem(file, issuePath(issue.path, 'frontmatter'), 'schema', issue.message));
        }
      }
      route = collection.route(path.basename(file, '.mdx'));
      mdx.push({
        file,
        source,
        route,
        frontmatter,
        collection: name,
        headings: read.headings.map((h) => h.id),
        links: read.links,
        frontmatterFields: read.frontmatterFields,
      });
    } else {
      mdx.push({
        file,
        source,
        frontmatter,
        headings: read.headings.map((h) => h.id),
        links: read.links,
        frontmatterFields: read.frontmatterFields,
      });
    }
  }
  return { mdx, problems };
}

/** The label of a line of an MDX file: `frontmatter.<key>` inside a frontmatter field, else `line N`. */
function lineLabel(doc: Pick<MdxFile, 'frontmatterFields'>, line: number): string {
  const field = doc.frontmatterFields.find(({ lines: [first, last] }) => line >= first && line <= last);
  return field ? `frontmatter.${field.key}` : `line ${line}`;
}

/**
 * Field paths of content data that hold code, markup, data values or identifiers rather than copy: skipped by
 * the spelling and typography rules (`code` blocks, CSS, structured-data keys, icon and id fields).
 */
const NOT_COPY: readonly RegExp[] = [
  /\.(?:code|snippet|css|html|href|src|icon|id|slug|value|keywords?\[\d+\])$/i,
  /\.code\./,
];

/**
 * Strings that look like site paths but are not links: the registry's own paths, and form endpoints. Read by
 * where they are (the objects holding them), so the same path written as a link elsewhere is still checked.
 */
const notLinks = (content: Content): object[] => [
  ...(content.routes?.routeMeta ?? []),
  ...(content.site ? [content.site.site.endpoints] : []),
];

/**
 * Lists that collect one file per entry (content/entries.ts): each entry's text is checked in its own file,
 * where a problem names the file to open, so the collected list is not read a second time.
 */
const collected = (content: Content): object[] =>
  [content.services?.services, content.caseStudies?.caseStudies].filter((list) => list !== undefined);

/** Every file under `root` as a site path (`/downloads/x.html`). */
function servedFiles(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${posix(path.relative(root, path.join(entry.parentPath, entry.name)))}`);
}

/** What one phase found: its problems, the counters it adds to, and what it could not check. */
export interface PhaseResult {
  problems: Problem[];
  checked: Partial<Checked>;
  notes: string[];
}

/**
 * The content as loaded: each module's exports (walked by the checks that read every string), the modules the
 * cross-file checks read, typed, and each MDX file, with the collections they belong to.
 */
export interface LoadedContent {
  modules: Map<string, Exports>;
  typed: Content;
  mdx: MdxFile[];
  collections: Collections;
}

/** Phase 1, schemas: every content module imported on its own, every MDX file read and its frontmatter checked. */
export async function checkSchemas(
  moduleFiles: readonly string[],
  mdxFiles: readonly string[],
  known: Collections,
): Promise<PhaseResult & { content: LoadedContent }> {
  const loaded = await loadModules(moduleFiles);
  const { mdx, problems } = readMdxFiles(mdxFiles, known);
  return {
    problems: [...loaded.problems, ...problems],
    checked: { modules: moduleFiles.length, mdxFiles: mdxFiles.length },
    notes: loaded.notes,
    content: {
      modules: loaded.modules,
      typed: await typedContent(new Set(loaded.modules.keys())),
      mdx,
      collections: known,
    },
  };
}

/**
 * The figures the claim rule compares with: content/claims.ts, its timeline, the support levels and priorities,
 * and each service's support period; a module that did not load only leaves its figures out.
 */
function claimFiguresOf(content: Content): ClaimFigures | undefined {
  if (!content.claims) return undefined;
  return claimFigures({
    claims: content.claims.claims,
    timeline: content.claims.timeline,
    supportLevels: content.supportLevels?.supportLevels,
    priorities: content.forms?.forms.priorities,
    services: content.services?.services,
  });
}

/**
 * Phase 2, text: placeholders, dates, ratings, recurring claims and package prices, in every string of
 * content data and every line of MDX; and rating values in content data.
 */
export function checkText({ modules, typed, mdx }: LoadedContent, now: Date): PhaseResult {
  const problems: Problem[] = [];
  const notes: string[] = [];
  const checked = { texts: 0, copy: 0, dates: 0, ratings: 0, claims: 0, priceClaims: 0, payloads: 0, figures: 0 };
  const packages = typed.packages?.packages;
  if (!packages) notes.push('prices in copy not checked: content/packages.ts did not load');
  const claims = claimFiguresOf(typed);
  if (!claims) notes.push('claims in copy not checked: content/claims.ts did not load');
  const levels = typed.supportLevels?.supportLevels;
  const priorities = typed.forms?.forms.priorities;
  if (levels && priorities) {
    const responses = checkLevelResponses('content/supportLevels.ts', levels, priorities);
    checked.claims += responses.found;
    problems.push(...responses.problems);
  } else {
    // Said, never skipped in silence: a rename of either list would otherwise turn this check off unseen.
    notes.push('response targets not checked: the support levels or forms.priorities did not load');
  }

  const scanText = (file: string, at: string, text: string): void => {
    checked.texts += 1;
    problems.push(...checkPlaceholders(file, at, text));
    const dates = checkDates(file, at, text, now);
    checked.dates += dates.found;
    problems.push(...dates.problems);
    const ratings = checkRatingText(file, at, text);
    checked.ratings += ratings.found;
    problems.push(...ratings.problems);
    if (claims) {
      const found = checkClaims(file, at, text, claims);
      checked.claims += found.found;
      problems.push(...found.problems);
    }
    if (packages) {
      const prices = checkPriceClaims(file, at, text, packages);
      checked.priceClaims += prices.claims;
      problems.push(...prices.problems);
      const promised = checkPackagePromises(file, at, text, packages);
      checked.claims += promised.found;
      problems.push(...promised.problems);
    }
  };
  const sentences = recordSentences({
    claims: typed.claims?.claims,
    timeline: typed.claims?.timeline,
    promises: typed.claims?.promises,
    guarantees: typed.packages?.guarantees,
    supportModel: typed.supportLevels?.supportModel,
  });
  const names = properNames(typed);
  /** Spelling and typography: copy only (content data and MDX prose, not code, ids or URLs). */
  const scanCopy = (file: string, at: string, text: string): void => {
    if (NOT_COPY.some((rule) => rule.test(at))) return;
    checked.copy += 1;
    problems.push(
      ...checkSpelling(file, at, text),
      ...checkTypography(file, at, text),
      ...checkColonCapitals(file, at, text, sentences, names),
    );
  };
  const seen = new WeakSet<object>();
  for (const [file, exports] of modules) {
    for (const [name, value] of contentExports(exports, typed)) {
      for (const { path: at, value: text } of collectStrings(value, name, seen)) {
        scanText(file, at, text);
        scanCopy(file, at, text);
      }
      const ratings = checkRatingValues(file, name, value);
      checked.ratings += ratings.found;
      problems.push(...ratings.problems);
    }
  }
  for (const doc of mdx) {
    const payloads = checkPayloadKeys(doc.file, doc.source);
    checked.payloads += payloads.found;
    problems.push(...payloads.problems);
    const prose = proseLines(doc.source);
    const imports = mdxImports(doc.file, doc.source);
    doc.source.split('\n').forEach((line, index) => {
      if (line.trim() === '') return;
      const at = lineLabel(doc, index + 1);
      scanText(doc.file, at, line);
      if (!prose[index]) return;
      scanCopy(doc.file, at, line);
      problems.push(...checkMdxColonCapitals(doc.file, at, line, imports, modules, sentences, names));
    });
    for (const { path: at, value: text } of collectStrings(doc.frontmatter, 'frontmatter')) {
      scanCopy(doc.file, at, text);
    }
  }
  const written = writtenCopy({ modules, mdx });
  problems.push(...written.problems);
  const weeks = checkWeekRanges(written.texts);
  checked.figures += weeks.found;
  problems.push(...weeks.problems);
  const popular = checkPopularity(written.texts);
  checked.figures += popular.found;
  problems.push(...popular.problems);
  const figures = checkFigures(written.texts);
  checked.figures += figures.found;
  problems.push(...figures.problems);
  const measured = measuredClaims(typed);
  if (measured) {
    for (const file of modules.keys()) {
      if (!isCopyModule(file)) continue;
      const bases = checkModuleBases(file, readFileSync(file, 'utf8'), measured);
      checked.figures += bases.found;
      problems.push(...bases.problems);
    }
    for (const doc of mdx) {
      const bases = checkMdxBases(doc.file, doc.source, proseLines(doc.source), measured, (line) =>
        lineLabel(doc, line),
      );
      checked.figures += bases.found;
      problems.push(...bases.problems);
    }
  } else notes.push('bases of measured claims not checked: content/claims.ts did not load');
  return { problems, checked, notes };
}

/** The measured claims of content/claims.ts, name → figure; undefined when it did not load. */
function measuredClaims(content: Content): MeasuredClaims | undefined {
  if (!content.claims) return undefined;
  return new Map(
    Object.entries(content.claims.claims)
      .filter(([, claim]) => claim.kind === 'measured')
      .map(([name, claim]) => [name, claim.value]),
  );
}

/** Content modules whose source is copy: not schemas (their messages are for us), tests, or the marks' own module. */
const isCopyModule = (file: string): boolean =>
  !/(?:^|\/)schema\.ts$|\.schema\.ts$|\.test\.ts$/.test(file) && file !== 'content/facts.ts';

/** The copy as written: each content module's source and each MDX file's prose, with their marks. */
function writtenCopy({ modules, mdx }: Pick<LoadedContent, 'modules' | 'mdx'>): {
  texts: WrittenText[];
  problems: Problem[];
} {
  const texts: WrittenText[] = [];
  const problems: Problem[] = [];
  for (const file of modules.keys()) {
    if (!isCopyModule(file)) continue;
    const read = moduleTexts(file, readFileSync(file, 'utf8'));
    texts.push(...read.texts);
    problems.push(...read.problems);
  }
  for (const doc of mdx) {
    const read = mdxTexts(doc.file, doc.source, proseLines(doc.source), (line) => lineLabel(doc, line));
    const frontmatter = frontmatterTexts(doc.file, doc.source);
    texts.push(...read.texts, ...frontmatter.texts);
    problems.push(...read.problems, ...frontmatter.problems);
  }
  return { texts, problems };
}

/** Words that keep their capital after a colon: the packages' and support levels' names, and the brand. */
function properNames(content: Content): Set<string> {
  const names = [
    ...(content.packages?.packages.map((pkg) => pkg.name) ?? []),
    ...(content.supportLevels?.supportLevels.map((level) => level.name) ?? []),
    ...(content.site ? [content.site.site.brand] : []),
  ];
  return new Set(names.map((name) => name.split(' ')[0] ?? ''));
}

/** A module's exports that hold its own text: a list collected from other files (`collected`) is left out. */
const contentExports = (exports: Exports, content: Content): [string, unknown][] =>
  Object.entries(exports).filter(([, value]) => !collected(content).some((list) => list === value));

/**
 * Phase 3, counts across files: how many files each MDX collection holds, how many case studies and services there
 * are, and the footer's links to the services. Counts within a module, and the links the product fixes, are its schema's, checked in phase 1.
 */
export function checkCounts({ typed, mdx, collections: known }: LoadedContent): PhaseResult {
  const files = mdx.map((doc) => ({ dir: posix(path.dirname(doc.file)), frontmatter: doc.frontmatter }));
  const entries: CountedFiles[] = [];
  if (typed.caseStudies && typed.caseStudiesSchema) {
    const { CaseStudiesSchema: schema } = typed.caseStudiesSchema;
    entries.push({ file: 'content/case-studies/*.ts', path: '(files)', schema, items: typed.caseStudies.caseStudies });
  }
  if (typed.services && typed.servicesSchema) {
    const { ServicesSchema: schema } = typed.servicesSchema;
    entries.push({ file: 'content/services/*.ts', path: '(files)', schema, items: typed.services.services });
  }
  if (typed.navigation && typed.navigationSchema) {
    const { FooterServicesSchema: schema } = typed.navigationSchema;
    const paths = typed.navigation.navigation.footerGroups[0]?.paths ?? [];
    entries.push({ file: 'content/navigation.ts', path: 'footerGroups[0].paths', schema, items: paths });
  }
  const counts = checkFileCounts([...mdxCounts(known, files), ...entries]);
  return { problems: counts.problems, checked: { counts: counts.checked }, notes: [] };
}

/**
 * Every internal link in content: strings of content data that are site paths, site paths in MDX frontmatter,
 * and links written in MDX (a fragment-only one with the page it is on).
 */
export function collectLinks({ modules, typed, mdx }: LoadedContent): FoundLink[] {
  const links: FoundLink[] = [];
  // Objects already seen are not walked again: the ones that hold paths which are not links start there.
  const seen = new WeakSet<object>(notLinks(typed));
  for (const [file, exports] of modules) {
    for (const [name, value] of contentExports(exports, typed)) {
      for (const { path: at, value: text } of collectStrings(value, name, seen)) {
        if (isInternalHref(text)) links.push({ file, path: at, href: text });
      }
    }
  }
  for (const doc of mdx) {
    for (const { path: at, value: text } of collectStrings(doc.frontmatter, 'frontmatter')) {
      if (isInternalHref(text)) links.push({ file: doc.file, path: at, href: text });
    }
    for (const link of doc.links) {
      if (isInternalHref(link.href) || link.href.startsWith('#')) {
        links.push({
          file: doc.file,
          path: `line ${link.line}`,
          href: link.href,
          ...(doc.route ? { page: doc.route } : {}),
        });
      }
    }
  }
  return links;
}

/** Element ids each route is known to render without building it: MDX heading ids and `anchorSources`. */
function knownAnchors({ typed, mdx }: LoadedContent): LinkTargets['anchors'] {
  const anchors = new Map<string, { ids: Set<string>; from: string[] }>();
  const addIds = (route: string, ids: string[], from: string): void => {
    const entry = anchors.get(route) ?? { ids: new Set(), from: [] };
    for (const id of ids) entry.ids.add(id);
    entry.from.push(from);
    anchors.set(route, entry);
  };
  for (const doc of mdx) if (doc.route) addIds(doc.route, doc.headings, `the headings of ${doc.file}`);
  for (const source of anchorSources(typed)) {
    if (source.ids) addIds(source.route, [...source.ids], `ids of ${source.file}`);
  }
  return anchors;
}

/**
 * Phase 4, links and fragments against the route registry (lib/routes.ts unless given) and the files the site
 * serves; a link to a pending route is a warning. Skipped with a note when the registry does not load.
 */
export async function checkContentLinks(
  content: LoadedContent,
  routes?: readonly Route[],
): Promise<PhaseResult & { warnings: Problem[]; pendingRoutes: ValidationReport['pendingRoutes']; ran: boolean }> {
  let registry = routes;
  try {
    registry ??= (await import('../../lib/routes.ts')).routes;
  } catch (error) {
    const note = `links not checked: the route registry (lib/routes.ts) did not load: ${firstLine(error)}`;
    return { problems: [], checked: {}, notes: [note], warnings: [], pendingRoutes: [], ran: false };
  }
  const anchors = knownAnchors(content);
  const hubDownloads = (content.typed.docsHub?.docsHub.groups ?? [])
    .flatMap((group) => group.resources)
    .flatMap((resource) => (resource.downloadable ? [resource.downloadUrl] : []));
  const result = checkLinks(collectLinks(content), {
    routes: new Map(registry.map((route) => [route.path, route.status])),
    files: new Set([...servedFiles('public'), ...hubDownloads, FEED_PATH]),
    anchors,
  });
  return {
    problems: result.problems,
    checked: { links: result.links, fragments: result.fragments },
    notes: result.unchecked.map(
      (link) => `fragment not checked (no ids known for its page): ${link.file} › ${link.path}: ${link.href}`,
    ),
    warnings: result.warnings,
    pendingRoutes: [...result.pending].sort().map(([route, links]) => ({ route, links })),
    ran: true,
  };
}

/** Phase 5, the structured data the pages are built with (lib/seo.ts): its offers against the packages, its ratings. */
export async function checkStructuredData({ typed }: LoadedContent): Promise<PhaseResult> {
  const packages = typed.packages?.packages;
  if (!packages) return { problems: [], checked: {}, notes: [] };
  try {
    const { organizationJsonLd, serviceJsonLd } = await import('../../lib/seo.ts');
    const { getRoute } = await import('../../lib/routes.ts');
    const graph = organizationJsonLd();
    const offers = checkOffers('lib/seo.ts', packages, graph);
    const ratings = checkRatingValues('lib/seo.ts', 'organizationJsonLd()', graph);
    const services = typed.services?.services ?? [];
    const vat = checkVatStated('lib/seo.ts', [
      graph,
      ...services.map((service) => serviceJsonLd(getRoute(service.path))),
    ]);
    return {
      problems: [...offers.problems, ...ratings.problems, ...vat.problems],
      checked: { offers: offers.offers, ratings: ratings.found },
      notes: [],
    };
  } catch (error) {
    return {
      problems: [],
      checked: {},
      notes: [`structured-data offers not checked: lib/seo.ts did not load: ${firstLine(error)}`],
    };
  }
}

/** Phase 6: a run that read nothing must not read as a pass: say what was missing. */
export function checkNotEmpty(checked: Checked, linksRan: boolean): Problem[] {
  return [
    ...(checked.modules === 0
      ? [problem('content', '(files)', 'import', 'no content modules found: run from the project root')]
      : []),
    ...(checked.mdxFiles === 0
      ? [problem('content', '(files)', 'mdx', 'no MDX files found: run from the project root')]
      : []),
    ...(linksRan && checked.links === 0
      ? [problem('content', '(files)', 'link', 'no internal links found to check')]
      : []),
  ];
}

const noneChecked = (): Checked => ({
  modules: 0,
  mdxFiles: 0,
  texts: 0,
  links: 0,
  fragments: 0,
  counts: 0,
  offers: 0,
  priceClaims: 0,
  claims: 0,
  copy: 0,
  ratings: 0,
  dates: 0,
  payloads: 0,
  figures: 0,
});

export async function validate(options: ValidateOptions = {}): Promise<ValidationReport> {
  const started = performance.now();
  const problems: Problem[] = [];
  const notes: string[] = [];
  const checked = noneChecked();
  const add = (phase: PhaseResult): void => {
    problems.push(...phase.problems);
    notes.push(...phase.notes);
    for (const [key, count] of Object.entries(phase.checked) as [keyof Checked, number][]) checked[key] += count;
  };

  const schemas = await checkSchemas(
    options.moduleFiles ?? contentModuleFiles(),
    options.mdxFiles ?? contentMdxFiles(),
    options.collections ?? collections,
  );
  add(schemas);
  const { content } = schemas;
  add(checkText(content, options.now ?? new Date()));
  add(checkCounts(content));
  const links = await checkContentLinks(content, options.routes);
  add(links);
  add(await checkStructuredData(content));
  problems.push(...checkNotEmpty(checked, links.ran));

  return {
    ok: problems.length === 0,
    problems,
    warnings: links.warnings,
    pendingRoutes: links.pendingRoutes,
    notes,
    checked,
    durationMs: Math.round(performance.now() - started),
  };
}
