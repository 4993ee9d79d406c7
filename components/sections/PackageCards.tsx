import { TickList } from './TickList.tsx';
import type { Package } from '../../content/packages.ts';
import { formatGBP } from '../../lib/format.ts';
import { ButtonLink } from '../ui/button/index.ts';
import * as styles from './PackageCards.css.ts';
import { Copy, NoteRef } from './Notes.tsx';
import * as section from './Section.css.ts';

export interface PackageCardsProps {
  packages: Package[];
  popularLabel: string;
  idealForLabel: string;
  /** Word beside the one-off setup fee ("setup"). */
  setupLabel: string;
  /** Words after the monthly fee ("per month"). */
  monthlyLabel: string;
  /** After each price: whether VAT is added ("+VAT"). */
  vatLabel: string;
  /** Each card's call to action (to /contact). */
  cta: { label: string; href: string };
}

/**
 * The three packages of docs/product.md#packages, with prices from content/packages.ts (the same records as the JSON-LD
 * offers).
 */
export function PackageCards({
  packages,
  popularLabel,
  idealForLabel,
  setupLabel,
  monthlyLabel,
  vatLabel,
  cta,
}: PackageCardsProps) {
  return (
    <ul className={section.grid({ columns: 3 })}>
      {packages.map((pkg) => (
        <li key={pkg.id} id={`package-${pkg.id}`} className={styles.card({ popular: Boolean(pkg.popular) })}>
          {pkg.popular ? (
            <span className={styles.badge}>
              {popularLabel}
              <NoteRef figure={pkg.popular} />
            </span>
          ) : null}
          <h3>{pkg.name}</h3>
          <p className={styles.price}>
            {formatGBP(pkg.setupFee)} <span className={styles.priceUnit}>{setupLabel}</span>{' '}
            <span className={styles.vat}>{vatLabel}</span>
          </p>
          <p className={styles.monthly}>
            + {formatGBP(pkg.monthlyFee)} {monthlyLabel} <span className={styles.vat}>{vatLabel}</span>
          </p>
          <p className={styles.duration}>{pkg.duration}</p>
          <p>
            <Copy text={pkg.description} />
          </p>
          <TickList items={pkg.features} gap="sm" className={styles.features} />
          <p className={styles.idealFor}>
            <strong>{idealForLabel}:</strong> {pkg.idealFor}
          </p>
          <ButtonLink
            href={cta.href}
            tone={pkg.popular ? 'primary' : 'secondary'}
            className={styles.cta}
            aria-label={`${cta.label} with the ${pkg.name} package`}
          >
            {cta.label}
          </ButtonLink>
        </li>
      ))}
    </ul>
  );
}
