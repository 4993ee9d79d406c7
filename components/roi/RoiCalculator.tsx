import { useId, useRef, useState } from 'react';
import { roiContent } from '../../content/roi.ts';
import { scenarios, type RoiInputs } from '../../lib/roi.ts';
import { button } from '../ui/button/index.ts';
import { Tabs } from '../ui/tabs/index.ts';
import { notify } from '../ui/toast/index.ts';
import { Static } from '../Static.tsx';
import * as styles from './Roi.css.ts';
import { RoiBenchmarks } from './RoiBenchmarks.tsx';
import { RoiFields } from './RoiFields.tsx';
import { RoiMethodology } from './RoiMethodology.tsx';
import { RoiResults } from './RoiResults.tsx';
import { RoiScenarios } from './RoiScenarios.tsx';
import { useRoiCase } from './useRoiCase.ts';

export const SPREADSHEET_URL = '/downloads/roi-calculator.xls';

type Tab = keyof typeof roiContent.page.tabs;
const TABS = Object.keys(roiContent.page.tabs) as Tab[];

/** The calculator with its four tabs (SPEC §2, §4): results recompute on every change, no submit. */
export function RoiCalculator() {
  const { raw, adjusted, result, setField, load } = useRoiCase();
  const [tab, setTab] = useState<Tab>('calculator');
  const resultsHeadingId = useId();
  const inputsHeadingRef = useRef<HTMLHeadingElement>(null);
  const { page } = roiContent;

  const loadScenario = (inputs: RoiInputs) => {
    load(inputs);
    setTab('calculator');
    // After the tab switch renders, continue from the top of the filled-in form.
    requestAnimationFrame(() => inputsHeadingRef.current?.focus());
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      notify('success', { title: page.shareLinkCopied, description: window.location.href });
    } catch {
      notify('info', { title: page.shareLink, description: window.location.href, duration: 10_000 });
    }
  };

  return (
    <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value as Tab)}>
      <Tabs.List aria-label={page.title}>
        {TABS.map((value) => (
          <Tabs.Trigger key={value} value={value}>
            {page.tabs[value]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>

      <Tabs.Content value="calculator">
        <noscript>
          <p className={styles.noscript}>
            {page.noscript} <a href={SPREADSHEET_URL}>{page.spreadsheetLink}</a>
          </p>
        </noscript>
        <div className={styles.layout}>
          <form className={styles.panel} onSubmit={(event) => event.preventDefault()} aria-label={page.inputsHeading}>
            <h2 ref={inputsHeadingRef} tabIndex={-1}>
              {page.inputsHeading}
            </h2>
            <RoiFields raw={raw} adjusted={adjusted} onChange={setField} />
          </form>
          <div className={styles.panel}>
            <RoiResults result={result} headingId={resultsHeadingId} />
            <div className={styles.tools}>
              <button
                type="button"
                className={button({ tone: 'secondary', size: 'sm' })}
                onClick={copyLink}
                data-requires-js
              >
                {page.shareLink}
              </button>
              <a href={SPREADSHEET_URL} download>
                {page.spreadsheetLink}
              </a>
            </div>
            <p className={styles.small}>{page.spreadsheetNote}</p>
          </div>
        </div>
      </Tabs.Content>

      <Tabs.Content value="scenarios">
        <h2 className={styles.tabHeading}>{page.tabs.scenarios}</h2>
        <RoiScenarios scenarios={scenarios} onLoad={loadScenario} />
      </Tabs.Content>

      <Tabs.Content value="methodology">
        <Static>
          <RoiMethodology />
        </Static>
      </Tabs.Content>

      <Tabs.Content value="benchmarks">
        <Static>
          <RoiBenchmarks />
        </Static>
      </Tabs.Content>
    </Tabs.Root>
  );
}
