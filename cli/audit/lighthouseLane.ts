/**
 * One lane of `audit lighthouse`'s accessibility, best-practices and SEO runs, in a worker thread of its own:
 * Lighthouse keeps state in its module (its stack packs above all), so two runs at once in one thread break each
 * other, while these runs need no quiet machine and go two at a time (lighthouse.ts).
 * Receives `{ urls, port, preset, categories }`; posts `{ url, lhr }` per page.
 */
import { parentPort, workerData } from 'node:worker_threads';

const { urls, port, preset, categories } = workerData as {
  urls: string[];
  port: number;
  preset: 'mobile' | 'desktop';
  categories: string[];
};
const [{ default: lighthouse }, settings] = await Promise.all([
  import('lighthouse'),
  preset === 'desktop' ? import('lighthouse/core/config/desktop-config.js').then((m) => m.default) : undefined,
]);
for (const url of urls) {
  // As lighthouse.ts runs it: no full-page screenshot, and a run that met a trace error is made again.
  const flags = { port, logLevel: 'error' as const, onlyCategories: categories, disableFullPageScreenshot: true };
  let result = await lighthouse(url, flags, settings);
  if (result?.lhr.runtimeError) result = await lighthouse(url, flags, settings);
  parentPort?.postMessage({ url, lhr: result?.lhr });
}
