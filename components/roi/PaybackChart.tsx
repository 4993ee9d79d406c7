import { Fragment, useId } from 'react';
import { formatGBP } from '../../lib/format.ts';
import type { RoiInputs } from '../../lib/roi-engine/model.ts';
import { formatOutput } from '../../lib/roi-engine/format.ts';
import {
  PAGE_BOX,
  PAYBACK_MONTHS,
  paybackGeometry,
  paybackTableMonths,
  type PaybackGeometry,
} from '../../lib/roi-engine/payback.ts';
import * as styles from './PaybackChart.css.ts';
import * as roiStyles from './Roi.css.ts';
import type { RoiCopy } from './types.ts';

/**
 * Lines keep their width however the drawing is stretched. An attribute, not CSS: the W3C checker's CSS
 * profile does not know the `vector-effect` property, while SVG's attribute is valid HTML.
 */
const KEEP_WIDTH = 'non-scaling-stroke';

/** "Breaks even after 1.0 months.", as the results state the break-even, or that it does not within the chart. */
export function breakEvenText(copy: RoiCopy, breakEven: PaybackGeometry['breakEven']): string {
  return breakEven
    ? copy.chart.breakEven.replace(
        '{months}',
        formatOutput('breakEvenMonths', breakEven.month, copy.page.notApplicable),
      )
    : copy.chart.noBreakEven.replace('{months}', String(PAYBACK_MONTHS));
}

const quarters = new Set(paybackTableMonths());

/** A point's place in the stretched drawing, to a hundredth of a per cent. */
const percent = (value: number, whole: number): string => `${Math.round((value / whole) * 10_000) / 100}%`;

/**
 * The cumulative position over three years (lib/roi-engine/payback.ts draws it; nothing here computes a position).
 * The caption states what the drawing shows and the table lists it every quarter, so the drawing itself is
 * hidden from screen readers; both are in the pre-rendered HTML, for the default case.
 */
export function PaybackChart({ copy, inputs }: { copy: RoiCopy; inputs: RoiInputs }) {
  const id = useId();
  const { chart } = copy;
  const geometry = paybackGeometry(inputs, PAGE_BOX);
  const { box, points, marks, breakEven, zeroY } = geometry;
  const [left, right, top, bottom] = [box.left, box.width - box.right, box.top, box.height - box.bottom];
  const rising = (points.at(-1)?.position ?? 0) >= (points[0]?.position ?? 0);
  const at = (x: number, y: number) => ({ left: percent(x, box.width), top: percent(y, box.height) });
  const lastTick = geometry.xTicks.length - 1;
  return (
    <figure className={styles.root} data-testid="payback-chart">
      <figcaption className={styles.caption}>
        <strong className={styles.title}>{chart.title}</strong>
        <p className={styles.description}>{chart.description}</p>
        <p className={styles.summary} data-testid="payback-summary">
          {breakEvenText(copy, breakEven)}
          {marks.map((mark) => {
            const [before, after] = chart.position.replace('{months}', String(mark.month)).split('{position}');
            return (
              <Fragment key={mark.month}>
                {' '}
                {before}
                <span className={styles.figure}>{formatGBP(mark.position)}</span>
                {after}
              </Fragment>
            );
          })}
        </p>
      </figcaption>
      <div className={styles.chart} aria-hidden="true">
        <div className={styles.yAxis}>
          {geometry.yTicks.map((tick) => (
            <span key={tick.value} className={styles.yTick} style={{ top: percent(tick.y, box.height) }}>
              {formatGBP(tick.value)}
            </span>
          ))}
        </div>
        <div className={styles.plot}>
          <svg className={styles.svg} viewBox={`0 0 ${box.width} ${box.height}`} preserveAspectRatio="none">
            <clipPath id={`${id}gain`}>
              <rect width={box.width} height={zeroY} />
            </clipPath>
            <clipPath id={`${id}loss`}>
              <rect y={zeroY} width={box.width} height={box.height - zeroY} />
            </clipPath>
            {geometry.yTicks.map((tick) =>
              tick.value === 0 ? null : (
                <path
                  key={tick.value}
                  className={styles.grid}
                  vectorEffect={KEEP_WIDTH}
                  d={`M${left} ${tick.y}H${right}`}
                />
              ),
            )}
            <path className={styles.gain} d={geometry.area} clipPath={`url(#${id}gain)`} />
            <path className={styles.loss} d={geometry.area} clipPath={`url(#${id}loss)`} />
            <path className={styles.zero} vectorEffect={KEEP_WIDTH} d={`M${left} ${zeroY}H${right}`} />
            {breakEven ? (
              <path className={styles.breakEven} vectorEffect={KEEP_WIDTH} d={`M${breakEven.x} ${top}V${bottom}`} />
            ) : null}
            <path className={styles.line} vectorEffect={KEEP_WIDTH} d={geometry.line} data-testid="payback-line" />
            {marks.map((mark) => (
              <g key={mark.month}>
                <path className={styles.dotRing} vectorEffect={KEEP_WIDTH} d={`M${mark.x} ${mark.y}h0`} />
                <path className={styles.dot} vectorEffect={KEEP_WIDTH} d={`M${mark.x} ${mark.y}h0`} />
              </g>
            ))}
          </svg>
          {marks.map((mark) => (
            <span
              key={mark.month}
              className={styles.label({ place: rising ? 'aboveLeft' : 'belowLeft', tone: 'line' })}
              style={at(mark.x, mark.y)}
            >
              {formatGBP(mark.position)}
            </span>
          ))}
          {breakEven ? (
            <span
              className={styles.label({
                place: breakEven.x < box.width / 2 ? 'belowRight' : 'aboveLeft',
                tone: 'breakEven',
              })}
              style={at(breakEven.x, zeroY)}
            >
              {chart.breakEvenLabel}
            </span>
          ) : null}
        </div>
        <div className={styles.xAxis}>
          {geometry.xTicks.map((tick, i) => (
            <span
              key={tick.month}
              className={styles.xTick({ align: i === 0 ? 'start' : i === lastTick ? 'end' : 'middle' })}
              style={{ left: percent(tick.x, box.width) }}
            >
              {tick.month}
            </span>
          ))}
        </div>
        <span className={styles.axisTitle}>{chart.monthsAxis}</span>
      </div>
      <details className={styles.disclosure}>
        <summary className={styles.disclosureSummary}>{chart.tableSummary}</summary>
        <table className={`${roiStyles.table} ${styles.table}`} data-testid="payback-table">
          <thead>
            <tr>
              <th scope="col">{chart.monthHeading}</th>
              <th scope="col" className={styles.number}>
                {chart.positionHeading}
              </th>
            </tr>
          </thead>
          <tbody>
            {points
              .filter((point) => quarters.has(point.month))
              .map((point) => (
                <tr key={point.month}>
                  <th scope="row">{point.month}</th>
                  <td className={styles.number}>{formatGBP(point.position)}</td>
                </tr>
              ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
