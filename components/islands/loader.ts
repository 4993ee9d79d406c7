/**
 * The browser half of islands (see Island.tsx): finds the <site-island> markers in the pre-rendered HTML and
 * wakes each when it is due: `load` at once, `idle` when the browser has nothing better to do, `visible` when
 * it scrolls near the viewport. Only then are the component's module and React DOM imported. An island whose
 * module fails to load keeps its server HTML and is logged once. No React here, so the page's entry is tiny.
 */
import { islands, isIslandName } from './registry.ts';
import { ISLAND_TAG } from './types.ts';

const logged = new Set<string>();

async function wake(marker: HTMLElement): Promise<void> {
  const name = marker.dataset.island ?? '';
  marker.dataset.state = 'loading';
  try {
    if (!isIslandName(name)) throw new Error(`no island is registered as "${name}"`);
    const [{ hydrateIsland }, module] = await Promise.all([import('./hydrateIsland.ts'), islands[name]()]);
    await hydrateIsland(marker, module.default as Parameters<typeof hydrateIsland>[1]);
    marker.dataset.state = 'hydrated';
  } catch (error: unknown) {
    marker.dataset.state = 'failed';
    if (!logged.has(name)) {
      logged.add(name);
      console.error(`Island "${name}" could not load; its pre-rendered HTML stays as it is.`, error);
    }
  }
}

const whenIdle = (): Promise<void> =>
  new Promise((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 200);
  });

function whenVisible(marker: HTMLElement, callback: () => void): void {
  if (!('IntersectionObserver' in window)) return callback();
  // The marker itself is `display: contents` (no box), so watch what it renders.
  const target = marker.firstElementChild ?? marker;
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      callback();
    },
    { rootMargin: '300px 0px' },
  );
  observer.observe(target);
}

/**
 * Wake every island of the page on its schedule. Resolves once the `load` and `idle` islands have hydrated
 * (or failed), and marks that moment on <html data-hydrated> for tests and styles.
 */
export async function hydrateIslands(root: ParentNode = document): Promise<void> {
  const markers = [...root.querySelectorAll<HTMLElement>(ISLAND_TAG)].filter(
    (marker) => !marker.parentElement?.closest(ISLAND_TAG),
  );
  const due: Promise<void>[] = [];
  for (const marker of markers) {
    const when = marker.dataset.when;
    if (when === 'visible') whenVisible(marker, () => void wake(marker));
    else if (when === 'idle') due.push(whenIdle().then(() => wake(marker)));
    else due.push(wake(marker));
  }
  await Promise.all(due);
  document.documentElement.setAttribute('data-hydrated', '');
}
