import type { RoiInputs } from '../../lib/roi-engine/model.ts';
import { paybackGeometry, type ChartBox } from '../../lib/roi-engine/payback.ts';
import { breakEvenText } from './PaybackChart.tsx';
import type { RoiCopy } from './types.ts';
import * as styles from './Sparkline.css.ts';

/** Small enough to sit beside a scenario's figures; a unit is a CSS pixel. */
const BOX: ChartBox = { width: 120, height: 36, left: 1, right: 1, top: 2, bottom: 2 };

/**
 * A case's payback curve, small, with its break-even in words beside it. The drawing is decoration: the
 * words say what a reader needs from it, once.
 */
export function Sparkline({ copy, inputs }: { copy: RoiCopy; inputs: RoiInputs }) {
  const { line, zeroY, breakEven } = paybackGeometry(inputs, BOX);
  return (
    <p className={styles.root}>
      <svg
        className={styles.svg}
        width={BOX.width}
        height={BOX.height}
        viewBox={`0 0 ${BOX.width} ${BOX.height}`}
        aria-hidden="true"
      >
        <path className={styles.zero} d={`M${BOX.left} ${zeroY}H${BOX.width - BOX.right}`} />
        <path className={styles.line} d={line} />
      </svg>
      <span>{breakEvenText(copy, breakEven)}</span>
    </p>
  );
}
