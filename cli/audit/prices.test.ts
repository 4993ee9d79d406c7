import { describe, expect, it } from 'vitest';
import { packages } from '../../content/packages.ts';
import { services } from '../../content/servicePages.ts';
import { getRoute } from '../../lib/routes.ts';
import { organizationJsonLd, serviceJsonLd } from '../../lib/seo.ts';
import { checkOffers, checkServiceOffers } from './prices.ts';

/** The offers lib/seo.ts builds, as a mutable copy to plant defects in. */
const graph = () => JSON.parse(JSON.stringify(organizationJsonLd())) as { makesOffer: Record<string, unknown>[] };

describe('checkOffers', () => {
  it('passes the structured data lib/seo.ts builds from the packages', () => {
    expect(checkOffers(packages, organizationJsonLd())).toEqual({ problems: [], offers: 3 });
  });

  it('reports an offer price that differs from the package (the spec’s 4500 for Standard)', () => {
    const planted = graph();
    planted.makesOffer[1]!.price = 4500;
    const { problems } = checkOffers(packages, planted);
    expect(problems).toEqual([expect.objectContaining({ path: 'makesOffer[1].price' })]);
    expect(problems[0]?.message).toContain('Standard: structured data says 4500, the package says 1500');
  });

  it('reports a wrong monthly fee, a wrong currency, and a package without its offer', () => {
    const planted = graph();
    const monthly = (planted.makesOffer[0]!.priceSpecification as Record<string, unknown>[])[1]!;
    monthly.price = 99;
    planted.makesOffer[2]!.priceCurrency = 'USD';
    expect(checkOffers(packages, planted).problems.map((p) => p.path)).toEqual([
      'makesOffer[0].priceSpecification[1].price',
      'makesOffer[2].priceCurrency',
    ]);
    planted.makesOffer.pop();
    expect(checkOffers(packages, planted).problems.at(-1)?.message).toContain(
      'the Premium package has 0 offers in the structured data',
    );
  });

  it('reports an offer naming two packages, and a package whose monthly fee has no price specification', () => {
    const planted = graph();
    planted.makesOffer[0]!.name = 'Starter or Standard';
    (planted.makesOffer[1]!.priceSpecification as unknown[]).pop();
    expect(checkOffers(packages, planted).problems.map((p) => `${p.path}: ${p.message}`)).toEqual([
      'makesOffer[0]: offer "Starter or Standard" should name exactly one package',
      'makesOffer[1].priceSpecification: Standard: expected one monthly fee specification, found 0',
      '(offers): the Starter package has 0 offers in the structured data, expected 1',
    ]);
  });
});

describe('checkServiceOffers', () => {
  const pages = services.map((service) => serviceJsonLd(getRoute(service.path)));

  it('passes every service page’s offers as lib/seo.ts builds them, and leaves them out of the package check', () => {
    for (const graph of pages) {
      expect(checkServiceOffers(services, graph)).toMatchObject({ problems: [] });
      expect(checkOffers(packages, { '@graph': [organizationJsonLd(), graph] }).problems).toEqual([]);
    }
  });

  it('fails a tier priced differently from its content, a tier with no offer, an offer with no tier', () => {
    const planted = structuredClone(pages[1]) as {
      offers: { name: string; priceSpecification: { minPrice: number } }[];
    };
    planted.offers[0]!.priceSpecification.minPrice += 1;
    planted.offers[1]!.name = 'Renamed';
    const messages = checkServiceOffers(services, planted).problems.map((p) => p.message);
    expect(messages).toEqual([
      expect.stringMatching(/structured data says \d+, the service says \d+/),
      expect.stringMatching(/tier ".+" has 0 offers, expected 1/),
      expect.stringMatching(/offer "Renamed" is not one of its tiers/),
    ]);
  });
});
