/**
 * One lane of `audit lighthouse`'s accessibility, best-practices and SEO runs, in a worker thread of its own:
 * Lighthouse keeps state in its module (its stack packs above all), so two runs at once in one thread break
 * each other, while these runs need no quiet machine and go two at a time (lighthouse.ts).
 * Receives `{ urls, port, preset, categories }`; posts `{ url, run }` per page, then `{ done: true }`.
 */
import { parentPort, workerData } from 'node:worker_threads';

interface LaneData {
  urls: string[];
  port: number;
  preset: 'mobile' | 'desktop';
  categories: string[];
}

const { urls, port, preset, categories } = workerData as LaneData;
const [{ default: lighthouse }, settings] = await Promise.all([
  import('lighthouse'),
  preset === 'desktop' ? import('lighthouse/core/config/desktop-config.js').then((m) => m.default) : undefined,
]);
for (const url of urls) {
  // The same flags as lighthouse.ts's runs: no full-page screenshot (1.4 s a run, for the report's pictures).
  const flags = { port, output: ['html', 'json'], logLevel: 'error', onlyCategories: categories } as const;
  const run = () => lighthouse(url, { ...flags, output: [...flags.output], disableFullPageScreenshot: true }, settings);
  let attempt = await run();
  // Trace errors come from a busy machine, not the page; Lighthouse's advice is to run again.
  if (attempt?.lhr.runtimeError) attempt = await run();
  parentPort?.postMessage({ url, run: attempt ? { lhr: attempt.lhr, report: attempt.report } : undefined });
}
parentPort?.postMessage({ done: true });
