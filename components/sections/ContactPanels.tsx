/**
 * The bodies of /contact and /contact-support around their forms (docs/product.md#contact, #support): the pages only
 * place these, so their layout and styles live here with Contact.css.ts.
 */
import { useId } from 'react';
import type { FormsContent } from '../../content/forms.ts';
import type { Link } from '../../content/schema.ts';
import { ContactFormPlacer, SupportFormPlacer } from '../forms/Forms.tsx';
import { PhoneLink } from '../ui/phone/index.ts';
import * as styles from './Contact.css.ts';

/** The enquiry form beside what happens next: the reply time, the address to write to, the audit, privacy. */
export function EnquiryPanel({ page, email }: { page: FormsContent['contactPage']; email: string }) {
  const titleId = useId();
  return (
    <div className={styles.layout}>
      <div>
        <h2 id={titleId}>{page.formTitle}</h2>
        <ContactFormPlacer titleId={titleId} />
      </div>
      <aside className={styles.aside}>
        <p className={`${styles.asideText} ${styles.strong}`}>{page.replyNote}</p>
        <p className={styles.asideText}>
          {page.directEmail} <a href={`mailto:${email}`}>{email}</a>
        </p>
        <p className={styles.asideText}>{page.auditNote}</p>
        <p className={styles.asideText}>
          {page.privacyNote} <a href={page.privacyLink.href}>{page.privacyLink.label}</a>
        </p>
      </aside>
    </div>
  );
}

/** The line above the support form: critical issues are a phone call, not a ticket. */
export function CriticalBadge({
  badge,
  phone,
}: {
  badge: FormsContent['supportPage']['criticalBadge'];
  phone: string;
}) {
  return (
    <p className={styles.badge}>
      <span className={styles.badgeLabel}>{badge.label}</span>
      <span>
        {badge.callText}: <PhoneLink className={styles.phone} phone={phone} />
      </span>
      <span className={styles.badgeHours}>{badge.hours}</span>
    </p>
  );
}

/** The support form under its heading. */
export function SupportFormSection({ title }: { title: string }) {
  const titleId = useId();
  return (
    <>
      <h2 id={titleId}>{title}</h2>
      <SupportFormPlacer titleId={titleId} />
    </>
  );
}

/** Where else to look for help, as a row of links. */
export function HelpLinks({ links }: { links: readonly Link[] }) {
  return (
    <ul className={styles.links}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href}>{link.label}</a>
        </li>
      ))}
    </ul>
  );
}
