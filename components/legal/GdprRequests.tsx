import { gdprPage, gdprRequests } from '../../content/legal/gdpr.ts';
import { site } from '../../content/site.ts';
import { ButtonLink } from '../ui/button/index.ts';
import * as styles from './Legal.css.ts';

/** `mailto:` with subject and body percent-encoded (RFC 6068: spaces as %20, not +). */
const mailto = (address: string, subject: string, body: string): string =>
  `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;

/** The GDPR page's request buttons (docs/product.md#legal): each opens an e-mail to the data-protection address. */
export function GdprRequests() {
  return (
    <div className={styles.requests}>
      <p>{gdprPage.intro}</p>
      <ul className={styles.requestList}>
        {gdprRequests.map((request) => (
          <li key={request.id} className={styles.request}>
            <ButtonLink href={mailto(site.dpoEmail, request.subject, request.body)} tone="secondary">
              {request.label}
            </ButtonLink>
            <p className={styles.requestText}>{request.description}</p>
            <p className={styles.subject}>
              {gdprPage.subjectLabel} <span>{request.subject}</span>
            </p>
          </li>
        ))}
      </ul>
      <p>{gdprPage.responseNote}</p>
      <p>
        {gdprPage.fallback} <a href={`mailto:${site.dpoEmail}`}>{site.dpoEmail}</a>.
      </p>
    </div>
  );
}
