/**
 * A Vite plugin that takes Vite's preload helper out of the browser build.
 *
 * Vite wraps every dynamic `import()` in `__vitePreload(factory, deps)` even with `build.modulePreload: false`
 * (vitejs/vite#18551, #13952), which puts a 1.7 KB chunk on every page's critical path. Here the dependency
 * lists are always empty: preloading is off and CSS is not split per chunk (vite.config.ts), so the helper
 * only ever calls the factory. Each chunk that imports it gets a one-line stand-in that does exactly that,
 * and the helper's chunk is dropped. A helper chunk shared with other modules, or an import it cannot
 * rewrite, fails the build rather than shipping something half-changed.
 */
import path from 'node:path';
import type { Plugin } from 'vite';
import { escapeRegExp } from '../lib/regexp.ts';

const HELPER_ID = '\0vite/preload-helper.js';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  code: string;
  imports: string[];
  moduleIds: readonly string[];
}
interface AssetLike {
  type: 'asset';
}
type Bundle = Record<string, ChunkLike | AssetLike>;

/** The relative specifier `importer` uses for `target` (Rollup writes `./x.js` or `../dir/x.js`). */
function specifier(importer: string, target: string): string {
  const relative = path.posix.relative(path.posix.dirname(importer), target);
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/** Rewrite the bundle in place; returns the helper's file name when it was removed. */
export function dropPreloadHelper(bundle: Bundle): string | undefined {
  const chunks = Object.values(bundle).filter((file): file is ChunkLike => file.type === 'chunk');
  const helper = chunks.find((chunk) => chunk.moduleIds.includes(HELPER_ID));
  if (!helper) return undefined;
  if (helper.moduleIds.length !== 1) {
    throw new Error(`${helper.fileName}: Vite's preload helper shares its chunk with other modules`);
  }
  for (const chunk of chunks) {
    if (!chunk.imports.includes(helper.fileName)) continue;
    const from = escapeRegExp(specifier(chunk.fileName, helper.fileName));
    // `import{t as e}from"./helper.js";` (minified) or `import { t as e } from './helper.js';`
    const statement = new RegExp(
      `import\\s*\\{\\s*[\\w$]+(?:\\s+as\\s+([\\w$]+))?\\s*\\}\\s*from\\s*["'\`]${from}["'\`];?`,
    );
    const match = statement.exec(chunk.code);
    if (!match) throw new Error(`${chunk.fileName}: cannot find its import of Vite's preload helper`);
    const local = match[1] ?? /\{\s*([\w$]+)/.exec(match[0])?.[1];
    chunk.code = chunk.code.replace(match[0], `const ${local}=f=>f();`);
    chunk.imports = chunk.imports.filter((file) => file !== helper.fileName);
  }
  // Removing a file from the output bundle in generateBundle is done by deleting its key (Rollup's API).
  // eslint-disable-next-line @typescript-eslint/no-dynamic-delete
  delete bundle[helper.fileName];
  return helper.fileName;
}

export function dropPreloadHelperPlugin(): Plugin {
  return {
    name: 'site:drop-preload-helper',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (this.environment.name !== 'client') return;
        dropPreloadHelper(bundle as unknown as Bundle);
      },
    },
  };
}
