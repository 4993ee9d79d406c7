/**
 * One reading of prices (docs/decisions/0006-package-prices-are-read-once.md): the package records in
 * content/packages.ts are canonical, and the structured-data offers of each built page must carry the same setup and
 * monthly fees, one offer per package, and each service's tiers. `audit seo` runs these over every page's JSON-LD.
 */
import { formatGBP } from '../../lib/format.ts';
import { collectObjects } from '../validate/walk.ts';

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

/** Where in the JSON-LD an offer is wrong (`makesOffer[1].price`), and how. */
type Problem = { path: string; message: string };

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
 * has exactly one offer whose price and price specifications are its fees, in GBP.
 */
export function checkOffers(packages: readonly PackagePrice[], jsonLd: unknown): OfferCheck {
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
      () => ({ path, message: `offer "${name}" should name exactly one package` }),
    );
    if (!pkg) continue;
    matched.set(pkg.id, (matched.get(pkg.id) ?? 0) + 1);
    const wrong = (field: string, found: unknown, expected: number | string) =>
      problems.push({
        path: `${path}.${field}`,
        message: `${pkg.name}: structured data says ${String(found)}, the package says ${expected} (${fees(pkg)})`,
      });
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
      const spec = single(list, problems, (found) => ({
        path: `${path}.priceSpecification`,
        message: `${pkg.name}: expected one ${what} specification, found ${found}`,
      }));
      if (!spec) continue;
      if (amount(spec.value.price) !== fee) wrong(`${spec.path.slice(path.length + 1)}.price`, spec.value.price, fee);
      if (spec.value.priceCurrency !== 'GBP')
        wrong(`${spec.path.slice(path.length + 1)}.priceCurrency`, spec.value.priceCurrency, 'GBP');
    }
  }
  for (const pkg of packages) {
    const count = matched.get(pkg.id) ?? 0;
    if (count !== 1) {
      problems.push({
        path: '(offers)',
        message: `the ${pkg.name} package has ${count} offers in the structured data, expected 1`,
      });
    }
  }
  return { problems, offers: offers.length };
}

export interface ServicePrice {
  name: string;
  tiers: readonly { name: string; minPrice: number; maxPrice?: number }[];
}

/**
 * The offers of each Service node in a JSON-LD value against content/servicePages.ts: the service is found by
 * name, and each of its tiers has exactly one offer of that name with the tier's price range in GBP.
 */
export function checkServiceOffers(services: readonly ServicePrice[], jsonLd: unknown): OfferCheck {
  const problems: Problem[] = [];
  let count = 0;
  for (const { path, value: node } of collectObjects(jsonLd, '').filter(({ value }) =>
    typeOf(value).includes('Service'),
  )) {
    const service = services.find((candidate) => candidate.name === node.name);
    if (!service) {
      problems.push({
        path: `${path}.name`,
        message: `service "${String(node.name)}" is not in content/servicePages.ts`,
      });
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
        (found) => ({
          path: `${path}.offers`,
          message: `${service.name}: tier "${tier.name}" has ${found} offers, expected 1`,
        }),
      );
      if (!mine) continue;
      const { path: at, value: offer } = mine;
      const spec = (offer.priceSpecification ?? {}) as Record<string, unknown>;
      const wrong = (field: string, found: unknown, expected: unknown) =>
        problems.push({
          path: `${at}.priceSpecification.${field}`,
          message: `${service.name} "${tier.name}": structured data says ${String(found)}, the service says ${String(expected)}`,
        });
      if (amount(spec.minPrice) !== tier.minPrice) wrong('minPrice', spec.minPrice, tier.minPrice);
      if (amount(spec.maxPrice) !== tier.maxPrice) wrong('maxPrice', spec.maxPrice, tier.maxPrice);
      if (spec.priceCurrency !== 'GBP') wrong('priceCurrency', spec.priceCurrency, 'GBP');
    }
    for (const { path: at, value } of offers) {
      if (!service.tiers.some((tier) => tier.name === value.name)) {
        problems.push({ path: at, message: `${service.name}: offer "${String(value.name)}" is not one of its tiers` });
      }
    }
  }
  return { problems, offers: count };
}
