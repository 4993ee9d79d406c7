/**
 * The last build step: vite-plugin-pwa builds the service worker from sw/sw.ts (injectManifest) once every page
 * is pre-rendered and scripts/postbuild.ts and scripts/build-search.ts have written their files, then the
 * build fails if any pre-rendered page, or any file a page uses or links to, is missing from the precache
 * list injected into sw.js, any file is over the precache size limit or any pattern matches nothing
 * (lib/pwa/precache.ts). A failed check leaves no sw.js behind.
 *
 * The plugin is run here through its API, not from vite.config.ts: it generates in its closeBundle hook, which
 * under `vike build` runs in the client environment's build, before vike pre-renders in the ssr build's
 * writeBundle (https://github.com/vite-pwa/vite-plugin-pwa/issues/258), and long before the post-build files and the
 * search index exist.
 * @vite-pwa/sveltekit calls the same API after SvelteKit's pre-render.
 * `node scripts/build-sw.ts [dir]`; dir defaults to dist/client.
 * @see https://vite-pwa-org.netlify.app/guide/inject-manifest
 */
import { existsSync, globSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { type Plugin, resolveConfig } from 'vite';
import { VitePWA, type VitePWAOptions, type VitePluginPWAAPI } from 'vite-plugin-pwa';
import { site } from '../content/site.ts';
import {
  HASHED_URL,
  INJECTION_POINT,
  MAX_PRECACHE_FILE_BYTES,
  PRECACHE_GLOBS,
  PRECACHE_IGNORES,
  checkPrecache,
  injectedManifest,
  referencedFiles,
  type BuiltFile,
} from '../lib/pwa/precache.ts';
import { formatBytes } from '../lib/format.ts';
import { liveRoutes, notFoundRoute } from '../lib/routes.ts';

const out = path.resolve(process.argv[2] ?? path.join(process.env.BUILD_OUT ?? 'dist', 'client'));
const worker = path.join(out, 'sw.js');

const filesOf = (patterns: readonly string[], exclude: readonly string[] = []): BuiltFile[] =>
  globSync([...patterns], { cwd: out, exclude: [...exclude] })
    .map((file) => ({ path: file.split(path.sep).join('/'), stat: statSync(path.join(out, file)) }))
    .filter(({ stat }) => stat.isFile())
    .map(({ path: file, stat }) => ({ path: file, bytes: stat.size }));

/** sw/sw.ts compiled to one minified classic script in `out`, with the precache list chosen by pattern. */
const pwaOptions: Partial<VitePWAOptions> = {
  strategies: 'injectManifest',
  srcDir: 'sw',
  filename: 'sw.ts',
  outDir: out,
  // The renderer registers the worker (workbox-window) and links the manifest scripts/postbuild.ts writes.
  injectRegister: false,
  manifest: false,
  // Reported by checkPrecache with the others, rather than thrown on its own.
  showMaximumFileSizeToCacheInBytesWarning: true,
  injectManifest: {
    injectionPoint: INJECTION_POINT,
    globPatterns: [...PRECACHE_GLOBS],
    globIgnores: [...PRECACHE_IGNORES],
    maximumFileSizeToCacheInBytes: MAX_PRECACHE_FILE_BYTES,
    dontCacheBustURLsMatching: HASHED_URL,
    rollupFormat: 'iife',
    minify: true,
    sourcemap: false,
    target: 'es2022',
  },
  integration: {
    configureCustomSWViteBuild(config) {
      config.logLevel = 'warn';
      config.define = {
        ...config.define,
        // The form endpoints it must catch: the worker has no environment of its own.
        __OUTBOX_ENDPOINTS__: JSON.stringify([site.endpoints.contact, site.endpoints.support]),
        // Workbox strips its development logging on this, whatever NODE_ENV the build runs under.
        'process.env.NODE_ENV': JSON.stringify('production'),
      };
    },
  },
};

async function generateWorker(): Promise<void> {
  const config = await resolveConfig({ configFile: false, logLevel: 'warn', plugins: [VitePWA(pwaOptions)] }, 'build');
  const plugin = config.plugins.find((candidate: Plugin) => candidate.name === 'vite-plugin-pwa');
  const api = plugin?.api as VitePluginPWAAPI | undefined;
  if (!api) throw new Error('vite-plugin-pwa did not register its API');
  await api.generateSW();
}

async function main(): Promise<void> {
  const started = performance.now();
  rmSync(worker, { force: true });
  await generateWorker();
  if (!existsSync(worker)) throw new Error(`vite-plugin-pwa wrote no ${path.relative(process.cwd(), worker)}`);
  const manifest = injectedManifest(readFileSync(worker, 'utf8'));
  if (!manifest) throw new Error(`sw.js still reads ${INJECTION_POINT}: no precache list was injected`);

  const built = filesOf(['**/*']);
  const references = built
    .filter((file) => file.path.endsWith('.html'))
    .flatMap((file) => referencedFiles(file.path, readFileSync(path.join(out, file.path), 'utf8')));
  const check = checkPrecache({
    manifest,
    built,
    references,
    // Matched before Workbox's own limit, so a file it skipped for size is reported, not silently missing.
    matched: filesOf(PRECACHE_GLOBS, PRECACHE_IGNORES),
    unmatchedPatterns: PRECACHE_GLOBS.filter((pattern) => filesOf([pattern], PRECACHE_IGNORES).length === 0),
    routeFiles: [...liveRoutes().map((route) => route.file), notFoundRoute.file],
  });
  if (check.problems.length > 0) throw new Error(`the precache is incomplete:\n  ${check.problems.join('\n  ')}`);

  const pages = manifest.filter((entry) => entry.url.endsWith('.html')).length;
  process.stdout.write(
    `build-sw: sw.js (${formatBytes(statSync(worker).size)}) precaches ${check.count} files, ` +
      `${formatBytes(check.totalBytes)} (${pages} pages; limit ${formatBytes(MAX_PRECACHE_FILE_BYTES)} a file) in ` +
      `${Math.round(performance.now() - started)} ms\n`,
  );
}

main().catch((error: unknown) => {
  // A worker that failed the check must not be deployed by mistake.
  rmSync(worker, { force: true });
  process.stderr.write(`build-sw failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
