import { ButtonLink } from '../ui/button/index.ts';
import * as styles from './ErrorPanel.css.ts';
import { NOT_FOUND_LOG_ATTRIBUTE } from './notFoundLog.ts';

export function ErrorPanel({
  title,
  text,
  link,
  log,
}: {
  title: string;
  text: string;
  link: { label: string; href: string };
  /** A line the browser logs with the path the visitor tried (notFoundLog.ts): the not-found page's. */
  log?: string;
}) {
  return (
    <section className={styles.root} {...(log ? { [NOT_FOUND_LOG_ATTRIBUTE]: log } : {})}>
      <div>
        <h1>{title}</h1>
        <p className={styles.text}>{text}</p>
        <ButtonLink href={link.href}>{link.label}</ButtonLink>
      </div>
    </section>
  );
}
