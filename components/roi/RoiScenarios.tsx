import { Fragment } from 'react';
import { roiContent as copy } from '../../content/roi.ts';
import { NUMERIC_INPUTS } from '../../lib/roi-engine/model.ts';
import { formatInput } from '../../lib/roi-engine/format.ts';
import { inputsToSearchParams } from '../../lib/roi-engine/params.ts';
import { scenarios } from '../../lib/roi.ts';
import * as section from '../sections/Section.css.ts';
import { ButtonLink } from '../ui/button/index.ts';
import * as styles from './Roi.css.ts';
import { Sparkline } from './Sparkline.tsx';
import { INPUTS_HEADING_ID } from './useRoiCase.ts';

/**
 * The four sample scenarios, each with its payback curve, every input and a link that loads it into the calculator.
 * Server only: the link is the calculator's own shared-link address for that case, which the calculator takes in
 * place once awake (RoiCalculator.island.tsx) and which, followed, opens the page with that case.
 */
export function RoiScenarios() {
  return (
    <>
      <h2>{copy.page.tabs.scenarios}</h2>
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
            {/* Without scripts the page shows only the default case, so the link would change nothing. */}
            <ButtonLink
              href={`?${inputsToSearchParams(scenario.inputs).toString()}#${INPUTS_HEADING_ID}`}
              tone="secondary"
              className={styles.scenarioButton}
              aria-label={`${copy.page.loadScenario}: ${scenario.name}`}
              data-roi-case=""
              data-requires-js
            >
              {copy.page.loadScenario}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </>
  );
}
