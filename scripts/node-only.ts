/**
 * Which lib/ files run only in Node, read from the source. lib/ is what the site, the CLI and the build share;
 * a file there that only cli/ or scripts/ reach must be on NODE_ONLY (eslint.config.js, named in README's
 * Layout), where ESLint keeps the site's and the Worker's code from importing it, and nothing the site or the
 * Worker reaches may be on it. scripts/node-only.test.ts runs this over the repository.
 *
 * Every reference between source files counts, types included, as the layering rule counts them: `import`
 * and `export … from` (type-only too), `import('…')` and `typeof import('…')`, `import.meta.glob('…')`, the
 * folder content/entries.ts's `importFolder('content/…')` reads, and a thread's module (`new Worker(new
 * URL('./lane.ts', import.meta.url))`). A script's path handed to a child process is not an import: that
 * process is its own side. Tests and their fixtures are not source; they may import anything.
 */
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { escapeRegExp } from '../lib/regexp.ts';

/** Project-relative path (`lib/seo.ts`) → source text. */
export type Sources = ReadonlyMap<string, string>;

/** Every folder of source; root files (vite.config.ts) are read too. */
export const SOURCE_FOLDERS = ['content', 'lib', 'components', 'pages', 'renderer', 'cli', 'scripts', 'sw', 'worker'];
/** What a root file is called as a side: configuration Node reads (the build's, the tests'). */
export const ROOT_FILES = 'the root config files';

const CODE = /\.(?:[cm]?[jt]s|tsx)$/;

/** Tests, their fixtures and shared test code: none of it is what a side runs. */
function isTest(file: string): boolean {
  return /\.test\.[cm]?[jt]sx?$/.test(file) || file.startsWith('tests/') || file.split('/').includes('fixtures');
}

/** The project's source under `root`: not tests, not declarations, not node_modules or build output. */
export function readSources(root: string): Map<string, string> {
  const files = [
    ...SOURCE_FOLDERS.flatMap((folder) => globSync(`${folder}/**/*.{ts,tsx,js,mjs}`, { cwd: root })),
    ...globSync('*.{ts,js,mjs}', { cwd: root }),
  ]
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => !isTest(file) && !file.endsWith('.d.ts'))
    .sort();
  return new Map(files.map((file) => [file, readFileSync(path.join(root, file), 'utf8')]));
}

/** The side a file belongs to: its top-level folder, or ROOT_FILES. */
function sideOf(file: string): string {
  return file.includes('/') ? file.slice(0, file.indexOf('/')) : ROOT_FILES;
}

/** A glob as Vite and fs.globSync read the ones written here: `*`, `**` and `{a,b}`. */
function globRegExp(glob: string): RegExp {
  const source = glob
    .split(/(\*\*\/|\*|\{[^}]*\})/)
    .map((part) => {
      if (part === '**/') return '(?:.*/)?';
      if (part === '*') return '[^/]*';
      if (part.startsWith('{')) return `(?:${part.slice(1, -1).split(',').map(escapeRegExp).join('|')})`;
      return escapeRegExp(part);
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/** The module specifiers and glob patterns one file names. */
function references(file: string, source: string): { specifiers: string[]; globs: string[] } {
  const specifiers: string[] = [];
  const globs: string[] = [];
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const literal = (node: ts.Node | undefined) =>
    node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;
  const isImportMeta = (node: ts.Node) =>
    ts.isMetaProperty(node) && node.keywordToken === ts.SyntaxKind.ImportKeyword && node.name.text === 'meta';
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      specifiers.push(literal(node.moduleSpecifier) ?? '');
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      specifiers.push(literal(node.argument.literal) ?? '');
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const first = node.arguments[0];
      if (callee.kind === ts.SyntaxKind.ImportKeyword) specifiers.push(literal(first) ?? '');
      // import.meta.glob('./services/*.ts'), or a list of patterns
      if (ts.isPropertyAccessExpression(callee) && callee.name.text === 'glob' && isImportMeta(callee.expression)) {
        const patterns = first && ts.isArrayLiteralExpression(first) ? first.elements : [first];
        for (const pattern of patterns) globs.push(literal(pattern) ?? '');
      }
      // importFolder('content/services', …) reads a folder from the project root.
      const folder = literal(first);
      if (ts.isIdentifier(callee) && callee.text === 'importFolder' && folder) globs.push(`/${folder}/*.ts`);
    } else if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'Worker') {
      const [address] = node.arguments ?? [];
      if (address && ts.isNewExpression(address) && ts.isIdentifier(address.expression)) {
        const [target, base] = address.expression.text === 'URL' ? (address.arguments ?? []) : [];
        if (base && ts.isPropertyAccessExpression(base) && isImportMeta(base.expression)) {
          specifiers.push(literal(target) ?? '');
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  const local = (reference: string) => reference.startsWith('.') || reference.startsWith('/');
  return { specifiers: specifiers.filter(local), globs: globs.filter(local) };
}

/** The project-relative path a relative or root-absolute (`/content/x`) reference names. */
function projectPath(from: string, reference: string): string {
  const joined = reference.startsWith('/') ? reference.slice(1) : path.posix.join(path.posix.dirname(from), reference);
  return path.posix.normalize(joined);
}

/**
 * Every source file each source file references. A specifier naming code that is not among `sources` is an
 * error (the graph would silently lose an edge); one naming a stylesheet, JSON or SQL is not code and is left
 * out, as is a package.
 */
export function importGraph(sources: Sources): Map<string, string[]> {
  const files = [...sources.keys()];
  const graph = new Map<string, string[]>();
  for (const [file, source] of sources) {
    const { specifiers, globs } = references(file, source);
    const targets = new Set<string>();
    for (const specifier of specifiers) {
      const base = projectPath(file, specifier.replace(/\?.*$/, ''));
      const found = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((name) => sources.has(name));
      if (found) targets.add(found);
      else if (CODE.test(base) && !isTest(base)) throw new Error(`${file}: cannot resolve ${specifier}`);
    }
    for (const glob of globs) {
      const pattern = globRegExp(projectPath(file, glob));
      for (const match of files.filter((name) => pattern.test(name))) targets.add(match);
    }
    targets.delete(file);
    graph.set(file, [...targets].sort());
  }
  return graph;
}

/** Each lib/ file with the sides (`components`, `cli`, ROOT_FILES, …) whose files reach it, directly or not. */
export function libReach(graph: ReadonlyMap<string, readonly string[]>): Map<string, Set<string>> {
  const reach = new Map<string, Set<string>>();
  for (const file of graph.keys()) if (file.startsWith('lib/')) reach.set(file, new Set());
  const sides = new Set([...graph.keys()].map(sideOf).filter((side) => side !== 'lib' && side !== 'content'));
  for (const side of sides) {
    const queue = [...graph.keys()].filter((file) => sideOf(file) === side);
    const seen = new Set(queue);
    for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
      reach.get(file)?.add(side);
      for (const target of graph.get(file) ?? []) {
        if (seen.has(target)) continue;
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return reach;
}

/** Whether `file` is an entry of `list` or lies in a folder that is, as the layering rule matches a plain path. */
export function isListed(file: string, list: readonly string[]): boolean {
  return list.some((entry) => file === entry || file.startsWith(`${entry.replace(/\/$/, '')}/`));
}

const named = (sides: Iterable<string>) =>
  [...sides]
    .sort()
    .map((side) => (side === ROOT_FILES ? side : `${side}/`))
    .join(', ');

/**
 * What is wrong with the list `nodeOnly` for the project whose importGraph is `graph`, `site` being the
 * folders of the site's code and the Worker: each lib/ file that only other sides reach and the list does not
 * name, each listed file the site or the Worker reaches (naming which), each entry that names no source file,
 * and each lib/ file no side reaches at all (dead, or only tests use it), which the check could not place.
 */
export function nodeOnlyProblems(
  graph: ReadonlyMap<string, readonly string[]>,
  nodeOnly: readonly string[],
  site: readonly string[],
): string[] {
  const reach = libReach(graph);
  const problems: string[] = [];
  for (const [file, sides] of [...reach].sort(([a], [b]) => a.localeCompare(b))) {
    const fromSite = [...sides].filter((side) => site.includes(side));
    const listed = isListed(file, nodeOnly);
    if (sides.size === 0) {
      problems.push(`${file} is reached from no source outside lib/ and content/ (only tests?)`);
    } else if (!listed && fromSite.length === 0) {
      problems.push(`${file} is reached only from ${named(sides)} but is not listed as Node-only`);
    } else if (listed && fromSite.length > 0) {
      problems.push(`${file} is listed as Node-only but ${named(fromSite)} reach it`);
    }
  }
  for (const entry of nodeOnly) {
    if (![...reach.keys()].some((file) => isListed(file, [entry]))) {
      problems.push(`${entry} is listed as Node-only but is no source file or folder in lib/`);
    }
  }
  return problems;
}
