import { requestHref } from '../../lib/forms.ts';
import * as styles from './Guides.css.ts';

/**
 * The link to /contact asking for one guide or recording by name (we send them; they are not published here).
 * Every card's link reads the same, so its accessible name adds the title it asks for.
 */
export function RequestLink({ label, href, title }: { label: string; href: string; title: string }) {
  return (
    <a className={styles.action} href={requestHref(href, title)} aria-label={`${label}: ${title}`}>
      {label}
    </a>
  );
}
