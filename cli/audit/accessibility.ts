/**
 * The accessibility standard the site is held to, the screens it is checked on and the one way axe is run,
 * defined once for the browser suite (playwright.config.ts, tests/e2e) and `audit a11y`. It sits with the
 * audit because cli/ may not import tests/, while tests and the root config files may import anything.
 */
import type { Page } from '@playwright/test';
import type AxeCore from 'axe-core';

/** WCAG 2.2 AA, as axe tags it (2.0, 2.1 and 2.2 at levels A and AA). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** A laptop, and a phone the size of an iPhone 12–15 (the `mobile` project of the browser suite). */
export const SCREENS = {
  desktop: { viewport: { width: 1366, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
} as const;

/** What axe reports of one rule failing, as the audit and the browser suite read it. */
export interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: unknown[] }[];
}

/**
 * axe-core's WCAG 2.2 AA violations in a page, or only inside the elements matching `include`. axe is injected
 * once per document and run there with `axe.run`: @axe-core/playwright's default path injects it on every
 * call and finishes each run in a blank page of its own, which made a scan of this site's pages take 0.9-1.7 s
 * against 0.1-0.4 s here. The site has no frames, which is all that path adds.
 */
export async function axeViolations(page: Page, include?: string): Promise<AxeViolation[]> {
  // One round trip a scan, with axe injected on the first (a document has none until then).
  const run = () =>
    page.evaluate(
      async ([tags, selector]) => {
        const { axe } = window as unknown as { axe?: typeof AxeCore };
        if (!axe) return null;
        // A panel still opening overlaps its neighbours and fades its text: contrast and target sizes are read
        // once running animations end (a looping one, such as the home page's logo strip, never does).
        // At most 5 s: one in a part of the page the browser skips rendering (content-visibility) never ends.
        await Promise.race([
          Promise.all(
            document
              .getAnimations()
              .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
              .map((animation) => animation.finished.catch(() => undefined)),
          ),
          new Promise((resolve) => setTimeout(resolve, 5_000)),
        ]);
        const results = await axe.run(selector ? { include: [[selector]] } : document, {
          runOnly: { type: 'tag', values: tags },
          resultTypes: ['violations'],
        });
        return results.violations.map(({ id, impact, help, helpUrl, nodes }) => ({
          id,
          impact,
          help,
          helpUrl,
          nodes: nodes.map((node) => ({ target: node.target as unknown[] })),
        }));
      },
      [WCAG_TAGS, include] as const,
    );
  const found = await run();
  if (found) return found;
  const { default: axe } = await import('axe-core');
  await page.evaluate(axe.source);
  return (await run()) ?? [];
}
