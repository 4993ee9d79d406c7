import { Fragment } from 'react';
import { NUMERIC_INPUTS, type RoiInputs } from '../../lib/roi-engine/model.ts';
import { formatInput } from '../../lib/roi-engine/format.ts';
import type { RoiCopy, RoiScenario } from './types.ts';
import * as section from '../sections/Section.css.ts';
import { button } from '../ui/button/index.ts';
import * as styles from './Roi.css.ts';
import { Sparkline } from './Sparkline.tsx';

/** The four sample scenarios, each with its payback curve, every input and a button that loads it into the calculator. */
export function RoiScenarios({
  copy,
  scenarios,
  onLoad,
}: {
  copy: RoiCopy;
  scenarios: readonly RoiScenario[];
  onLoad: (inputs: RoiInputs) => void;
}) {
  return (
    <>
      <p className={styles.intro}>{copy.page.scenariosIntro}</p>
      <ul className={section.grid({ columns: 2 })}>
        {scenarios.map((scenario) => (
          <li key={scenario.id} className={`${section.card} ${styles.scenario}`} id={`scenario-${scenario.id}`}>
            <h3>{scenario.name}</h3>
            <p>{scenario.description}</p>
            <Sparkline copy={copy} inputs={scenario.inputs} />
            <dl className={styles.scenarioFacts}>
              <dt>{copy.businessTypeField.label}</dt>
              <dd>{formatInput('businessType', scenario.inputs, copy.businessTypes)}</dd>
              {NUMERIC_INPUTS.map((key) => (
                // A keyed fragment, not a div: a dl holds either bare dt/dd groups or only divs, never both.
                <Fragment key={key}>
                  <dt>{copy.fields[key].label}</dt>
                  <dd>{formatInput(key, scenario.inputs, copy.businessTypes)}</dd>
                </Fragment>
              ))}
            </dl>
            <button
              type="button"
              className={`${button({ tone: 'secondary' })} ${styles.scenarioButton}`}
              onClick={() => onLoad(scenario.inputs)}
              aria-label={`${copy.page.loadScenario}: ${scenario.name}`}
              data-requires-js
            >
              {copy.page.loadScenario}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
