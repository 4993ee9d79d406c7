import type { ResultTile } from '../../content/schema.ts';
import { Icon } from '../ui/icon/index.ts';
import * as styles from './ResultTiles.css.ts';

/** Measured results as tiles: the figure, what it measures and the detail behind it. */
export function ResultTiles({ tiles, label }: { tiles: ResultTile[]; label?: string }) {
  return (
    <ul className={styles.root} aria-label={label}>
      {tiles.map((tile) => (
        <li key={tile.metric} className={styles.tile}>
          {tile.icon ? (
            <span className={styles.icon}>
              <Icon name={tile.icon} size={20} />
            </span>
          ) : null}
          <span className={styles.value}>{tile.value}</span>
          <span className={styles.metric}>{tile.metric}</span>
          <span className={styles.detail}>{tile.detail}</span>
        </li>
      ))}
    </ul>
  );
}
