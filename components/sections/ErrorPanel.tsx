import { ButtonLink } from '../ui/button/index.ts';
import * as styles from './ErrorPanel.css.ts';

export function ErrorPanel({
  title,
  text,
  link,
}: {
  title: string;
  text: string;
  link: { label: string; href: string };
}) {
  return (
    <section className={styles.root}>
      <div>
        <h1>{title}</h1>
        <p className={styles.text}>{text}</p>
        <ButtonLink href={link.href}>{link.label}</ButtonLink>
      </div>
    </section>
  );
}
