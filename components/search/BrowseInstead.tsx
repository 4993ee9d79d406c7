import type { Link } from '../../content/schema.ts';
import * as styles from './Search.css.ts';

/** What /search offers without JavaScript: where to browse instead. Hidden once scripts run (`data-without-js`). */
export function BrowseInstead({ text, links }: { text: string; links: readonly Link[] }) {
  return (
    <div className={styles.noscript} data-without-js>
      <p>{text}</p>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
