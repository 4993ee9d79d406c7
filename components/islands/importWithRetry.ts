/**
 * One more try for an island's module: a phone between masts, a deploy swapping files or a server's hiccup
 * fails one request, not two a moment apart. Astro's island loader does the same before it gives up.
 *
 * Chromium remembers a failed module for the life of the page and answers the same import with the same
 * failure, so when the error names the file (Chromium and Firefox do), the second try asks for it with a
 * query of its own; the chunk's own imports keep their URLs, so React is still loaded once.
 * @see https://github.com/whatwg/html/issues/6768
 */

/** The pause before the second try when the browser believes it is online. */
export const RETRY_PAUSE_MS = 300;

export interface RetryOptions {
  /** Resolves when it is worth trying again (default: `online`, then RETRY_PAUSE_MS). */
  pause?: () => Promise<void>;
  /** Imports a URL afresh (default: the browser's `import()` with a `retry` query). */
  reload?: (url: string) => Promise<unknown>;
}

/** The same-origin script the browser says it could not fetch, if its message names one. */
export function failedModuleUrl(error: unknown, origin: string): string | undefined {
  const message = error instanceof Error ? error.message : String(error);
  const url = /\bhttps?:\/\/[^\s'"]+?\.m?js\b/.exec(message)?.[0];
  if (!url || new URL(url).origin !== origin) return undefined;
  return url;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Wait for the connection if the browser knows it is gone, then a moment more: `online` can fire before the
 * network carries requests.
 */
async function untilWorthRetrying(): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    await new Promise<void>((resolve) => window.addEventListener('online', () => resolve(), { once: true }));
  }
  await sleep(RETRY_PAUSE_MS);
}

function freshImport(url: string): Promise<unknown> {
  const fresh = new URL(url);
  fresh.searchParams.set('retry', String(Date.now()));
  return import(/* @vite-ignore */ fresh.href);
}

/** `load()`, and once more after a pause if it fails; the second failure is the caller's to report. */
export async function importWithRetry<T>(load: () => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { pause = untilWorthRetrying, reload = freshImport } = options;
  try {
    return await load();
  } catch (error: unknown) {
    await pause();
    const origin = typeof location === 'undefined' ? undefined : location.origin;
    const url = origin ? failedModuleUrl(error, origin) : undefined;
    return url ? ((await reload(url)) as T) : load();
  }
}
