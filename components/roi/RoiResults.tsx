import type { ReactNode } from 'react';
import { OUTPUTS, type RoiResult, recommendationCase } from '../../lib/roi-engine/model.ts';
import { formatOutput } from '../../lib/roi-engine/format.ts';
import type { RoiCopy } from './types.ts';
import * as styles from './Roi.css.ts';

const HIGHLIGHTS = new Set(['annualSavings', 'implementationROI', 'breakEvenMonths']);

/** All nine outputs as a description list, then `children` (the payback chart), then the recommendation. */
export function RoiResults({
  copy,
  result,
  headingId,
  children,
}: {
  copy: RoiCopy;
  result: RoiResult;
  headingId: string;
  children?: ReactNode;
}) {
  const { outputs, recommendation } = result;
  const na = copy.page.notApplicable;
  return (
    <div>
      <h2 id={headingId}>{copy.page.resultsHeading}</h2>
      <dl className={styles.results} data-testid="roi-results">
        {OUTPUTS.map((key) => {
          const output = copy.outputs[key];
          const text = formatOutput(key, outputs[key], na);
          return (
            <div key={key} className={styles.result({ highlight: HIGHLIGHTS.has(key) })} data-output={key}>
              <dt className={styles.resultLabel}>{output.label}</dt>
              <dd className={styles.resultValue}>
                {text}
                {output.unit && text !== na ? ` ${output.unit}` : ''}
              </dd>
              <dd className={styles.resultHelp}>{output.help}</dd>
            </div>
          );
        })}
      </dl>
      {children}
      {/* Announced politely when any input changes the verdict or its headline figures. */}
      <div
        className={styles.recommendation({ level: recommendation })}
        role="status"
        aria-live="polite"
        data-testid="roi-recommendation"
      >
        <h3 className={styles.recommendationLevel}>
          {copy.page.recommendationHeading}: {recommendation}
        </h3>
        <p>{copy.recommendations[recommendationCase(result)]}</p>
      </div>
      <p className={styles.small}>{copy.page.disclaimer}</p>
    </div>
  );
}
