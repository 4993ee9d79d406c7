/**
 * The selling pages: the case-study accordion and anchors, the prices a visitor reads against the structured
 * data in the page's head, and where every call to action on a service page leads.
 */
import { expect, test, type Page } from '@playwright/test';
import { PROCESS_PHASES } from '../../content/about.schema.ts';
import { caseStudies, caseStudiesPage } from '../../content/caseStudies.ts';
import { claims, timeline } from '../../content/claims.ts';
import { guidesPage } from '../../content/guides.ts';
import { labels as sharedLabels } from '../../content/labels.ts';
import { PACKAGE_COUNT } from '../../content/packages.schema.ts';
import { guarantees, packages } from '../../content/packages.ts';
import { pricing } from '../../content/pricing.ts';
import { services, servicesPage } from '../../content/servicePages.ts';
import { SUPPORT_LEVEL_COUNT } from '../../content/supportLevels.schema.ts';
import { supportLevels } from '../../content/supportLevels.ts';
import { phase, process } from '../../content/process.ts';
import { bestPractices } from '../../content/docs/best-practices.ts';
import { formatMinutes } from '../../lib/format.ts';
import { requestHref } from '../../lib/forms.ts';
import { escapeRegExp } from '../../lib/regexp.ts';
import { expectAllClosed, gotoHydrated, walkAccordion } from './helpers.ts';

/** The support levels (docs/product.md#service-prices-and-support-levels): Standard, Premium and Enterprise. */
const SUPPORT_LEVELS = SUPPORT_LEVEL_COUNT;

type JsonLdNode = Record<string, unknown> & { '@type': string };

/** The nodes of the page's JSON-LD graph, read from its <head>. */
async function jsonLdGraph(page: Page): Promise<JsonLdNode[]> {
  const text = await page.locator('head script[type="application/ld+json"]').textContent();
  return (JSON.parse(text ?? '{}') as { '@graph': JsonLdNode[] })['@graph'];
}

/** Pound amounts in a text, in order: "£1,500 setup + £250 per month" → [1500, 250]. */
const pounds = (text: string): number[] => [...text.matchAll(/£([\d,]+)/g)].map((m) => Number(m[1]!.replace(/,/g, '')));

test.describe('case studies', () => {
  test('each study’s accordion is single-open, collapsible and moves with Home, End and the arrow keys', async ({
    page,
  }) => {
    await page.goto('/case-studies');
    const study = caseStudies[1]!;
    const article = page.locator(`article#${study.id}`);
    const triggers = article.locator('details');
    const labels = caseStudiesPage.accordionLabels;
    const sections = [labels.technologies, labels.process, labels.features, labels.additionalBenefits];
    await expect(triggers.locator('> summary')).toHaveText(sections);
    await walkAccordion(page, triggers, article.getByText(study.technologies[0]!, { exact: true }));
    // The open second section, the implementation process, is a numbered list of the study's steps.
    const steps = article.locator('ol li');
    await expect(steps).toHaveText(study.process);
    await expect(steps.first()).toBeVisible();

    // The open section closes again: all may be collapsed.
    await triggers.nth(1).locator('> summary').click();
    await expectAllClosed(triggers);
    await expect(steps.first()).toBeHidden();

    // Another study's accordion is its own: it was never touched.
    const other = page.locator(`article#${caseStudies[0]!.id}`).locator('details');
    await expect(other.locator('> summary')).toHaveText(sections);
    await expectAllClosed(other);
  });

  /** The study starts wholly below the sticky header, and its heading is on screen. */
  async function expectStudyBelowHeader(page: Page, id: string) {
    const heading = page.locator(`article#${id} h2`);
    await expect(heading).toBeInViewport();
    await expect
      .poll(async () => {
        const header = await page.getByRole('banner').boundingBox();
        const study = await page.locator(`article#${id}`).boundingBox();
        const box = await heading.boundingBox();
        const viewport = page.viewportSize()!;
        if (!header || !study || !box) return 'not laid out';
        const headerBottom = header.y + header.height;
        if (study.y < headerBottom) return `study starts at ${study.y}, under the header (bottom ${headerBottom})`;
        if (box.y + box.height > viewport.height) return 'heading below the fold';
        return 'clear';
      })
      .toBe('clear');
  }

  test('/case-studies#resume-parser lands on that study, its heading clear of the sticky header', async ({ page }) => {
    await page.goto('/case-studies#resume-parser');
    await expect(page.locator('article#resume-parser h2')).toHaveText(caseStudies[1]!.title);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await expectStudyBelowHeader(page, 'resume-parser');
  });

  test('every study is anchored by its id, and a service page’s case-study links land on theirs', async ({ page }) => {
    await page.goto('/case-studies');
    for (const study of caseStudies) await expect(page.locator(`article#${study.id} h2`)).toHaveText(study.title);

    const service = services.find((s) => s.id === 'workflow-development')!;
    const id = service.relatedCaseStudies[0]!;
    await gotoHydrated(page, service.path);
    await page.locator(`a[href="/case-studies#${id}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/case-studies#${id}$`));
    await expectStudyBelowHeader(page, id);
  });
});

test.describe('pricing', () => {
  test('shows exactly the package prices, and the JSON-LD offers in its head equal them', async ({ page }) => {
    await gotoHydrated(page, '/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Start Small, Scale Smart');

    const cards = page.locator('#packages li[id^="package-"]');
    await expect(cards).toHaveCount(PACKAGE_COUNT);
    const shown: number[][] = [];
    for (const card of await cards.all()) {
      shown.push(pounds((await card.textContent()) ?? ''));
      await expect(card.getByRole('link', { name: /Get Started/ })).toHaveAttribute('href', '/contact');
    }
    // docs/product.md#packages: £500 setup + £100/mo, £1,500 + £250/mo, £2,500 + £500/mo, and no other pound figure on
    // a card.
    expect(shown).toEqual([
      [500, 100],
      [1500, 250],
      [2500, 500],
    ]);
    await expect(cards.filter({ hasText: pricing.packages.popularLabel })).toHaveCount(1);
    await expect(cards.filter({ hasText: pricing.packages.popularLabel })).toHaveAttribute('id', 'package-standard');
    await expect(page.getByRole('link', { name: 'Calculate Your Savings' })).toHaveAttribute('href', '/roi-calculator');

    // Support levels: Standard included, Premium £200/mo, Enterprise £500/mo, with their response times.
    const levels = page.locator('#support-levels li[id^="support-"]');
    await expect(levels).toHaveCount(SUPPORT_LEVELS);
    expect(pounds((await page.locator('#support-levels').textContent()) ?? '')).toEqual([200, 500]);
    await expect(levels.nth(0)).toContainText('Included');
    await expect(levels.nth(0)).toContainText(supportLevels[0]!.response);
    await expect(levels.nth(1)).toContainText('£200/mo');
    await expect(levels.nth(1)).toContainText('4 hours');
    await expect(levels.nth(2)).toContainText('£500/mo');
    await expect(levels.nth(2)).toContainText('1 hour');
    await expect(levels.nth(2)).toContainText('24/7');

    // The guarantees: results in 60 days, 90 days of optimisation support, no long-term contracts.
    for (const card of pricing.guarantees.cards)
      await expect(page.getByRole('heading', { name: card.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: /60 days/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: /90 days/ })).toBeVisible();

    // The structured data offers the same packages at the same prices.
    const organisation = (await jsonLdGraph(page)).find((node) => node['@type'] === 'ProfessionalService')!;
    const offers = organisation['makesOffer'] as { price: number; priceSpecification: { price: number }[] }[];
    expect(offers.map((offer) => [offer.price, offer.priceSpecification[1]!.price])).toEqual(shown);
  });
});

/** "£800–£1,500 +VAT" → [800, 1500]; "£3,500+ +VAT" → [3500, undefined]. */
function range(text: string): [number, number | undefined] {
  const [min, max] = pounds(text);
  const vat = escapeRegExp(sharedLabels.vat.added);
  expect(text.trim()).toMatch(new RegExp(max === undefined ? `^From £[\\d,]+ ${vat}$` : `^£[\\d,]+–£[\\d,]+ ${vat}$`));
  return [min!, max];
}

test.describe('service pages', () => {
  for (const service of services) {
    test(`${service.path}: the JSON-LD offers equal the tier prices the page shows`, async ({ page }) => {
      await gotoHydrated(page, service.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.hero.title);
      const tiers = page.locator('#prices li:has(> h3)');
      await expect(tiers).toHaveCount(service.tiers.length);
      const shown: { name: string; price: [number, number | undefined] }[] = [];
      for (const tier of await tiers.all()) {
        shown.push({
          name: (await tier.locator('h3').textContent()) ?? '',
          price: range((await tier.locator('h3 + p').textContent()) ?? ''),
        });
      }
      await expect(page.locator('#prices')).toContainText(service.supportPeriod.label);

      const node = (await jsonLdGraph(page)).find((n) => n['@type'] === 'Service')!;
      expect(node['provider']).toEqual({ '@id': expect.stringMatching(/#organization$/) });
      const offers = node['offers'] as { name: string; priceSpecification: { minPrice: number; maxPrice?: number } }[];
      expect(
        offers.map((offer) => ({
          name: offer.name,
          price: [offer.priceSpecification.minPrice, offer.priceSpecification.maxPrice],
        })),
      ).toEqual(shown);
    });

    test(`${service.path}: calls to action go to /contact${service.id === 'training-support' ? ' and /contact-support' : ''}`, async ({
      page,
    }) => {
      await gotoHydrated(page, service.path);
      const main = page.getByRole('main');
      const hrefs = await main.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      const caseStudyLinks = service.relatedCaseStudies.map((id) => `/case-studies#${id}`);
      // A figure's footnote reference and a note's link back are not calls to action.
      const calls = hrefs.filter((href) => !caseStudyLinks.includes(href ?? '') && !/^#(?:note|ref)-/.test(href ?? ''));
      // Hero, one per price tier and the closing banner: at least that many calls to action.
      expect(calls.length).toBeGreaterThanOrEqual(service.tiers.length + 2);
      const allowed = service.id === 'training-support' ? ['/contact', '/contact-support'] : ['/contact'];
      expect(new Set(calls)).toEqual(new Set(allowed));
      expect(hrefs.filter((href) => caseStudyLinks.includes(href ?? ''))).toEqual(caseStudyLinks);

      const hero = main.locator('section').first();
      const closing = main.locator('section:not(#notes)').last();
      for (const section of [hero, closing]) {
        const targets = await section
          .locator('a:not([data-note-ref])')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
        expect(targets).toEqual(service.id === 'training-support' ? ['/contact', '/contact-support'] : ['/contact']);
      }
      const tierLinks = page.locator('#prices a');
      expect(await tierLinks.count(), 'a call to action per tier').toBeGreaterThanOrEqual(service.tiers.length);
      for (const link of await tierLinks.all()) await expect(link).toHaveAttribute('href', '/contact');
      if (service.id === 'training-support') {
        await expect(page.locator('#support-levels li[id^="support-"]')).toHaveCount(SUPPORT_LEVELS);
        expect(pounds((await page.locator('#support-levels').textContent()) ?? '')).toEqual([200, 500]);
      } else {
        await expect(page.locator('#support-levels')).toHaveCount(0);
      }
    });
  }

  test('/services lists the five services from the same records, each linking to its page', async ({ page }) => {
    await gotoHydrated(page, '/services');
    const cards = page.locator('#services li');
    await expect(cards.locator('h3')).toHaveText(services.map((s) => s.name));
    const links = cards.getByRole('link', { name: servicesPage.cardLinkLabel });
    expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual(
      services.map((s) => s.path),
    );
    await expect(page.getByRole('link', { name: servicesPage.packagesLink.label })).toHaveAttribute('href', '/pricing');
  });
});

test.describe('one process, one timeline', () => {
  test('every page that shows the process names its phases as the model does, and says which part it shows', async ({
    page,
  }) => {
    const names = process.phases.map((p) => p.name);
    await page.goto('/about');
    await expect(page.locator('#process li h3')).toHaveText(names);
    await expect(page.locator('#process li')).toContainText(process.phases.map((p) => p.weeks));
    await page.goto('/docs/getting-started');
    await expect(page.locator('main details > summary')).toContainText([process.audit.name, ...names]);
    await page.goto('/docs/best-practices');
    for (const step of bestPractices.framework) await expect(page.locator('main')).toContainText(step.duration);
    for (const service of services) {
      await page.goto(service.path);
      const steps = page.locator('section', { hasText: 'How an engagement runs' }).locator('li h3');
      for (const title of await steps.allTextContents()) expect(names, `${service.path}: ${title}`).toContain(title);
    }
    await page.goto('/');
    await expect(page.locator('main')).toContainText(phase('support').weeks);
    await page.goto('/pricing');
    for (const [id, live] of Object.entries(timeline.live)) {
      await expect(page.locator(`#package-${id}`)).toContainText(live);
    }
  });
});

test.describe('figures and their notes', () => {
  test('a figure’s reference leads to its note at the page’s end and back, each basis once, kept in print', async ({
    page,
  }) => {
    await page.goto('/');
    const ref = page.locator('main [data-note-ref]').first();
    const target = (await ref.getAttribute('href'))!;
    await expect(ref).toHaveAttribute('aria-describedby', 'notes-heading');
    await expect(page.locator('#notes-heading')).toHaveText(sharedLabels.notes.title);
    const ids = await page.locator('#notes li').evaluateAll((items) => items.map((item) => item.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain(target.slice(1));
    await ref.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.locator(target)).toBeInViewport();
    await page.locator(target).getByRole('link').first().click();
    await expect(ref).toBeInViewport();
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('#notes')).toBeVisible();
    // The training page's popular badges cite one note, twice.
    await page.goto('/docs/training-resources');
    await expect(page.locator(`#notes li#note-${claims.popularTrainingModules.id} a`)).toHaveCount(2);
  });
});

test.describe('VAT', () => {
  test('every price on a card says VAT is added, in the labels’ words, and the offers say it is not included', async ({
    page,
  }) => {
    const paths = ['/', '/pricing', ...services.map((service) => service.path)];
    let prices = 0;
    for (const path of paths) {
      await page.goto(path);
      const cards = page.locator('#packages li[id^="package-"], #support-levels li[id^="support-"], #prices li');
      for (const line of await cards.locator('p').filter({ hasText: '£' }).all()) {
        prices += 1;
        await expect(line, path).toContainText(sharedLabels.vat.added);
      }
      const specs = JSON.stringify(await jsonLdGraph(page)).match(/"valueAddedTaxIncluded":(\w+)/g) ?? [];
      expect(new Set(specs), path).toEqual(new Set(specs.length > 0 ? ['"valueAddedTaxIncluded":false'] : []));
    }
    // Three packages twice (setup and monthly), on / and /pricing; two priced levels; every service tier.
    expect(prices).toBeGreaterThan(3 * 2 * 2 + 2);
  });
});

test.describe('guarantees', () => {
  test('/, /pricing and /terms say which package has which promise; no service claims the results guarantee', async ({
    page,
  }) => {
    // Starter alone has the money-back guarantee; every package has the results guarantee.
    expect(packages.map((pkg) => [pkg.id, pkg.promises.includes('moneyBack')])).toEqual([
      ['starter', true],
      ['standard', false],
      ['premium', false],
    ]);
    for (const path of ['/', '/pricing', '/terms']) {
      await page.goto(path);
      const text = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
      expect(text, path).toContain(guarantees.summary);
      expect(text, path).not.toMatch(/covered by the results guarantee instead/);
    }
    // The results guarantee is the packages': no one-off service badges it.
    for (const service of services) {
      await page.goto(service.path);
      await expect(page.locator('main'), service.path).not.toContainText(timeline.resultsPromise);
    }
  });
});

test.describe('card grids', () => {
  // Five cards in three columns read 3 + 2 with the short row centred, not with an empty cell at the end.
  for (const width of [1366, 800]) {
    // One layout check per width, in the desktop project (the phone shows one column).
    test(`at ${width} px a short last row of cards is centred`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/about');
      const phases = page.locator('ol').filter({ hasText: 'Discovery' }).first().locator(':scope > li');
      await expect(phases).toHaveCount(PROCESS_PHASES);
      const boxes = await phases.evaluateAll((items) =>
        items.map((item) => {
          const box = item.getBoundingClientRect();
          return { top: Math.round(box.top), left: box.left, right: box.right };
        }),
      );
      const grid = await page.locator('ol').filter({ hasText: 'Discovery' }).first().boundingBox();
      const lastRow = boxes.filter((box) => box.top === boxes.at(-1)!.top);
      expect(lastRow.length).toBeLessThan(boxes.length);
      const leftGap = lastRow[0]!.left - grid!.x;
      const rightGap = grid!.x + grid!.width - lastRow.at(-1)!.right;
      expect(leftGap).toBeGreaterThan(0);
      expect(Math.abs(leftGap - rightGap)).toBeLessThan(1);
    });
  }
});

test.describe('guides', () => {
  test('no grid is wider than three columns, even on a wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1000 });
    await page.goto('/guides');
    const grids = page.locator('main ul:has(> li + li)');
    expect(await grids.count()).toBeGreaterThanOrEqual(4);
    const columns = await grids.evaluateAll((lists) =>
      lists
        .filter((list) => getComputedStyle(list).display === 'grid')
        .map((list) => new Set([...list.children].map((item) => Math.round(item.getBoundingClientRect().left))).size),
    );
    expect(columns).toHaveLength(4); // tips, guides, use cases, videos
    for (const count of columns) expect(count).toBeLessThanOrEqual(3);
  });

  test('every guide and video asks for itself on the contact page, with the brief’s times and styles', async ({
    page,
  }) => {
    await page.goto('/guides');
    const { guides, videos, closing } = guidesPage;
    expect(guides.items.map((guide) => [guide.difficulty, guide.minutes])).toEqual([
      ['Beginner', 15],
      ['Beginner', 30],
      ['Intermediate', 45],
      ['Intermediate', 40],
      ['Advanced', 35],
      ['Advanced', 50],
    ]);
    expect(videos.items.map((video) => video.minutes)).toEqual([10, 15, 12, 18]);
    for (const [items, label] of [
      [guides.items, 'Request Guide Access'],
      [videos.items, 'Request Access'],
    ] as const) {
      for (const item of items) {
        const card = page.locator('li').filter({ has: page.getByRole('heading', { name: item.title, exact: true }) });
        await expect(card).toContainText(formatMinutes(item.minutes, sharedLabels.minutes));
        const request = card.getByRole('link', { name: `${label}: ${item.title}` });
        await expect(request).toHaveText(label);
        await expect(request).toHaveAttribute('href', requestHref('/contact', item.title));
      }
    }
    // Beginner green, Intermediate primary, Advanced accent: three looks, one per difficulty.
    const looks = new Map<string, string>();
    for (const difficulty of ['Beginner', 'Intermediate', 'Advanced']) {
      const badge = page.locator('#guides li').getByText(difficulty, { exact: true }).first();
      looks.set(difficulty, await badge.evaluate((el) => getComputedStyle(el).backgroundColor));
    }
    expect(new Set(looks.values()).size).toBe(3);
    await expect(page.getByRole('link', { name: closing.primary.label })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('link', { name: closing.secondary!.label })).toHaveAttribute('href', '/docs');
    // A request reaches the form with what was asked for.
    await page.getByRole('link', { name: `Request Guide Access: ${guides.items[0]!.title}` }).click();
    await expect(page).toHaveURL(/\/contact\?topic=/);
    await expect(page.locator('textarea[name="message"]')).toHaveValue(new RegExp(guides.items[0]!.title));
  });
});
