/**
 * `cli validate` and the build's first step (DESIGN decision 3): every content module and every MDX file
 * against its schema, then the cross-checks: internal links and fragments, the spec's counts, prices against
 * structured data, leftover placeholders, ratings and dates. Framework-free, so the CLI, the build and tests
 * share it.
 *
 * Content modules parse their data when imported and throw a ContentError on the first schema that fails;
 * each module is imported on its own here, so every broken module is reported (a module that fails because
 * one it imports failed is noted, not reported twice). MDX files are read one by one for the same reason.
 * The checks that need the route registry or the SEO builders load them only after that, and are skipped
 * with a note if they cannot load (the problems above say why).
 */
import { existsSync, globSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as v from 'valibot';
import { collections } from '../../content/collections.ts';
import { FEED_PATH } from '../feed.ts';
import { readMdx } from '../mdx/read.ts';
import type { Route } from '../routes.ts';
import { ANCHOR_SOURCES } from './anchors.ts';
import { type ClaimFigures, checkClaims } from './claims.ts';
import { checkCounts, type CountSources } from './counts.ts';
import { checkDates } from './dates.ts';
import { type FoundLink, type LinkTargets, checkLinks, isInternalHref } from './links.ts';
import { checkPlaceholders } from './placeholders.ts';
import { type PackagePrice, type ServicePrice, checkOffers, checkPriceClaims, checkServiceOffers } from './prices.ts';
import { type Problem, issuePath, problem } from './problem.ts';
import { checkRatingText, checkRatingValues } from './ratings.ts';
import { collectStrings, select } from './walk.ts';

export { formatProblem, type Problem, type Rule } from './problem.ts';

export interface ValidateOptions {
  /** Content modules to import; every `content/**\/*.ts` except tests by default. */
  moduleFiles?: readonly string[];
  /** MDX files to read; every `content/**\/*.mdx` by default. */
  mdxFiles?: readonly string[];
  /** A build (`dist/client`) whose pages add element ids and JSON-LD to check; `null` to read none. */
  htmlRoot?: string | null;
  /** Today, for "not in the future". */
  now?: Date;
  /** The MDX collections (content/collections.ts); tests give their own fixture folders. */
  collections?: Collections;
  /** The route registry (lib/routes.ts by default); tests give one with a pending route. */
  routes?: readonly Route[];
}

/** Which folder holds which MDX collection, its route and its frontmatter schema. */
export type Collections = Readonly<
  Record<string, { dir: string; route: (slug: string) => string; schema: v.GenericSchema }>
>;

export interface Checked {
  modules: number;
  mdxFiles: number;
  /** Strings of content data and lines of MDX scanned for placeholders, dates, ratings and prices. */
  texts: number;
  links: number;
  fragments: number;
  counts: number;
  offers: number;
  priceClaims: number;
  /** Recurring claims found worded in copy and compared with content/claims.ts. */
  claims: number;
  ratings: number;
  dates: number;
  /** Built pages read for ids and JSON-LD. */
  builtPages: number;
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
      modules.set(file, { ...((await import(pathToFileURL(path.resolve(file)).href)) as Exports) });
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
      const line = (error as { line?: number }).line;
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
      });
    } else {
      mdx.push({ file, source, frontmatter, headings: read.headings.map((h) => h.id), links: read.links });
    }
  }
  return { mdx, problems };
}

/** The label of each line of an MDX source: `frontmatter.<key>` inside the frontmatter, else `line N`. */
function lineLabels(source: string): string[] {
  const lines = source.split('\n');
  const labels: string[] = [];
  const inFrontmatter = lines[0]?.trim() === '---';
  let closed = !inFrontmatter;
  let key = '';
  lines.forEach((line, index) => {
    if (!closed && index > 0 && line.trim() === '---') closed = true;
    else if (!closed && index > 0) key = /^([A-Za-z_][\w-]*):/.exec(line)?.[1] ?? key;
    labels.push(!closed && index > 0 && key ? `frontmatter.${key}` : `line ${index + 1}`);
  });
  return labels;
}

/** Strings that look like site paths but are not links: the registry's own paths, and form endpoints. */
const NOT_LINKS: readonly { file: string; path: RegExp }[] = [
  { file: 'content/routes.ts', path: /^routeMeta\[\d+\]\.path$/ },
  { file: 'content/site.ts', path: /^site\.endpoints\./ },
];

/**
 * Lists that collect one file per entry (content/entries.ts): each entry's text is checked in its own file,
 * where a problem names the file to open, so the collected list is not read a second time.
 */
const COLLECTED: readonly { file: string; name: string }[] = [
  { file: 'content/services.ts', name: 'services' },
  { file: 'content/caseStudies.ts', name: 'caseStudies' },
];

/** Every file under `root` as a site path (`/downloads/x.html`). */
function servedFiles(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${posix(path.relative(root, path.join(entry.parentPath, entry.name)))}`);
}

const ID_ATTRIBUTE = /\sid="([^"]+)"/g;
const JSON_LD = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g;

export async function validate(options: ValidateOptions = {}): Promise<ValidationReport> {
  const started = performance.now();
  const now = options.now ?? new Date();
  const problems: Problem[] = [];
  const warnings: Problem[] = [];
  const notes: string[] = [];
  const pendingRoutes: { route: string; links: number }[] = [];
  const checked: Checked = {
    modules: 0,
    mdxFiles: 0,
    texts: 0,
    links: 0,
    fragments: 0,
    counts: 0,
    offers: 0,
    priceClaims: 0,
    claims: 0,
    ratings: 0,
    dates: 0,
    builtPages: 0,
  };

  // 1. Schemas.
  const moduleFiles = options.moduleFiles ?? contentModuleFiles();
  const loaded = await loadModules(moduleFiles);
  problems.push(...loaded.problems);
  notes.push(...loaded.notes);
  const { modules } = loaded;
  checked.modules = moduleFiles.length;
  const mdxFiles = options.mdxFiles ?? contentMdxFiles();
  const known = options.collections ?? collections;
  const { mdx, problems: mdxProblems } = readMdxFiles(mdxFiles, known);
  problems.push(...mdxProblems);
  checked.mdxFiles = mdxFiles.length;

  const packages = select(modules.get('content/packages.ts'), 'packages')?.[0]?.value as PackagePrice[] | undefined;
  const services = select(modules.get('content/services.ts'), 'services')?.[0]?.value as ServicePrice[] | undefined;
  if (!packages) notes.push('prices in copy not checked: content/packages.ts did not load');
  const claims = select(modules.get('content/claims.ts'), 'claims')?.[0]?.value as ClaimFigures | undefined;
  if (!claims) notes.push('claims in copy not checked: content/claims.ts did not load');

  // 2. Text: placeholders, dates, ratings, package prices; in every string of content data and line of MDX.
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
    }
  };
  const links: FoundLink[] = [];
  const seen = new WeakSet<object>();
  for (const [file, exports] of modules) {
    for (const [name, value] of Object.entries(exports)) {
      if (COLLECTED.some((list) => list.file === file && list.name === name)) continue;
      for (const { path: at, value: text } of collectStrings(value, name, seen)) {
        scanText(file, at, text);
        const skip = NOT_LINKS.some((rule) => rule.file === file && rule.path.test(at));
        if (!skip && isInternalHref(text)) links.push({ file, path: at, href: text });
      }
      const ratings = checkRatingValues(file, name, value);
      checked.ratings += ratings.found;
      problems.push(...ratings.problems);
    }
  }
  for (const doc of mdx) {
    const labels = lineLabels(doc.source);
    doc.source.split('\n').forEach((line, index) => {
      if (line.trim() !== '') scanText(doc.file, labels[index] ?? `line ${index + 1}`, line);
    });
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

  // 3. Counts the spec states.
  const sources: Record<string, unknown> = Object.fromEntries(modules);
  for (const dir of new Set(Object.values(known).map((c) => c.dir))) {
    sources[`${dir}/*.mdx`] = mdx.filter((doc) => posix(path.dirname(doc.file)) === dir).map((doc) => doc.frontmatter);
  }
  const counts = checkCounts(sources as CountSources);
  problems.push(...counts.problems);
  checked.counts = counts.checked;
  if (counts.skipped.length > 0) {
    notes.push(
      `${counts.skipped.length} count rules not run: ${[...new Set(counts.skipped.map((r) => r.file))].join(', ')} did not load`,
    );
  }

  // 4. The built site, when there is one: ids of its pages and their JSON-LD.
  const htmlRoot = options.htmlRoot === undefined ? null : options.htmlRoot;
  const built = htmlRoot !== null && existsSync(path.join(htmlRoot, 'index.html')) ? htmlRoot : undefined;
  if (htmlRoot !== null && !built)
    notes.push(`no build in ${htmlRoot}: fragments checked against ids known from content only`);
  if (built) {
    const builtAt = statSync(path.join(built, 'index.html')).mtimeMs;
    const newest = Math.max(...[...moduleFiles, ...mdxFiles].map((file) => statSync(file).mtimeMs));
    notes.push(
      `element ids and JSON-LD also read from the build in ${built}` +
        (newest > builtAt ? ' (older than the content: rebuild if a fragment is reported missing)' : ''),
    );
  }

  // 5. Links and fragments, against the route registry.
  let registry: readonly Route[] | undefined = options.routes;
  try {
    registry ??= (await import('../routes.ts')).routes;
  } catch (error) {
    notes.push(`links not checked: the route registry (lib/routes.ts) did not load: ${firstLine(error)}`);
  }
  if (registry) {
    const anchors = new Map<string, { ids: Set<string>; from: string[] }>();
    const addIds = (route: string, ids: string[], from: string): void => {
      const entry = anchors.get(route) ?? { ids: new Set(), from: [] };
      for (const id of ids) entry.ids.add(id);
      entry.from.push(from);
      anchors.set(route, entry);
    };
    for (const doc of mdx) if (doc.route) addIds(doc.route, doc.headings, `the headings of ${doc.file}`);
    for (const source of ANCHOR_SOURCES) {
      if (!modules.has(source.file)) continue;
      const found = select(modules.get(source.file), source.path);
      if (!found) {
        problems.push(
          problem(
            source.file,
            source.path,
            'anchor',
            `lib/validate/anchors.ts reads ids from ${source.path}, which is not there`,
          ),
        );
        continue;
      }
      addIds(
        source.route,
        found.map((f) => String(f.value)),
        `ids of ${source.file}`,
      );
    }
    const hubDownloads = collectStrings(modules.get('content/docs/hub.ts'), '')
      .filter((s) => s.path.endsWith('.downloadUrl'))
      .map((s) => s.value);
    const files = new Set([...servedFiles('public'), ...hubDownloads, FEED_PATH, ...(built ? servedFiles(built) : [])]);
    const byPath = new Map(registry.map((route) => [route.path, route]));
    const builtIds = new Map<string, { ids: Set<string>; from: string } | undefined>();
    const readBuilt = (route: string) => {
      if (!built) return undefined;
      if (!builtIds.has(route)) {
        const entry = byPath.get(route);
        const file = entry ? path.join(built, entry.file) : undefined;
        builtIds.set(
          route,
          file && existsSync(file)
            ? {
                ids: new Set([...readFileSync(file, 'utf8').matchAll(ID_ATTRIBUTE)].map((m) => m[1] ?? '')),
                from: posix(file),
              }
            : undefined,
        );
      }
      return builtIds.get(route);
    };
    const targets: LinkTargets = {
      routes: new Map(registry.map((route) => [route.path, route.status])),
      files,
      anchors,
      built: readBuilt,
    };
    const result = checkLinks(links, targets);
    problems.push(...result.problems);
    warnings.push(...result.warnings);
    for (const [route, count] of [...result.pending].sort()) pendingRoutes.push({ route, links: count });
    checked.links = result.links;
    checked.fragments = result.fragments;
    for (const link of result.unchecked) {
      notes.push(`fragment not checked (no ids known for its page): ${link.file} › ${link.path}: ${link.href}`);
    }

    // JSON-LD of each built page against the packages.
    if (built && packages) {
      for (const route of registry) {
        const file = path.join(built, route.file);
        if (route.status !== 'live' || !existsSync(file)) continue;
        checked.builtPages += 1;
        for (const match of readFileSync(file, 'utf8').matchAll(JSON_LD)) {
          let data: unknown;
          try {
            data = JSON.parse(match[1] ?? '');
          } catch (error) {
            problems.push(problem(posix(file), 'JSON-LD', 'price', `does not parse: ${firstLine(error)}`));
            continue;
          }
          const offers = checkOffers(posix(file), packages, data);
          checked.offers += offers.offers;
          problems.push(...offers.problems);
          if (services) {
            const tiers = checkServiceOffers(posix(file), services, data);
            checked.offers += tiers.offers;
            problems.push(...tiers.problems);
          }
        }
      }
    }
  }

  // 6. The structured data the pages are built with, against the packages.
  if (packages) {
    try {
      const { organizationJsonLd } = await import('../seo.ts');
      const graph = organizationJsonLd();
      const offers = checkOffers('lib/seo.ts', packages, graph);
      checked.offers += offers.offers;
      problems.push(...offers.problems);
      const ratings = checkRatingValues('lib/seo.ts', 'organizationJsonLd()', graph);
      checked.ratings += ratings.found;
      problems.push(...ratings.problems);
    } catch (error) {
      notes.push(`structured-data offers not checked: lib/seo.ts did not load: ${firstLine(error)}`);
    }
  }

  // A run that read nothing must not read as a pass (DESIGN "Known pitfalls"): say what was missing.
  if (checked.modules === 0)
    problems.push(problem('content', '(files)', 'import', 'no content modules found: run from the project root'));
  if (checked.mdxFiles === 0)
    problems.push(problem('content', '(files)', 'mdx', 'no MDX files found: run from the project root'));
  if (registry && checked.links === 0)
    problems.push(problem('content', '(files)', 'link', 'no internal links found to check'));

  return {
    ok: problems.length === 0,
    problems,
    warnings,
    pendingRoutes,
    notes,
    checked,
    durationMs: Math.round(performance.now() - started),
  };
}
