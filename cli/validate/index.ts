/**
 * `brightwork validate`, in two phases (docs/decisions/0041-claims-are-data-bases-are-footnotes.md):
 *
 * - **Content** (this file), the build's first step, before anything is rendered: every content module and MDX file
 *   against its schema (which holds the counts and fixed links the product states), then what no single module can
 *   check: how many files each collection holds, every internal link and `#fragment`, and the payloads the guides
 *   write by hand. It reads data, never copy as written: prose that mentions a number needs no mark.
 * - **Built pages** (pages.ts, `validate --built`), the build's last step: what a buyer reads. A claim-shaped figure
 *   must be a record's value and carry its footnote; no placeholder, rating above its scale, impossible or future
 *   date, raw footnote marker or reading time the page's words do not bear out. Copy is checked there because that
 *   is where every record, interpolation and component has become the words on the page.
 *
 * Spelling is cspell's (`npm run spell`, en-GB with the project's word list in cspell.json).
 */
import { existsSync, globSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as v from 'valibot';
import { collections } from '../../content/collections.ts';
import { FEED_PATH } from '../../lib/feed.ts';
import { readMdx } from '../../lib/mdx/read.ts';
import type { Route } from '../../lib/routes.ts';
import { anchorSources } from './anchors.ts';
import { type Content, typedContent } from './content.ts';
import { type CountedFiles, checkFileCounts, mdxCounts } from './counts.ts';
import { type FoundLink, checkLinks, isInternalHref } from './links.ts';
import { checkPayloadKeys } from './payloads.ts';
import { type Problem, issuePath, problem } from './problem.ts';
import { collectStrings } from './walk.ts';

export { formatProblem, type Problem } from './problem.ts';
export { validateBuilt } from './pages.ts';

/**
 * Which folder holds which MDX collection, its route and its frontmatter schema, and (when it fixes one) the schema
 * of its files as a whole: how many there are (content/collections.ts).
 */
export type Collections = Readonly<
  Record<string, { dir: string; route: (slug: string) => string; schema: v.GenericSchema; files?: v.GenericSchema }>
>;

export interface ValidateOptions {
  /** Content modules to import; every `content/**\/*.ts` except tests by default. */
  moduleFiles?: readonly string[];
  /** MDX files to read; every `content/**\/*.mdx` by default. */
  mdxFiles?: readonly string[];
  /** The MDX collections (content/collections.ts); tests give their own fixture folders. */
  collections?: Collections;
  /** The route registry (lib/routes.ts by default); tests give one with a pending route. */
  routes?: readonly Route[];
}

/** What a run read, by what: a run that read nothing of a kind says so, and fails where it must not be empty. */
type Checked = Record<string, number>;

export interface ValidationReport {
  /** No problems. */
  ok: boolean;
  problems: Problem[];
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

const isContentError = (error: unknown): error is Error & { module: string; issues: v.BaseIssue<unknown>[] } =>
  error instanceof Error && error.name === 'ContentError' && 'issues' in error && 'module' in error;

const firstLine = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';

/** Import each module on its own; a schema failure becomes one problem per issue, with file and field path. */
export async function loadModules(files: readonly string[]) {
  const modules = new Map<string, Exports>();
  const problems: Problem[] = [];
  const notes: string[] = [];
  const reported = new Set<string>();
  for (const file of files) {
    try {
      modules.set(file, { ...(await import(pathToFileURL(path.resolve(file)).href)) });
    } catch (error) {
      if (!isContentError(error)) {
        problems.push(problem(file, '(module)', 'import', firstLine(error)));
        continue;
      }
      // A module that failed because one it imports failed is noted, not reported twice.
      if (error.module !== file) notes.push(`${file} did not load because ${error.module} failed its schema`);
      if (reported.has(error.module)) continue;
      reported.add(error.module);
      for (const issue of error.issues)
        problems.push(problem(error.module, issuePath(issue.path), 'schema', issue.message));
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
  headings: string[];
  links: { href: string; line: number }[];
}

/** Read and check every MDX file on its own: parse errors and frontmatter problems. */
export function readMdxFiles(files: readonly string[], known: Collections = collections) {
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
    const collection = Object.values(known).find((c) => c.dir === posix(path.dirname(file)));
    let frontmatter = read.frontmatter;
    if (collection) {
      const result = v.safeParse(collection.schema, read.frontmatter);
      if (result.success) frontmatter = result.output;
      for (const issue of result.issues ?? [])
        problems.push(problem(file, issuePath(issue.path, 'frontmatter'), 'schema', issue.message));
    }
    mdx.push({
      file,
      source,
      ...(collection ? { route: collection.route(path.basename(file, '.mdx')) } : {}),
      frontmatter,
      headings: read.headings.map((h) => h.id),
      links: read.links,
    });
  }
  return { mdx, problems };
}

/** The content as loaded: each module's exports, the modules the cross-file checks read (typed), each MDX file. */
interface LoadedContent {
  modules: Map<string, Exports>;
  typed: Content;
  mdx: MdxFile[];
}

/** A phase's problems, what it read, and what it could not check. */
type PhaseResult = { problems: Problem[]; checked: Checked; notes: string[] };

/** How many files each MDX collection holds, how many case studies and services, and the footer's service links. */
function checkCounts({ typed, mdx }: LoadedContent, known: Collections): PhaseResult {
  const files = mdx.map((doc) => ({ dir: posix(path.dirname(doc.file)), frontmatter: doc.frontmatter }));
  const entries: CountedFiles[] = [];
  if (typed.caseStudies && typed.caseStudiesSchema) {
    const schema = typed.caseStudiesSchema.CaseStudiesSchema;
    entries.push({ file: 'content/case-studies/*.ts', path: '(files)', schema, items: typed.caseStudies.caseStudies });
  }
  if (typed.services && typed.servicesSchema) {
    const schema = typed.servicesSchema.ServicesSchema;
    entries.push({ file: 'content/services/*.ts', path: '(files)', schema, items: typed.services.services });
  }
  if (typed.navigation && typed.navigationSchema) {
    const schema = typed.navigationSchema.FooterServicesSchema;
    const items = typed.navigation.navigation.footerGroups[0]?.paths ?? [];
    entries.push({ file: 'content/navigation.ts', path: 'footerGroups[0].paths', schema, items });
  }
  const counts = checkFileCounts([...mdxCounts(known, files), ...entries]);
  return { problems: counts.problems, checked: { 'collection counts': counts.checked }, notes: [] };
}

/**
 * Strings that look like site paths but are not links (the registry's own paths, form endpoints), and lists
 * collected from one file per entry (content/entries.ts), whose links are read in their own files.
 */
const notWalked = (content: Content): object[] => {
  const lists: (object | undefined)[] = [
    content.site?.site.endpoints,
    content.services?.services,
    content.caseStudies?.caseStudies,
  ];
  return [...(content.routes?.routeMeta ?? []), ...lists.filter((value) => value !== undefined)];
};

/** Every internal link: site paths in content data and frontmatter, and links written in MDX. */
function collectLinks({ modules, typed, mdx }: LoadedContent): FoundLink[] {
  const links: FoundLink[] = [];
  const seen = new WeakSet<object>(notWalked(typed));
  for (const [file, exports] of modules)
    for (const [name, value] of Object.entries(exports))
      for (const { path: at, value: href } of collectStrings(value, name, seen))
        if (isInternalHref(href)) links.push({ file, path: at, href });
  for (const doc of mdx) {
    for (const { path: at, value: href } of collectStrings(doc.frontmatter, 'frontmatter'))
      if (isInternalHref(href)) links.push({ file: doc.file, path: at, href });
    for (const { href, line } of doc.links) {
      if (!isInternalHref(href) && !href.startsWith('#')) continue;
      links.push({ file: doc.file, path: `line ${line}`, href, ...(doc.route ? { page: doc.route } : {}) });
    }
  }
  return links;
}

/** Every file under `root` as a site path (`/downloads/x.html`). */
const servedFiles = (root: string): string[] =>
  existsSync(root)
    ? readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => `/${posix(path.relative(root, path.join(entry.parentPath, entry.name)))}`)
    : [];

/**
 * Links and fragments against the route registry and the files the site serves; ids are MDX headings and those
 * content declares (anchors.ts); a link to a pending route is one that 404s. Skipped with a note without a registry.
 */
async function checkContentLinks(content: LoadedContent, routes?: readonly Route[]) {
  let registry = routes;
  try {
    registry ??= (await import('../../lib/routes.ts')).routes;
  } catch (error) {
    const notes = [`links not checked: the route registry (lib/routes.ts) did not load: ${firstLine(error)}`];
    return { problems: [], checked: {}, notes, ran: false };
  }
  const anchors = new Map<string, { ids: Set<string>; from: string[] }>();
  const addIds = (route: string, ids: readonly string[], from: string): void => {
    const entry = anchors.get(route) ?? { ids: new Set(), from: [] };
    for (const id of ids) entry.ids.add(id);
    entry.from.push(from);
    anchors.set(route, entry);
  };
  for (const doc of content.mdx) if (doc.route) addIds(doc.route, doc.headings, `the headings of ${doc.file}`);
  for (const source of anchorSources(content.typed))
    if (source.ids) addIds(source.route, source.ids, `ids of ${source.file}`);
  const downloads = (content.typed.docsHub?.docsHub.groups ?? [])
    .flatMap((group) => group.resources)
    .flatMap((resource) => (resource.downloadable ? [resource.downloadUrl] : []));
  const result = checkLinks(collectLinks(content), {
    routes: new Map(registry.map((route) => [route.path, route.status])),
    files: new Set([...servedFiles('public'), ...downloads, FEED_PATH]),
    anchors,
  });
  return {
    problems: result.problems,
    checked: { links: result.links, fragments: result.fragments },
    notes: result.unchecked.map(
      (link) => `fragment not checked (no ids known for its page): ${link.file} › ${link.path}: ${link.href}`,
    ),
    ran: true,
  };
}

/** The payloads the guides write in code, each key against its form's field table. */
function checkPayloads({ mdx }: LoadedContent): PhaseResult {
  const results = mdx.map((doc) => checkPayloadKeys(doc.file, doc.source));
  const payloads = results.reduce((sum, result) => sum + result.found, 0);
  return {
    problems: results.flatMap((result) => result.problems),
    checked: { 'written payloads': payloads },
    notes: [],
  };
}

/** A run that read nothing must not read as a pass: say what was missing. */
function checkNotEmpty(checked: Checked, linksRan: boolean): Problem[] {
  const empty = (what: string, rule: 'import' | 'mdx' | 'link', message: string) =>
    (checked[what] ?? 0) === 0 ? [problem('content', '(files)', rule, message)] : [];
  return [
    ...empty('content modules', 'import', 'no content modules found: run from the project root'),
    ...empty('MDX files', 'mdx', 'no MDX files found: run from the project root'),
    ...(linksRan ? empty('links', 'link', 'no internal links found to check') : []),
  ];
}

/** The content phase: schemas, counts, links and fragments, written payloads. */
export async function validate(options: ValidateOptions = {}): Promise<ValidationReport> {
  const started = performance.now();
  const known = options.collections ?? collections;
  const moduleFiles = options.moduleFiles ?? contentModuleFiles();
  const mdxFiles = options.mdxFiles ?? contentMdxFiles();
  const loaded = await loadModules(moduleFiles);
  const read = readMdxFiles(mdxFiles, known);
  const content: LoadedContent = {
    modules: loaded.modules,
    typed: await typedContent(new Set(loaded.modules.keys())),
    mdx: read.mdx,
  };
  const problems = [...loaded.problems, ...read.problems];
  const notes = [...loaded.notes];
  const checked: Checked = { 'content modules': moduleFiles.length, 'MDX files': mdxFiles.length };
  const links = await checkContentLinks(content, options.routes);
  for (const phase of [checkCounts(content, known), links, checkPayloads(content)]) {
    problems.push(...phase.problems);
    notes.push(...phase.notes);
    for (const [key, count] of Object.entries(phase.checked)) checked[key] = (checked[key] ?? 0) + count;
  }
  problems.push(...checkNotEmpty(checked, links.ran));
  return {
    ok: problems.length === 0,
    problems,
    notes,
    checked,
    durationMs: Math.round(performance.now() - started),
  };
}
