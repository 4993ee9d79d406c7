import { useId, useRef, useState } from 'react';
import type { RoiInputs } from '../../lib/roi-engine/model.ts';
import { button } from '../ui/button/index.ts';
import { Tabs } from '../ui/tabs/index.ts';
import { notify } from '../ui/toast/index.ts';
import { PaybackChart } from './PaybackChart.tsx';
import * as styles from './Roi.css.ts';
import { RoiFields } from './RoiFields.tsx';
import { RoiResults } from './RoiResults.tsx';
import { RoiScenarios } from './RoiScenarios.tsx';
import type { RoiCalculatorProps, RoiCopy } from './types.ts';
import { useRoiCase } from './useRoiCase.ts';

type Tab = keyof RoiCopy['page']['tabs'];

/**
 * The calculator with its four tabs (docs/product.md#roi-calculator), an island: results recompute on every change, no
 * submit.
 */
export default function RoiCalculator({ copy, scenarios, spreadsheetUrl, slots }: RoiCalculatorProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const { raw, inputs, adjusted, result, setField, load } = useRoiCase(formRef);
  const [tab, setTab] = useState<Tab>('calculator');
  const resultsHeadingId = useId();
  const inputsHeadingRef = useRef<HTMLHeadingElement>(null);
  const { page } = copy;
  const tabs = Object.keys(page.tabs) as Tab[];

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
        {tabs.map((value) => (
          <Tabs.Trigger key={value} value={value}>
            {page.tabs[value]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>

      <Tabs.Content value="calculator">
        {/* Shown without scripts, or when this island's script failed (components/global.css.ts). */}
        <p className={styles.noscript} data-without-js="">
          {page.noscript} <a href={spreadsheetUrl}>{page.spreadsheetLink}</a>
        </p>
        <div className={styles.layout}>
          <form
            ref={formRef}
            className={styles.panel}
            onSubmit={(event) => event.preventDefault()}
            aria-label={page.inputsHeading}
          >
            <h2 ref={inputsHeadingRef} tabIndex={-1}>
              {page.inputsHeading}
            </h2>
            <RoiFields copy={copy} raw={raw} adjusted={adjusted} onChange={setField} />
          </form>
          <div className={styles.panel}>
            <RoiResults copy={copy} result={result} headingId={resultsHeadingId}>
              <PaybackChart copy={copy} inputs={inputs} />
            </RoiResults>
            <div className={styles.tools}>
              <button
                type="button"
                className={button({ tone: 'secondary', size: 'sm' })}
                onClick={copyLink}
                data-requires-js
              >
                {page.shareLink}
              </button>
              <a href={spreadsheetUrl} download>
                {page.spreadsheetLink}
              </a>
            </div>
            <p className={styles.small}>{page.spreadsheetNote}</p>
          </div>
        </div>
      </Tabs.Content>

      <Tabs.Content value="scenarios">
        <h2 className={styles.tabHeading}>{page.tabs.scenarios}</h2>
        <RoiScenarios copy={copy} scenarios={scenarios} onLoad={loadScenario} />
      </Tabs.Content>

      <Tabs.Content value="methodology">{slots?.methodology}</Tabs.Content>

      <Tabs.Content value="benchmarks">{slots?.benchmarks}</Tabs.Content>
    </Tabs.Root>
  );
}
