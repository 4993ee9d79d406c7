import { consent } from '../../content/consent.ts';
import { navigation } from '../../content/navigation.ts';
import { site } from '../../content/site.ts';
import { analyticsIds } from '../../lib/analytics.ts';
import { registrationLine } from '../../lib/company.ts';
import { footerGroups } from '../../lib/routes.ts';
import { LineIcon } from '../ui/icon/LineIcon.tsx';
import { CURRENT_YEAR_ATTRIBUTE } from './currentYear.ts';
import { LinkList } from './LinkList.tsx';
import { Logo } from './Logo.tsx';
import * as styles from './Footer.css.ts';

const SOCIAL_ICONS = {
  twitter: 'M4 4l16 16M20 4 4 20',
  linkedin: 'M6 9v10M6 5v.01M10 19v-6a3 3 0 0 1 6 0v6M10 9v10',
  github:
    'M9 19c-4 1.5-4-2-6-2.5m12 5v-3.5a3 3 0 0 0-.9-2.4c3-.3 6.1-1.5 6.1-6.6a5.2 5.2 0 0 0-1.4-3.6 4.8 4.8 0 0 0-.1-3.6s-1.1-.3-3.7 1.4a12.7 12.7 0 0 0-6.6 0C5.8 1.6 4.7 1.9 4.7 1.9a4.8 4.8 0 0 0-.1 3.6A5.2 5.2 0 0 0 3.2 9c0 5.1 3.1 6.3 6.1 6.6a3 3 0 0 0-.9 2.4V22',
} as const;

/**
 * Footer: the four link groups of docs/product.md#the-shell, contact lines, social profiles and the copyright line,
 * whose year the browser brings to the visitor's (currentYear.ts), so a page built last year still shows this year.
 */
export function Footer() {
  const [beforeYear, afterYear] = navigation.copyright.replace('{name}', site.legalName).split('{year}');
  const registration = registrationLine();
  return (
    <footer className={styles.root} data-print-hidden="">
      <div className={styles.inner}>
        <div className={styles.grid}>
          <div className={styles.about}>
            <p className={styles.brand}>
              <Logo size={24} />
              {site.brand}
            </p>
            <p>{site.tagline}</p>
            <h2 className={styles.groupTitle}>{navigation.footerContact.title}</h2>
            <ul className={styles.list}>
              <li>
                <a className={styles.link} href={`mailto:${site.email}`}>
                  {site.email}
                </a>
              </li>
              <li>
                <a className={styles.link} href={navigation.footerContact.appointment.href}>
                  {navigation.footerContact.appointment.label}
                </a>
              </li>
              <li>{navigation.footerContact.remote}</li>
              {/* Only where there is a choice to make: with analytics configured. */}
              {analyticsIds() ? (
                <li>
                  <a className={styles.link} href={consent.footerLink.href}>
                    {consent.footerLink.label}
                  </a>
                </li>
              ) : null}
            </ul>
          </div>
          {footerGroups.map((group) => (
            <nav key={group.title} aria-label={group.title}>
              <h2 className={styles.groupTitle}>
                {group.titleHref ? (
                  <a className={styles.titleLink} href={group.titleHref}>
                    {group.title}
                  </a>
                ) : (
                  group.title
                )}
              </h2>
              <LinkList links={group.links} className={styles.list} linkClassName={styles.link} />
            </nav>
          ))}
        </div>
        <div className={styles.bottom}>
          <p>
            {beforeYear}
            <span {...{ [CURRENT_YEAR_ATTRIBUTE]: '' }}>{__BUILD_YEAR__}</span>
            {afterYear}
          </p>
          <ul className={styles.social}>
            {(Object.keys(SOCIAL_ICONS) as (keyof typeof SOCIAL_ICONS)[]).map((network) => (
              <li key={network}>
                <a
                  className={styles.socialLink}
                  href={site.social[network]}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${navigation.socialLabels[network]} (opens in a new tab)`}
                >
                  <LineIcon d={SOCIAL_ICONS[network]} size={20} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {registration ? <p className={styles.registration}>{registration}</p> : null}
      </div>
    </footer>
  );
}
