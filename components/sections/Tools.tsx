import type { SectionHeading, Tool } from '../../content/schema.ts';
import { logoPath } from '../../lib/logos.ts';
import { TextList } from '../ui/list/index.ts';
import * as section from './Section.css.ts';
import { Section } from './Section.tsx';
import * as styles from './Tools.css.ts';

function LogoList({ logos, duplicate }: { logos: Tool[]; duplicate?: boolean }) {
  return (
    <ul
      className={duplicate ? `${styles.logos} ${styles.duplicate}` : styles.logos}
      aria-hidden={duplicate || undefined}
    >
      {logos.map((tool) => (
        <li key={tool.name} className={styles.logo}>
          {tool.simpleIcon ? (
            // The brand's own mark (simple-icons, CC0), its name as the text alternative.
            <img
              src={logoPath(tool.simpleIcon)}
              alt={tool.name}
              width="32"
              height="32"
              loading="lazy"
              decoding="async"
            />
          ) : (
            // No mark available: a clean wordmark, which is its own text.
            <span className={styles.wordmark}>{tool.name}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The 12 logos scroll continuously, followed by a duplicate copy that closes the loop (docs/product.md#behaviour). */
export function Tools({
  heading,
  stripLabel,
  logos,
  categories,
}: {
  heading: SectionHeading;
  stripLabel: string;
  logos: Tool[];
  categories: { title: string; tools: string[] }[];
}) {
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
            <TextList items={category.tools} className={styles.toolList} itemClassName={styles.tool} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
