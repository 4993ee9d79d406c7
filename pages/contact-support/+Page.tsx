import { useId } from 'react';
import { SupportFormIsland } from '../../components/forms/Forms.tsx';
import * as styles from '../../components/sections/Contact.css.ts';
import { PageBody, PageHeader } from '../../components/sections/PageHeader.tsx';
import { PriorityCards } from '../../components/sections/PriorityCards.tsx';
import { forms } from '../../content/forms.ts';
import { site } from '../../content/site.ts';

export default function Page() {
  const page = forms.supportPage;
  const titleId = useId();
  return (
    <>
      <PageHeader title={page.heading} intro={page.intro} />
      <PageBody>
        <p className={styles.badge}>
          <span className={styles.badgeLabel}>{page.criticalBadge.label}</span>
          <span>
            {page.criticalBadge.callText}:{' '}
            <a className={styles.phone} href={`tel:${site.phone.replace(/\s/g, '')}`}>
              {site.phone}
            </a>
          </span>
        </p>
        <h2 id={titleId}>{page.formTitle}</h2>
        <SupportFormIsland titleId={titleId} />
        <PriorityCards title={page.prioritiesTitle} intro={page.prioritiesIntro} priorities={forms.options.priority} />
        <ul className={styles.links}>
          {page.links.map((link) => (
            <li key={link.href}>
              <a href={link.href}>{link.label}</a>
            </li>
          ))}
        </ul>
      </PageBody>
    </>
  );
}
