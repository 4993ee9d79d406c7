import { describe, expect, it } from 'vitest';
import { packages } from '../../content/packages.ts';
import { services } from '../../content/services.ts';
import { getRoute } from '../../lib/routes.ts';
import { organizationJsonLd, serviceJsonLd } from '../../lib/seo.ts';
import { checkOffers, checkPriceClaims, checkServiceOffers, checkVatStated } from './prices.ts';

/** The offers lib/seo.ts builds, as a mutable copy to plant defects in. */
const graph = () => JSON.parse(JSON.stringify(organizationJsonLd())) as { makesOffer: Record<string, unknown>[] };

describe('checkOffers', () => {
  it('passes the structured data lib/seo.ts builds from the packages', () => {
    expect(checkOffers('lib/seo.ts', packages, organizationJsonLd())).toEqual({ problems: [], offers: 3 });
  });

  it('reports an offer price that differs from the package (the spec’s 4500 for Standard)', () => {
    const planted = graph();
    planted.makesOffer[1]!.price = 4500;
    const { problems } = checkOffers('dist/client/index.html', packages, planted);
    expect(problems).toEqual([
      expect.objectContaining({ file: 'dist/client/index.html', path: 'makesOffer[1].price', rule: 'price' }),
    ]);
    expect(problems[0]?.message).toContain('Standard: structured data says 4500, the package says 1500');
  });

  it('reports a wrong monthly fee, a wrong currency, and a package without its offer', () => {
    const planted = graph();
    const monthly = (planted.makesOffer[0]!.priceSpecification as Record<string, unknown>[])[1]!;
    monthly.price = 99;
    planted.makesOffer[2]!.priceCurrency = 'USD';
    expect(checkOffers('f', packages, planted).problems.map((p) => p.path)).toEqual([
      'makesOffer[0].priceSpecification[1].price',
      'makesOffer[2].priceCurrency',
    ]);
    planted.makesOffer.pop();
    expect(checkOffers('f', packages, planted).problems.at(-1)?.message).toContain(
      'the Premium package has 0 offers in the structured data',
    );
  });

  it('reports an offer naming two packages, and a package whose monthly fee has no price specification', () => {
    const planted = graph();
    planted.makesOffer[0]!.name = 'Starter or Standard';
    (planted.makesOffer[1]!.priceSpecification as unknown[]).pop();
    expect(checkOffers('f', packages, planted).problems.map((p) => `${p.path}: ${p.message}`)).toEqual([
      'makesOffer[0]: offer "Starter or Standard" should name exactly one package',
      'makesOffer[1].priceSpecification: Standard: expected one monthly fee specification, found 0',
      '(offers): the Starter package has 0 offers in the structured data, expected 1',
    ]);
  });
});

describe('checkPriceClaims', () => {
  it('reports a quoted package price that is none of its fees', () => {
    const { problems } = checkPriceClaims(
      'content/home.ts',
      'home.faq.items[7].answer',
      'Our packages start at £400 setup +VAT.',
      packages,
    );
    expect(problems).toEqual([
      expect.objectContaining({ file: 'content/home.ts', path: 'home.faq.items[7].answer', rule: 'price' }),
    ]);
    expect(
      checkPriceClaims('f', 'p', 'The Starter package costs £1,500 to set up, excl. VAT.', packages).problems[0]
        ?.message,
    ).toContain("£1,500 is none of the Starter package's fees");
  });

  it('reports a quoted package price that does not say VAT is added', () => {
    const { problems } = checkPriceClaims(
      'content/home.ts',
      'home.faq.items[6].answer',
      'Our packages start at £500 setup plus £100 a month for a single automation.',
      packages,
    );
    expect(problems).toEqual([
      expect.objectContaining({ file: 'content/home.ts', path: 'home.faq.items[6].answer', rule: 'price' }),
    ]);
    expect(problems[0]!.message).toContain("quotes a package's price without saying VAT is added");
  });

  it('passes quotes of the real fees, and amounts that are not package prices', () => {
    for (const text of [
      'Our packages start at £500 setup plus £100 a month, excl. VAT, for a single automation.',
      'The Standard package is £1,500 setup and £250/month +VAT; Premium package £2,500 + £500 a month +VAT.',
      'Pricing: Automation Packages from £500 +VAT',
      'It takes 15 minutes to key into the accounts package, and costs £25 an hour.',
      'AI consulting costs £1,500–£3,500.',
      'Premium support costs £200 a month.',
    ]) {
      expect(checkPriceClaims('f', 'p', text, packages).problems, text).toEqual([]);
    }
  });
});

describe('checkServiceOffers', () => {
  const pages = services.map((service) => serviceJsonLd(getRoute(service.path)));

  it('passes every service page’s offers as lib/seo.ts builds them, and leaves them out of the package check', () => {
    for (const graph of pages) {
      expect(checkServiceOffers('f', services, graph)).toMatchObject({ problems: [] });
      expect(checkOffers('f', packages, { '@graph': [organizationJsonLd(), graph] }).problems).toEqual([]);
    }
  });

  it('fails a tier priced differently from its content, a tier with no offer, an offer with no tier', () => {
    const planted = structuredClone(pages[1]) as {
      offers: { name: string; priceSpecification: { minPrice: number } }[];
    };
    planted.offers[0]!.priceSpecification.minPrice += 1;
    planted.offers[1]!.name = 'Renamed';
    const messages = checkServiceOffers('f', services, planted).problems.map((p) => p.message);
    expect(messages).toEqual([
      expect.stringMatching(/structured data says \d+, the service says \d+/),
      expect.stringMatching(/tier ".+" has 0 offers, expected 1/),
      expect.stringMatching(/offer "Renamed" is not one of its tiers/),
    ]);
  });
});

describe('checkVatStated', () => {
  it('passes the packages’ and the services’ offers as lib/seo.ts builds them', () => {
    const found = checkVatStated('lib/seo.ts', [
      organizationJsonLd(),
      ...services.map((service) => serviceJsonLd(getRoute(service.path))),
    ]);
    expect(found.problems).toEqual([]);
    expect(found.offers).toBeGreaterThan(6);
  });

  it('reports a price specification that does not say VAT is excluded, or says it is included', () => {
    const planted = graph();
    delete (planted.makesOffer[1]!.priceSpecification as Record<string, unknown>[])[0]!.valueAddedTaxIncluded;
    (planted.makesOffer[2]!.priceSpecification as Record<string, unknown>[])[1]!.valueAddedTaxIncluded = true;
    expect(checkVatStated('lib/seo.ts', planted).problems.map((p) => `${p.path}: ${p.rule}`)).toEqual([
      'makesOffer[1].priceSpecification[0].valueAddedTaxIncluded: price',
      'makesOffer[2].priceSpecification[1].valueAddedTaxIncluded: price',
    ]);
  });
});
