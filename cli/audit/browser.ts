/**
 * The one way axe is run, for `audit a11y` and the browser suites alike (tests/e2e). It sits with the audits
 * because cli/ may not import tests/.
 */
import type { Page } from '@playwright/test';
import type AxeCore from 'axe-core';

/** WCAG 2.2 AA, as axe tags it (2.0, 2.1 and 2.2 at levels A and AA). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Beside WCAG's, axe's best-practice landmark rules: each unique by role and name (`landmark-unique`), all content
 * inside one (`region`), one main, banner and contentinfo at the top. WCAG's tags alone let ten regions share two
 * names, so a screen reader's landmark list could not tell them apart.
 */
const isLandmarkRule = (id: string): boolean => id === 'region' || id.startsWith('landmark-');

/**
 * The rules whose verdict a theme can change: a theme sets colours only (components/theme.css.ts), so a page
 * scanned in full in one theme needs only these in the other. They are about half a scan's time.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe's violations of WCAG 2.2 AA and the landmark rules in a page, or only inside the elements matching
 * `include`; of those, only `rules` when given. axe is injected once per document and run there:
 * @axe-core/playwright injects it on every call and finishes in a blank page of its own (0.9-1.7 s a scan against
 * 0.1-0.4 s here); the site has no frames.
 */
export async function axeViolations(page: Page, include?: string, rules?: readonly string[]) {
  const { default: axe } = await import('axe-core');
  const ruleIds = axe.getRules().map((rule) => rule.ruleId);
  const run = () =>
    page.evaluate(
      async ([tags, selector, extra, only]) => {
        const { axe } = window as unknown as { axe?: typeof AxeCore };
        if (!axe) return null;
        // Contrast and target sizes are read once running animations end (a looping one, such as the home page's
        // logo strip, never does); at most 5 s, since one in content the browser skips rendering never ends.
        await Promise.race([
          Promise.all(
            document
              .getAnimations()
              .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
              .map((animation) => animation.finished.catch(() => undefined)),
          ),
          new Promise((resolve) => setTimeout(resolve, 5_000)),
        ]);
        const rules = axe
          .getRules()
          // Experimental and deprecated rules stay off, as they are when axe runs by tag.
          .filter((rule) => !rule.tags.some((tag) => tag === 'experimental' || tag === 'deprecated'))
          .filter((rule) => rule.tags.some((tag) => tags.includes(tag)) || extra.includes(rule.ruleId))
          .map((rule) => rule.ruleId)
          .filter((id) => !only || only.includes(id));
        const results = await axe.run(selector ? { include: [[selector]] } : document, {
          runOnly: { type: 'rule', values: rules },
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
      [WCAG_TAGS, include, ruleIds.filter(isLandmarkRule), rules] as const,
    );
  const found = await run();
  if (found) return found;
  await page.evaluate(axe.source);
  return (await run()) ?? [];
}
