/**
 * `audit a11y`: axe-core (WCAG 2.2 AA) over every audited page in four variants (the light and the dark theme,
 * each on a laptop screen and on a phone) and, in each, over the states a visitor brings about (a11yStates.ts:
 * the menu open, each accordion item and tab open, each form submitted empty and sent). Each page is loaded
 * once per screen, with a stored theme preference as a returning visitor's browser has it (light on the
 * laptop, dark on the phone: the page's pre-paint script must apply either from localStorage), and scanned
 * once its islands have hydrated; in each state it is scanned in that theme, switched to the other as the
 * theme switch does it (the themes are CSS on `data-theme`, lib/theme.ts), scanned again and switched back:
 * half the page loads and visits of a load per variant (84 s against 112 s on 2 cores, the same scans).
 * Four pages at a time: a scan mostly waits on its page. This is the site's one scan of every route (the
 * browser suite scans only what its journeys bring about); violations that `a11y.ignore` in audit.config.json
 * covers are reported as notes, with the entry's why.
 */
import { ISLAND_TAG } from '../../lib/islands.ts';
import { SCREENS, WCAG_TAGS, axeViolations } from './accessibility.ts';
import { type State, type StateScan, visitStates } from './a11yStates.ts';
import { type AuditConfig, a11yIgnoresFor } from './config.ts';
import { launchBrowser } from './browser.ts';
import { notFoundRoute } from '../../lib/routes.ts';
import { THEME_STORAGE_KEY, type Theme } from '../../lib/theme.ts';
import { visible } from '../output/terminal.ts';
import type { Finding } from '../output/findings.ts';
import {
  type AuditOptions,
  type AuditReport,
  newTable,
  nothingCheckedFindings,
  pagesToAudit,
  summaryLine,
} from './shared.ts';

export const VARIANTS = ['light', 'dark', 'phone', 'phone-dark'] as const;
export type Variant = (typeof VARIANTS)[number];

/** The variants of each screen, the stored theme (the one its pages load in) first. */
const SCREEN_VARIANTS = {
  desktop: [
    { variant: 'light', theme: 'light' },
    { variant: 'dark', theme: 'dark' },
  ],
  phone: [
    { variant: 'phone-dark', theme: 'dark' },
    { variant: 'phone', theme: 'light' },
  ],
} as const satisfies Record<keyof typeof SCREENS, readonly { variant: Variant; theme: Theme }[]>;
type Screen = keyof typeof SCREEN_VARIANTS;
const AUDITED_SCREENS = Object.keys(SCREEN_VARIANTS) as Screen[];

/**
 * In the page: the theme switched as the site's switch applies it (lib/theme.ts applyPreference), but not stored:
 * the pages scanned side by side share their storage, and a page follows a preference stored in another tab.
 * Colour transitions are held off from then on, for the rest of the visit: with reduced motion the site's last
 * 0.01 ms, but each is still a blend between the themes until the browser's next frame, and in a part of the page
 * it skips rendering (the footer's `content-visibility: auto`) that frame never comes, so a scan would read the
 * blend. A constructed stylesheet, which the page's CSP allows, where a `<style>` element would be refused.
 */
function switchTheme(theme: Theme): void {
  if (!document.adoptedStyleSheets.some((sheet) => sheet.cssRules[0]?.cssText.includes('transition: none'))) {
    const hold = new CSSStyleSheet();
    hold.replaceSync('*, *::before, *::after { transition: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, hold];
  }
  document.documentElement.setAttribute('data-theme-preference', theme);
  document.documentElement.setAttribute('data-theme', theme);
}

const noCounts = (): A11yRow['counts'] => ({ light: null, dark: null, phone: null, 'phone-dark': null });

/** One element failing one rule in one variant of one page. */
export interface A11yViolation {
  path: string;
  variant: Variant;
  /** What the visitor had done: `loaded` for the page as it loads, else the state (a11yStates.ts). */
  state: State;
  /** The state in words, as reports print it: `accordion item 3 open`. */
  stateLabel: string;
  rule: string;
  impact: string;
  help: string;
  helpUrl: string;
  /** The element, as axe's CSS selector (frames and shadow roots joined with ` >>> `). */
  target: string;
}

export interface A11yRow {
  path: string;
  /** Elements in violation per variant, all its states together; null where the page could not be scanned. */
  counts: Record<Variant, number | null>;
  /** Scans per variant: the loaded page and each state reached. */
  scans: Record<Variant, number>;
}

export type A11yReport = AuditReport<A11yRow> & {
  violations: A11yViolation[];
  /** Violations an `a11y.ignore` entry covers: reported, not counted. */
  ignored: (A11yViolation & { why: string })[];
  tags: string[];
};

export interface A11yOptions extends AuditOptions {
  /** Origin of the server to scan, e.g. http://127.0.0.1:4173. */
  baseUrl: string;
  /** `a11y` of audit.config.json: what is ignored, with why. None when absent. */
  config?: AuditConfig['a11y'];
  concurrency?: number;
  chromePath?: string;
}

/** How long a page may take to load and hydrate before it is reported instead of scanned. */
const PAGE_TIMEOUT_MS = 30_000;

export async function auditA11y(options: A11yOptions): Promise<A11yReport> {
  const started = performance.now();
  const base = new URL(options.baseUrl).origin;
  const pages = pagesToAudit(options);
  const browser = await launchBrowser(options.chromePath);
  const config = options.config ?? { ignore: [] };
  const violations: A11yViolation[] = [];
  const ignored: A11yReport['ignored'] = [];
  const problems: { path: string; variant: Variant; text: string }[] = [];
  const notes: { path: string; variant: Variant; text: string }[] = [];
  const counts = new Map(pages.map((route) => [route.path, noCounts()]));
  const scanCounts = new Map(
    pages.map((route) => [route.path, Object.fromEntries(VARIANTS.map((v) => [v, 0])) as Record<Variant, number>]),
  );
  let scans = 0;

  try {
    const contexts = Object.fromEntries(
      await Promise.all(
        AUDITED_SCREENS.map(async (screen) => {
          const [stored] = SCREEN_VARIANTS[screen];
          // The service worker would answer from its cache what the server under audit should answer.
          // Reduced motion, as many visitors who use assistive technology set it: a panel opens at once, so each
          // state is scanned without waiting out its animation (the site honours the setting everywhere).
          const context = await browser.newContext({
            ...SCREENS[screen],
            serviceWorkers: 'block',
            reducedMotion: 'reduce',
          });
          // No wait of a scan's may hang the audit: an action that cannot happen fails in time, as a problem.
          context.setDefaultTimeout(PAGE_TIMEOUT_MS);
          await context.addInitScript(
            ([key, value]) => {
              try {
                window.localStorage.setItem(key, value);
              } catch {
                // about:blank and opaque origins have no storage; the page itself does.
              }
            },
            [THEME_STORAGE_KEY, stored.theme] as const,
          );
          return [screen, context] as const;
        }),
      ),
    ) as Record<Screen, Awaited<ReturnType<typeof browser.newContext>>>;

    const tasks = pages.flatMap((route) => AUDITED_SCREENS.map((screen) => ({ route, screen })));
    const scan = async ({ route, screen }: (typeof tasks)[number]): Promise<void> => {
      const variants = SCREEN_VARIANTS[screen];
      const [stored] = variants;
      // What stops a visit is reported under the screen's stored variant, the one its pages load in.
      const say = (list: typeof problems, text: string) =>
        list.push({ path: route.path, variant: stored.variant, text: `${route.path} (${stored.variant}): ${text}` });
      const page = await contexts[screen].newPage();
      try {
        const response = await page.goto(`${base}${route.path}`, { waitUntil: 'load', timeout: PAGE_TIMEOUT_MS });
        const status = response?.status() ?? 0;
        // The not-found page may answer 404 where a server serves it at unknown URLs.
        const expected = route.file === notFoundRoute.file ? [200, 404] : [200];
        if (!expected.includes(status)) {
          say(problems, `answered HTTP ${status}, so it was not scanned`);
          return;
        }
        const hydrated = await page
          .waitForFunction(
            (tag) => !document.querySelector(tag) || document.documentElement.hasAttribute('data-hydrated'),
            ISLAND_TAG,
            { timeout: PAGE_TIMEOUT_MS },
          )
          .then(() => true)
          .catch(() => false);
        if (!hydrated) say(notes, `islands had not hydrated after ${PAGE_TIMEOUT_MS / 1000} s; scanned as it was`);
        const applied = await page.evaluate(() => document.documentElement.getAttribute('data-theme'));
        if (applied !== stored.theme) {
          say(
            problems,
            `the stored ${stored.theme} theme was not applied (data-theme="${visible(applied ?? '')}"), not scanned`,
          );
          return;
        }
        const found = Object.fromEntries(variants.map(({ variant }) => [variant, 0])) as Record<Variant, number>;
        const scanned: string[] = [];
        const scanState = async ({ state, label: stateLabel, include, shown }: StateScan) => {
          for (const { variant, theme } of variants) {
            if (theme !== stored.theme) await page.evaluate(switchTheme, theme);
            for (const violation of await axeViolations(page, include)) {
              for (const node of violation.nodes) {
                const record = {
                  path: route.path,
                  variant,
                  state,
                  stateLabel,
                  rule: violation.id,
                  impact: violation.impact ?? 'unknown',
                  help: violation.help,
                  helpUrl: violation.helpUrl,
                  target: node.target
                    .map((part) => (Array.isArray(part) ? part.join(' >>> ') : String(part)))
                    .join(' >>> '),
                };
                const [entry] = a11yIgnoresFor(config, violation.id, route.path);
                if (entry) ignored.push({ ...record, why: entry.why });
                else {
                  violations.push(record);
                  found[variant]++;
                }
              }
            }
            scans++;
          }
          await page.evaluate(switchTheme, stored.theme);
          // A state that ends by itself (a toast) must have lasted through both scans, or one scanned without it.
          if (shown && !(await shown.isVisible())) {
            throw new Error('it had gone before both themes were scanned');
          }
          scanned.push(stateLabel);
        };
        await scanState({ state: 'loaded', label: 'loaded' });
        const missed = await visitStates(page, { phone: screen === 'phone' }, scanState);
        for (const text of missed) say(problems, `${text}, so that state was not scanned`);
        const row = counts.get(route.path);
        const perVariant = scanCounts.get(route.path);
        for (const { variant } of variants) {
          if (row) row[variant] = found[variant];
          if (perVariant) perVariant[variant] = scanned.length;
        }
        const total = variants.reduce((sum, { variant }) => sum + found[variant], 0);
        const states = scanned.length === 1 ? 'as loaded' : `in ${scanned.length} states`;
        options.progress?.(
          `a11y ${route.path} (${variants.map((v) => v.variant).join(', ')}): ${total === 0 ? 'no violations' : `${total} elements in violation`} ${states}`,
        );
      } catch (error) {
        say(problems, `not scanned: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      } finally {
        await page.close();
      }
    };

    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < tasks.length) {
        const task = tasks[next++];
        if (task) await scan(task);
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 4) }, worker));
  } finally {
    await browser.close();
  }

  // Workers finish in any order; the report reads in registry order, then variant, then rule.
  const rank = new Map(pages.map((route, index) => [route.path, index]));
  const byPage = (a: { path: string; variant: Variant }, b: { path: string; variant: Variant }) =>
    (rank.get(a.path) ?? 0) - (rank.get(b.path) ?? 0) || VARIANTS.indexOf(a.variant) - VARIANTS.indexOf(b.variant);
  const byState = (a: A11yViolation, b: A11yViolation) =>
    byPage(a, b) || a.stateLabel.localeCompare(b.stateLabel) || a.rule.localeCompare(b.rule);
  violations.sort(byState);
  ignored.sort(byState);
  const rows: A11yRow[] = pages.map((route) => ({
    path: route.path,
    counts: counts.get(route.path) ?? noCounts(),
    scans: scanCounts.get(route.path) ?? (Object.fromEntries(VARIANTS.map((v) => [v, 0])) as Record<Variant, number>),
  }));
  // Ignored violations stay visible, grouped by entry; an entry that matched nothing is named, to be removed.
  const ignoreNotes = config.ignore.map((entry) => {
    const matched = ignored.filter((v) => v.rule === entry.rule && v.why === entry.why);
    return matched.length === 0
      ? `a11y.ignore ${entry.rule} on ${entry.route} matched nothing in this run: remove it once it is no longer needed`
      : `a11y.ignore ${entry.rule} on ${entry.route}: ${matched.length} elements not counted (${[...new Set(matched.map((v) => v.path))].join(', ')}): ${entry.why}`;
  });
  const scannedPages = rows.filter((row) => VARIANTS.some((v) => row.counts[v] !== null)).length;
  const fileOf = new Map(pages.map((route) => [route.path, route.file]));
  const findings: Finding[] = [
    ...violations.map((v) => ({
      tool: 'a11y',
      rule: v.rule,
      level: 'error' as const,
      message: `${v.path} (${v.variant}${v.state === 'loaded' ? '' : `, ${v.stateLabel}`}): ${v.rule} (${v.impact}): ${visible(v.target)}: ${v.help}`,
      route: v.path,
      file: fileOf.get(v.path) as string,
      help: v.help,
      helpUri: v.helpUrl,
    })),
    ...problems.sort(byPage).map((p) => ({
      tool: 'a11y',
      rule: 'not-scanned',
      level: 'error' as const,
      message: p.text,
      route: p.path,
      file: fileOf.get(p.path) as string,
      help: 'The page could not be scanned, so its accessibility is unknown.',
    })),
    ...nothingCheckedFindings('a11y', scannedPages, scans, 'scans'),
  ];
  const allProblems = findings.map((finding) => finding.message);
  return {
    audit: 'a11y',
    ok: allProblems.length === 0,
    pages: scannedPages,
    items: scans,
    itemLabel: 'scans',
    problems: allProblems,
    notes: [...notes.sort(byPage).map((n) => n.text), ...ignoreNotes],
    findings,
    routes: pages.map((route) => route.path),
    rows,
    violations,
    ignored,
    tags: WCAG_TAGS,
    durationMs: performance.now() - started,
  };
}

export function formatA11yReport(report: A11yReport): string {
  const table = newTable(
    ['route', ...VARIANTS, 'scans', 'result'],
    ['left', 'right', 'right', 'right', 'right', 'right', 'left'],
  );
  for (const row of report.rows) {
    const cells = VARIANTS.map((v) => row.counts[v] ?? '–');
    const failed = VARIANTS.some((v) => row.counts[v] !== 0);
    const scans = VARIANTS.reduce((sum, v) => sum + row.scans[v], 0);
    table.push([row.path, ...cells, scans, failed ? 'FAIL' : 'pass']);
  }
  const size = (screen: keyof typeof SCREENS) => `${SCREENS[screen].viewport.width}×${SCREENS[screen].viewport.height}`;
  const lines = [
    `Elements in violation of axe-core's ${report.tags.join(', ')} rules, in each page as loaded and in each state`,
    `a visitor brings about (the menu open on a phone, each accordion item and tab open, each form submitted empty`,
    `and sent). light and dark: ${size('desktop')}; phone and phone-dark: ${size('phone')}; –: not scanned (see Problems).`,
    table.toString(),
  ];
  if (report.problems.length > 0) lines.push('', 'Problems:', ...report.problems.map((p) => `  ${p}`));
  if (report.notes.length > 0) lines.push('', 'Notes:', ...report.notes.map((n) => `  ${n}`));
  lines.push('', summaryLine(report));
  return `${lines.join('\n')}\n`;
}
