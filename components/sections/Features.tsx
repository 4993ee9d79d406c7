import type { Home } from '../../content/home.ts';
import { Tick } from './Hero.tsx';
import * as styles from './Features.css.ts';
import { Icon } from './Icon.tsx';
import * as section from './Section.css.ts';
import { Section } from './Section.tsx';

/** Cards with an icon, a title and a sentence. */
export function Features({ heading, items }: Home['features']) {
  return (
    <Section heading={heading} tone="muted">
      <ul className={section.grid({ columns: 3 })}>
        {items.map((item) => (
          <li key={item.title} className={section.card}>
            <span className={styles.icon}>
              <Icon name={item.icon} />
            </span>
            <h3>{item.title}</h3>
            <p className={styles.text}>{item.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** A ticked list of benefits, two or three to a row. */
export function Benefits({ heading, items }: Home['benefits']) {
  return (
    <Section heading={heading}>
      <ul className={section.grid({ columns: 3 })}>
        {items.map((item) => (
          <li key={item.title} className={styles.benefit}>
            <Tick />
            <div>
              <h3>{item.title}</h3>
              <p className={styles.text}>{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
