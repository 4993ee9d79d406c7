/**
 * Build step, after the pages are written (scripts/postbuild.ts) and before the service worker (scripts/build-sw.ts)
 * precaches everything: Pagefind indexes the pre-rendered HTML into dist/client/pagefind/
 * (docs/decisions/0018-search-is-pagefind.md). Only each indexable page's main content is indexed (`data-pagefind-body`
 * on <main>, renderer/Layout.tsx), so no page lists itself and noindex pages stay out. The search island loads the
 * index only when a visitor searches. `node scripts/build-search.ts [dir]`; dir defaults to dist/client.
 * @see https://pagefind.app/docs/node-api/
 */
import { readdir, rm } from 'node:fs/promises';
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

main().catch((error: unknown) => {
  process.stderr.write(`build-search failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
