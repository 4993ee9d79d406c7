import { roiContent } from '../../content/roi.ts';
import { methodologySteps, type OutputKey } from '../../lib/roi.ts';
import { TextList } from '../ui/list/index.ts';
import * as styles from './Roi.css.ts';

const stepLabel = (output: string): string =>
  output in roiContent.outputs ? roiContent.outputs[output as OutputKey].label : roiContent.page.recommendationHeading;

/** The model in words, with the engine's own constants filled in (lib/roi.ts `methodologySteps`). Server only. */
export function RoiMethodology() {
  const { methodology } = roiContent;
  return (
    <>
      <h2>{methodology.title}</h2>
      <p className={styles.intro}>{methodology.intro}</p>
      <ol className={styles.steps}>
        {methodologySteps.map((step) => (
          <li key={step.output}>
            <strong>{stepLabel(step.output)}</strong>
            <code className={styles.formula}>{step.formula}</code>
            {step.note ? <span className={styles.small}>{step.note}</span> : null}
          </li>
        ))}
      </ol>
      <h3>{methodology.assumptionsHeading}</h3>
      <TextList items={methodology.assumptions} />
    </>
  );
}
