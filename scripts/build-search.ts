/**
 * Build step, after the pages are written (scripts/postbuild.ts) and before the service worker (scripts/build-sw.ts)
 * precaches everything: Pagefind indexes the pre-rendered HTML into dist/client/pagefind/
 * (docs/decisions/0018-search-is-pagefind.md). Only each indexable page's main content is indexed (`data-pagefind-body`
 * on <main>, renderer/Layout.tsx), so no page lists itself and noindex pages stay out. The search island loads the
 * index only when a visitor searches. `node scripts/build-search.ts [dir]`; dir defaults to dist/client.
 * @see https://pagefind.app/docs/node-api/
 */
import { readFile, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { SEARCH_BUNDLE } from '../lib/search.ts';

const out = path.resolve(process.argv[2] ?? path.join(process.env.BUILD_OUT ?? 'dist', 'client'));

async function main(): Promise<void> {
  const started = performance.now();
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
  const indexed = await index.addDirectory({ path: out });
  if (indexed.errors.length > 0) throw new Error(`pagefind: ${indexed.errors.join('; ')}`);
  if (indexed.page_count === 0) throw new Error('pagefind indexed no page: is data-pagefind-body on <main>?');
  const bundle = path.join(out, SEARCH_BUNDLE.slice(1));
  const written = await index.writeFiles({ outputPath: bundle });
  if (written.errors.length > 0) throw new Error(`pagefind: ${written.errors.join('; ')}`);
  // close() kills Pagefind's backend, which can answer before its last file is on disk.
  await whole(bundle);
  await pagefind.close();
  // Our own island searches through Pagefind's API: its prebuilt interfaces would only be precached unused.
  for (const file of await readdir(bundle)) {
    if (/^pagefind-(component-|modular-)?ui\./.test(file) || file.startsWith('pagefind-highlight')) {
      await rm(path.join(bundle, file));
    }
  }
  process.stdout.write(
    `build-search: indexed ${indexed.page_count} pages into ${path.relative(process.cwd(), bundle)} in ${Math.round(performance.now() - started)} ms\n`,
  );
}

/**
 * What is wrong with the bundle as a browser reads it first, if anything: pagefind-entry.json, whole, naming each
 * language's metadata and wasm, and those and Pagefind's scripts on disk, not empty. Once, on a busy machine, the
 * entry was left empty (0 bytes: the backend killed by close() as it wrote it) and every search said it could not
 * load, found only by the browser tests ten minutes later.
 */
export async function bundleProblem(bundle: string): Promise<string | null> {
  const entryFile = path.join(bundle, 'pagefind-entry.json');
  let languages: [string, { hash?: string; wasm?: string; page_count?: number }][];
  try {
    languages = Object.entries(
      (JSON.parse(await readFile(entryFile, 'utf8')) as { languages?: object }).languages ?? {},
    );
  } catch (error) {
    return `pagefind-entry.json is not whole JSON (${error instanceof Error ? error.message : String(error)})`;
  }
  if (!languages.some(([, language]) => (language.page_count ?? 0) > 0)) return 'pagefind-entry.json lists no page';
  const files = [
    'pagefind.js',
    'pagefind-worker.js',
    ...languages.flatMap(([, { hash, wasm }]) => [`pagefind.${hash}.pf_meta`, `wasm.${wasm}.pagefind`]),
  ];
  for (const file of files) {
    const size = (await stat(path.join(bundle, file)).catch(() => null))?.size ?? 0;
    if (size === 0) return `${file} is missing or empty`;
  }
  return null;
}

/** Wait, at most `timeoutMs`, for the bundle to be whole; fail the build, saying what is wrong, if it is not. */
async function whole(bundle: string, timeoutMs = 10_000): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  let problem = await bundleProblem(bundle);
  while (problem && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    problem = await bundleProblem(bundle);
  }
  if (problem)
    throw new Error(
      `${path.relative(process.cwd(), bundle)}: ${problem} ${timeoutMs / 1000} s after Pagefind wrote it`,
    );
}

if (import.meta.main)
  main().catch((error: unknown) => {
    process.stderr.write(`build-search failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
