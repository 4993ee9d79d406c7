/**
 * What a command loads at run time, read from the source (docs/deploying.md, "Production install"): the files reached
 * from an entry by the imports Node runs, and the packages they name. A production install (`npm ci --omit=dev`) has
 * only the `dependencies` of package.json, so every package the server and the inbox reach must be one of them, and
 * `scripts/runtime-imports.test.ts` checks that without installing anything.
 *
 * Counted as loading: `import` and `export … from` (not `import type`, which Node's type stripping erases),
 * `require`-style calls through `createRequire(…)` (which run where they are written), and the entry modules
 * a collection reads from its folder (`importFolder('content/services', …)`, content/entries.ts). A dynamic
 * `import('…')` is lazy: it is reported with its importer, not followed, so the caller decides which lazy
 * loads a command makes.
 */
import { existsSync, globSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

export interface ImportGraph {
  /** Project-relative files reached, sorted. */
  files: string[];
  /** Each package reached (`fastify`, `@fastify/static`), with the files that name it. */
  packages: Map<string, string[]>;
  /** Each lazily imported project file or package (`import('./x.ts')`), with its importers; not followed. */
  lazy: Map<string, string[]>;
}

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`; a Node built-in → undefined. */
export function packageName(specifier: string): string | undefined {
  if (specifier.startsWith('node:') || builtinModules.includes(specifier)) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

interface Found {
  specifier: string;
  lazy: boolean;
}

/** The module specifiers one source file loads. */
function specifiers(root: string, file: string, source: string): Found[] {
  const found: Found[] = [];
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const literal = (node: ts.Node | undefined) =>
    node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : undefined;
  const isCreateRequire = (node: ts.Expression) =>
    ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'createRequire';
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) {
      found.push({ specifier: literal(node.moduleSpecifier) ?? '', lazy: false });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && !node.isTypeOnly) {
      found.push({ specifier: literal(node.moduleSpecifier) ?? '', lazy: false });
    } else if (ts.isCallExpression(node)) {
      const first = literal(node.arguments[0]);
      const callee = node.expression;
      if (callee.kind === ts.SyntaxKind.ImportKeyword && first) found.push({ specifier: first, lazy: true });
      // createRequire(import.meta.url)('@e965/xlsx') and createRequire(import.meta.url).resolve('wrangler/package.json')
      const required =
        isCreateRequire(callee) ||
        (ts.isPropertyAccessExpression(callee) && callee.name.text === 'resolve' && isCreateRequire(callee.expression));
      if (required && first) found.push({ specifier: first, lazy: false });
      if (ts.isIdentifier(callee) && callee.text === 'importFolder' && first) {
        for (const entry of globSync(`${first}/*.ts`, { cwd: root }).filter((f) => !f.endsWith('.test.ts'))) {
          found.push({ specifier: `/${entry.split(path.sep).join('/')}`, lazy: false });
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found.filter((f) => f.specifier !== '');
}

/** A relative or project-absolute (`/content/x.ts`) specifier as a project-relative file. */
function resolveFile(root: string, from: string, specifier: string): string {
  const absolute = specifier.startsWith('/')
    ? path.join(root, specifier)
    : path.resolve(root, path.dirname(from), specifier);
  const file = [absolute, `${absolute}.ts`, `${absolute}.tsx`, path.join(absolute, 'index.ts')].find(
    (candidate) => existsSync(candidate) && !candidate.endsWith(path.sep),
  );
  if (!file) throw new Error(`${from}: cannot resolve ${specifier}`);
  return path.relative(root, file).split(path.sep).join('/');
}

/**
 * Everything `entries` (project-relative) load without a dynamic import, from the project at `root`; with
 * `followLazy`, what they may load at all.
 */
export function importGraph(entries: readonly string[], root = process.cwd(), followLazy = false): ImportGraph {
  const files = new Set<string>();
  const packages = new Map<string, string[]>();
  const lazy = new Map<string, string[]>();
  const add = (map: Map<string, string[]>, key: string, file: string) =>
    map.set(key, [...new Set([...(map.get(key) ?? []), file])].sort());
  const queue = [...entries];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (files.has(file)) continue;
    files.add(file);
    // JSON, SQL and the like load nothing further.
    if (!/\.[cm]?[jt]sx?$/.test(file)) continue;
    for (const { specifier, lazy: isLazy } of specifiers(root, file, readFileSync(path.join(root, file), 'utf8'))) {
      if (specifier.startsWith('.') || specifier.startsWith('/')) {
        const target = resolveFile(root, file, specifier);
        if (isLazy) add(lazy, target, file);
        if (!isLazy || followLazy) queue.push(target);
      } else {
        const name = packageName(specifier);
        if (name && isLazy) add(lazy, name, file);
        if (name && (!isLazy || followLazy)) add(packages, name, file);
      }
    }
  }
  return { files: [...files].sort(), packages, lazy };
}
