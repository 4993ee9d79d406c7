import { roiContent } from '../../content/roi.ts';
import { OUTPUTS, formatOutput, type RoiResult } from '../../lib/roi.ts';
import * as styles from './Roi.css.ts';

const HIGHLIGHTS = new Set(['annualSavings', 'implementationROI', 'breakEvenMonths']);

/** All nine outputs and the recommendation, as a description list. */
export function RoiResults({ result, headingId }: { result: RoiResult; headingId: string }) {
  const { outputs, recommendation } = result;
  return (
    <div>
      <h2 id={headingId}>{roiContent.page.resultsHeading}</h2>
      <dl className={styles.results} data-testid="roi-results">
        {OUTPUTS.map((key) => {
          const copy = roiContent.outputs[key];
          return (
            <div key={key} className={styles.result({ highlight: HIGHLIGHTS.has(key) })} data-output={key}>
              <dt className={styles.resultLabel}>{copy.label}</dt>
              <dd className={styles.resultValue}>
                {formatOutput(key, outputs[key])}
                {copy.unit && formatOutput(key, outputs[key]) !== roiContent.page.notApplicable ? ` ${copy.unit}` : ''}
              </dd>
              <dd className={styles.resultHelp}>{copy.help}</dd>
            </div>
          );
        })}
      </dl>
      {/* Announced politely when any input changes the verdict or its headline figures. */}
      <div
        className={styles.recommendation({ level: recommendation })}
        role="status"
        aria-live="polite"
        data-testid="roi-recommendation"
      >
        <h3 className={styles.recommendationLevel}>
          {roiContent.page.recommendationHeading}: {recommendation}
        </h3>
        <p>{roiContent.recommendations[recommendation]}</p>
      </div>
      <p className={styles.small}>{roiContent.page.disclaimer}</p>
    </div>
  );
}
