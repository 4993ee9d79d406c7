/**
 * One reading of prices (docs/decisions/0006-package-prices-are-read-once.md): the package records in
 * content/packages.ts are canonical. The structured-data offers (lib/seo.ts here, and the JSON-LD of each built page in
 * `audit seo`) must carry the same setup and monthly fees, one offer per package (and every price specification says
 * VAT is not included, `checkVatStated`); and copy that quotes a package's price ("the Starter package, £500 setup",
 * "packages from £500") must quote one of its fees and say that VAT is added ("+VAT", "excl. VAT": content/labels.ts
 * `vat`).
 */
import { formatGBP } from '../../lib/format.ts';
import { excerpt, problem, type Problem } from './problem.ts';
import { collectObjects } from './walk.ts';

export interface PackagePrice {
  id: string;
  name: string;
  setupFee: number;
  monthlyFee: number;
}

const fees = (pkg: PackagePrice): string => `${formatGBP(pkg.setupFee)} setup, ${formatGBP(pkg.monthlyFee)} a month`;

const amount = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
};

const typeOf = (record: Record<string, unknown>): string[] => {
  const type = record['@type'];
  return Array.isArray(type) ? type.map(String) : typeof type === 'string' ? [type] : [];
};

/** The one item of `items`; if there are none or several, undefined, with the problem `report` makes of the count. */
function single<T>(items: readonly T[], problems: Problem[], report: (count: number) => Problem): T | undefined {
  if (items.length === 1) return items[0];
  problems.push(report(items.length));
  return undefined;
}

export interface OfferCheck {
  problems: Problem[];
  offers: number;
}

/**
 * The offers in a JSON-LD value against the packages: each offer names exactly one package, and each package
 * has exactly one offer whose price and price specifications are its fees, in GBP. `file` is where the
 * JSON-LD came from (lib/seo.ts, or a built page).
 */
export function checkOffers(file: string, packages: readonly PackagePrice[], jsonLd: unknown): OfferCheck {
  const problems: Problem[] = [];
  // A service's offers are its price tiers, not packages (checkServiceOffers).
  const services = collectObjects(jsonLd, '').filter(({ value }) => typeOf(value).includes('Service'));
  const inService = (path: string) => services.some((service) => path.startsWith(`${service.path}.`));
  const offers = collectObjects(jsonLd, '').filter(
    ({ path, value }) => typeOf(value).includes('Offer') && !inService(path),
  );
  const matched = new Map<string, number>();
  for (const { path, value: offer } of offers) {
    const name = typeof offer.name === 'string' ? offer.name : '';
    const pkg = single(
      packages.filter((candidate) => new RegExp(`\\b${candidate.name}\\b`).test(name)),
      problems,
      () => problem(file, path, 'price', `offer "${name}" should name exactly one package`),
    );
    if (!pkg) continue;
    matched.set(pkg.id, (matched.get(pkg.id) ?? 0) + 1);
    const wrong = (field: string, found: unknown, expected: number | string) =>
      problems.push(
        problem(
          file,
          `${path}.${field}`,
          'price',
          `${pkg.name}: structured data says ${String(found)}, the package says ${expected} (${fees(pkg)})`,
        ),
      );
    if (amount(offer.price) !== pkg.setupFee) wrong('price', offer.price, pkg.setupFee);
    if (offer.priceCurrency !== 'GBP') wrong('priceCurrency', offer.priceCurrency, 'GBP');
    const specs = collectObjects(offer.priceSpecification ?? [], `${path}.priceSpecification`).filter(({ value }) =>
      typeOf(value).includes('UnitPriceSpecification'),
    );
    const monthly = specs.filter(({ value }) => value.unitCode === 'MON' || /month/i.test(String(value.name)));
    const setup = specs.filter((spec) => !monthly.includes(spec));
    for (const [list, fee, what] of [
      [setup, pkg.setupFee, 'setup fee'],
      [monthly, pkg.monthlyFee, 'monthly fee'],
    ] as const) {
      const spec = single(list, problems, (found) =>
        problem(
          file,
          `${path}.priceSpecification`,
          'price',
          `${pkg.name}: expected one ${what} specification, found ${found}`,
        ),
      );
      if (!spec) continue;
      if (amount(spec.value.price) !== fee) wrong(`${spec.path.slice(path.length + 1)}.price`, spec.value.price, fee);
      if (spec.value.priceCurrency !== 'GBP')
        wrong(`${spec.path.slice(path.length + 1)}.priceCurrency`, spec.value.priceCurrency, 'GBP');
    }
  }
  for (const pkg of packages) {
    const count = matched.get(pkg.id) ?? 0;
    if (count !== 1) {
      problems.push(
        problem(
          file,
          '(offers)',
          'price',
          `the ${pkg.name} package has ${count} offers in the structured data, expected 1`,
        ),
      );
    }
  }
  return { problems, offers: offers.length };
}

export interface ServicePrice {
  name: string;
  tiers: readonly { name: string; minPrice: number; maxPrice?: number }[];
}

/**
 * The offers of each Service node in a JSON-LD value against content/services.ts: the service is found by
 * name, and each of its tiers has exactly one offer of that name with the tier's price range in GBP.
 */
export function checkServiceOffers(file: string, services: readonly ServicePrice[], jsonLd: unknown): OfferCheck {
  const problems: Problem[] = [];
  let count = 0;
  for (const { path, value: node } of collectObjects(jsonLd, '').filter(({ value }) =>
    typeOf(value).includes('Service'),
  )) {
    const service = services.find((candidate) => candidate.name === node.name);
    if (!service) {
      problems.push(
        problem(file, `${path}.name`, 'price', `service "${String(node.name)}" is not in content/services.ts`),
      );
      continue;
    }
    const offers = collectObjects(node.offers ?? [], `${path}.offers`).filter(({ value }) =>
      typeOf(value).includes('Offer'),
    );
    count += offers.length;
    for (const tier of service.tiers) {
      const mine = single(
        offers.filter(({ value }) => value.name === tier.name),
        problems,
        (found) =>
          problem(
            file,
            `${path}.offers`,
            'price',
            `${service.name}: tier "${tier.name}" has ${found} offers, expected 1`,
          ),
      );
      if (!mine) continue;
      const { path: at, value: offer } = mine;
      const spec = (offer.priceSpecification ?? {}) as Record<string, unknown>;
      const wrong = (field: string, found: unknown, expected: unknown) =>
        problems.push(
          problem(
            file,
            `${at}.priceSpecification.${field}`,
            'price',
            `${service.name} "${tier.name}": structured data says ${String(found)}, the service says ${String(expected)}`,
          ),
        );
      if (amount(spec.minPrice) !== tier.minPrice) wrong('minPrice', spec.minPrice, tier.minPrice);
      if (amount(spec.maxPrice) !== tier.maxPrice) wrong('maxPrice', spec.maxPrice, tier.maxPrice);
      if (spec.priceCurrency !== 'GBP') wrong('priceCurrency', spec.priceCurrency, 'GBP');
    }
    for (const { path: at, value } of offers) {
      if (!service.tiers.some((tier) => tier.name === value.name)) {
        problems.push(
          problem(file, at, 'price', `${service.name}: offer "${String(value.name)}" is not one of its tiers`),
        );
      }
    }
  }
  return { problems, offers: count };
}

/**
 * Every price specification in a JSON-LD value says VAT is not included (`valueAddedTaxIncluded: false`), as every
 * price on the pages says "+VAT" or "excl. VAT" (content/labels.ts `vat`).
 */
export function checkVatStated(file: string, jsonLd: unknown): OfferCheck {
  const problems: Problem[] = [];
  const specs = collectObjects(jsonLd, '').filter(({ value }) =>
    typeOf(value).some((type) => type.endsWith('PriceSpecification')),
  );
  for (const { path, value } of specs) {
    if (value.valueAddedTaxIncluded === false) continue;
    problems.push(
      problem(
        file,
        `${path}.valueAddedTaxIncluded`,
        'price',
        `a price specification must say VAT is not included (false), as the pages do; found ${String(value.valueAddedTaxIncluded)}`,
      ),
    );
  }
  return { problems, offers: specs.length };
}

// "£1,500", "£500", "£2.5k"; a range's ends are two amounts.
const POUNDS = /£\s?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?\s*(k\b)?/gi;

/** Sentences, not broken after "excl." (an abbreviation, not a full stop). */
const sentences = (text: string): string[] => text.split(/(?<=[.!?])(?<!\bexcl\.)\s+/);

/** A price's VAT status, as the labels word it (content/labels.ts `vat`). */
const VAT_STATED = /\+\s?VAT\b|\bexcl(?:\.|uding)? VAT\b/i;

/**
 * Copy that quotes a package's price. A sentence claims one when it names a package with the word "package"
 * ("the Starter package costs £500 setup"): its amounts must be fees of the packages it names. A sentence
 * about "packages" in general ("packages from £500") must quote fees of some package. Other amounts (service
 * prices, savings, "the accounts package") are not package prices and are left alone.
 */
export function checkPriceClaims(
  file: string,
  path: string,
  text: string,
  packages: readonly PackagePrice[],
): { problems: Problem[]; claims: number } {
  const problems: Problem[] = [];
  let claims = 0;
  for (const sentence of sentences(text)) {
    if (!sentence.includes('£')) continue;
    const named = packages.filter((pkg) => new RegExp(`\\b${pkg.name}\\b`).test(sentence));
    const about =
      named.length > 0 && /\bpackages?\b/i.test(sentence) ? named : /\bpackages\b/i.test(sentence) ? packages : [];
    if (about.length === 0) continue;
    const allowed = new Set(about.flatMap((pkg) => [pkg.setupFee, pkg.monthlyFee]));
    if (POUNDS.test(sentence) && !VAT_STATED.test(sentence)) {
      problems.push(
        problem(
          file,
          path,
          'price',
          `quotes a package's price without saying VAT is added ("+VAT" or "excl. VAT", content/labels.ts vat): ${excerpt(sentence)}`,
        ),
      );
    }
    POUNDS.lastIndex = 0;
    for (const match of sentence.matchAll(POUNDS)) {
      claims += 1;
      const value = Number(`${match[1]?.replaceAll(',', '')}${match[2] ?? ''}`) * (match[3] ? 1000 : 1);
      if (allowed.has(value)) continue;
      const whose = about.length === 1 ? `the ${about[0]?.name} package's fees` : 'any package’s fees';
      problems.push(
        problem(
          file,
          path,
          'price',
          `${match[0].trim()} is none of ${whose} (${about.map((pkg) => `${pkg.name}: ${fees(pkg)}`).join('; ')}): ${excerpt(sentence, match.index, match[0].length)}`,
        ),
      );
    }
  }
  return { problems, claims };
}
