import type { Home } from '../../content/home.ts';
import { ButtonLink } from '../ui/button/index.ts';
import * as styles from './Hero.css.ts';

export function Tick() {
  return (
    <svg className={styles.tick} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M5 12l5 5L20 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The page's opening: its h1, lead, calls to action and promises. */
export function Hero({ eyebrow, title, lead, primary, secondary, promises, note }: Home['hero']) {
  return (
    <section className={styles.root}>
      <div className={styles.inner}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{lead}</p>
        <div className={styles.actions}>
          <ButtonLink href={primary.href} size="lg">
            {primary.label}
          </ButtonLink>
          <ButtonLink href={secondary.href} size="lg" tone="secondary">
            {secondary.label}
          </ButtonLink>
        </div>
        <ul className={styles.promises}>
          {promises.map((promise) => (
            <li key={promise} className={styles.promise}>
              <Tick />
              {promise}
            </li>
          ))}
        </ul>
        <p className={styles.note}>{note}</p>
      </div>
    </section>
  );
}
