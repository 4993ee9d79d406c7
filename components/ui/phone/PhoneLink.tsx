import { site } from '../../../content/site.ts';
import { telHref } from '../../../lib/format.ts';
import { cx } from '../cx.ts';
import * as styles from './phone.css.ts';

/** A phone number that a phone can ring (a tel: link), on one line. MDX pages use it as `<Phone />`. */
export function PhoneLink({ phone = site.phone, className }: { phone?: string; className?: string }) {
  return (
    <a className={cx(styles.phone, className)} href={telHref(phone)}>
      {phone}
    </a>
  );
}
