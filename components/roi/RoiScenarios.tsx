import { roiContent } from '../../content/roi.ts';
import { NUMERIC_INPUTS, formatInput, type RoiInputs, type Scenario } from '../../lib/roi.ts';
import * as section from '../sections/Section.css.ts';
import { button } from '../ui/button/index.ts';
import * as styles from './Roi.css.ts';

/** The four sample scenarios, each with every input and a button that loads it into the calculator. */
export function RoiScenarios({
  scenarios,
  onLoad,
}: {
  scenarios: readonly Scenario[];
  onLoad: (inputs: RoiInputs) => void;
}) {
  return (
    <>
      <p className={styles.intro}>{roiContent.page.scenariosIntro}</p>
      <ul className={section.grid({ columns: 2 })}>
        {scenarios.map((scenario) => (
          <li key={scenario.id} className={`${section.card} ${styles.scenario}`} id={`scenario-${scenario.id}`}>
            <h3>{scenario.name}</h3>
            <p>{scenario.description}</p>
            <dl className={styles.scenarioFacts}>
              <dt>{roiContent.businessTypeField.label}</dt>
              <dd>{formatInput('businessType', scenario.inputs)}</dd>
              {NUMERIC_INPUTS.map((key) => (
                <div key={key} className={styles.factRow}>
                  <dt>{roiContent.fields[key].label}</dt>
                  <dd>{formatInput(key, scenario.inputs)}</dd>
                </div>
              ))}
            </dl>
            <button
              type="button"
              className={`${button({ tone: 'secondary' })} ${styles.scenarioButton}`}
              onClick={() => onLoad(scenario.inputs)}
              aria-label={`${roiContent.page.loadScenario}: ${scenario.name}`}
              data-requires-js
            >
              {roiContent.page.loadScenario}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
