import { TickList } from './TickList.tsx';
import type { Link, SectionHeading } from '../../content/schema.ts';
import type { ServiceTier } from '../../content/servicePages.ts';
import { formatPriceRange } from '../../lib/format.ts';
import { ButtonLink } from '../ui/button/index.ts';
import { Icon } from '../ui/icon/index.ts';
import * as styles from './PriceTiers.css.ts';
import * as section from './Section.css.ts';
import { Section, type Toned } from './Section.tsx';

export interface PriceTiersProps extends Toned {
  heading: SectionHeading;
  /** Tiers with their prices in pounds (content/servicePages.ts), the same records as the page's JSON-LD offers. */
  tiers: ServiceTier[];
  /** Each tier's call to action (to /contact). */
  cta: Link;
  /** After each price: whether VAT is added ("+VAT", content/labels.ts). */
  vatLabel: string;
  /** The support included after go-live: its label and what it is. */
  supportPeriod?: { label: string; value: string };
}

/** A service's price tiers: name, price range ("£800–£1,500", "From £3,500"), what it covers, and a call to action. */
export function PriceTiers({ heading, tiers, cta, vatLabel, supportPeriod, tone = 'muted' }: PriceTiersProps) {
  // One tier: the card and the support note side by side on wide screens, rather than a half-empty grid.
  const single = tiers.length === 1;
  return (
    <Section heading={heading} tone={tone} id="prices">
      <div className={styles.layout({ single })}>
        <ul className={single ? styles.singleList : section.grid({ columns: tiers.length === 2 ? 2 : 3 })}>
          {tiers.map((tier) => (
            <li key={tier.name} className={styles.card}>
              <h3 className={styles.name}>{tier.name}</h3>
              <p className={styles.price}>
                {formatPriceRange(tier.minPrice, tier.maxPrice)} <span className={styles.vat}>{vatLabel}</span>
              </p>
              <p className={styles.description}>{tier.description}</p>
              <TickList items={tier.includes} className={styles.includes} />
              <ButtonLink
                href={cta.href}
                tone="secondary"
                className={styles.cta}
                aria-label={`${cta.label}: ${tier.name}`}
              >
                {cta.label}
              </ButtonLink>
            </li>
          ))}
        </ul>
        {supportPeriod ? (
          <p className={styles.support({ single })}>
            <span className={styles.supportIcon}>
              <Icon name="shield" size={20} />
            </span>
            <span>
              <strong>{supportPeriod.label}:</strong> {supportPeriod.value}
            </span>
          </p>
        ) : null}
      </div>
    </Section>
  );
}
