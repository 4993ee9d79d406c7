import type { Link } from '../../content/schema.ts';
import { ButtonLink } from '../ui/button/index.ts';
import * as styles from './MoreLink.css.ts';

/** A sentence and a link onwards under a section ("Not sure which package pays back fastest? Calculate…"). */
export function MoreLink({ text, label, href }: Link & { text?: string }) {
  return (
    <div className={styles.root}>
      {text ? <p className={styles.text}>{text}</p> : null}
      <ButtonLink href={href} tone={text ? 'secondary' : 'ghost'}>
        {label}
      </ButtonLink>
    </div>
  );
}
