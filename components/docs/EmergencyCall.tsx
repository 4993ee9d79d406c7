import { troubleshooting } from '../../content/docs/troubleshooting.ts';
import { site } from '../../content/site.ts';
import { telHref } from '../../lib/format.ts';
import { notProse } from '../mdx/Prose.css.ts';
import { ButtonLink } from '../ui/button/index.ts';
import { cx } from '../ui/cx.ts';
import { Icon } from '../ui/icon/index.ts';
import { phone as phoneStyle } from '../ui/phone/index.ts';
import * as styles from './EmergencyCall.css.ts';

/** MDX `<EmergencyCall />`: the button that rings the critical-support line (content/site.ts `phone`). */
export function EmergencyCall({ phone = site.phone, copy = troubleshooting.emergencyCall }) {
  return (
    <div className={cx(notProse, styles.root)}>
      <ButtonLink href={telHref(phone)} size="lg">
        <Icon name="phone" size={20} />
        <span>
          {copy.label}: <span className={phoneStyle}>{phone}</span>
        </span>
      </ButtonLink>
      <p className={styles.availability}>{copy.availability}</p>
    </div>
  );
}
