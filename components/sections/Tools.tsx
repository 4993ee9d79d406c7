import type { Home } from '../../content/home.ts';
import * as section from './Section.css.ts';
import { Section } from './Section.tsx';
import * as styles from './Tools.css.ts';

function LogoList({ logos, duplicate }: { logos: Home['tools']['logos']; duplicate?: boolean }) {
  return (
    <ul
      className={duplicate ? `${styles.logos} ${styles.duplicate}` : styles.logos}
      aria-hidden={duplicate || undefined}
    >
      {logos.map((tool) => (
        <li key={tool.name} className={styles.logo}>
          {/* The name is printed beside the mark, so the image itself adds nothing for screen readers. */}
          <img src={tool.logo} alt="" width="32" height="32" loading="lazy" decoding="async" />
          {tool.name}
        </li>
      ))}
    </ul>
  );
}

/** The 12 logos scroll continuously, followed by a duplicate copy that closes the loop (SPEC §4). */
export function Tools({ heading, stripLabel, logos, categories }: Home['tools']) {
  return (
    <Section heading={heading}>
      <div className={styles.strip} role="region" aria-label={stripLabel}>
        <div className={styles.track}>
          <LogoList logos={logos} />
          <LogoList logos={logos} duplicate />
        </div>
      </div>
      <ul className={section.grid({ columns: 3 })}>
        {categories.map((category) => (
          <li key={category.title} className={section.card}>
            <h3>{category.title}</h3>
            <ul className={styles.toolList}>
              {category.tools.map((tool) => (
                <li key={tool} className={styles.tool}>
                  {tool}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </Section>
  );
}
