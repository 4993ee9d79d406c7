import { labels } from '../../content/labels.ts';
import type { SourcedFigure } from '../../content/schema.ts';
import { notProse } from '../mdx/Prose.css.ts';
import { cx } from '../ui/cx.ts';
import * as styles from './Bases.css.ts';

/**
 * How the measured figures of the copy beside it are counted (content/claims.ts): each figure with what it counts,
 * over what and since when, under the section, card or answer that states it. Sections render their `bases`; MDX
 * places it as `<Bases claims={[claims.x]} />` in the section that states the figure.
 */
export function Bases({ bases, claims }: { bases?: readonly SourcedFigure[]; claims?: readonly SourcedFigure[] }) {
  const figures = bases ?? claims ?? [];
  if (figures.length === 0) return null;
  return (
    <div className={cx(notProse, styles.root)} data-bases="">
      <p className={styles.title}>{labels.basesTitle}</p>
      <ul className={styles.list}>
        {figures.map(({ value, basis }) => (
          <li key={value + basis.counts}>
            <strong>{value}</strong>: {basis.counts}, over {basis.over}, since {basis.since}.
          </li>
        ))}
      </ul>
    </div>
  );
}
