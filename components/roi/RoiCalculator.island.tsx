import { useEffect, useId, useRef } from 'react';
import { button } from '../ui/button/index.ts';
import { revealPanel } from '../ui/tabs/reveal.ts';
import { notify } from '../ui/toast/index.ts';
import { PaybackChart } from './PaybackChart.tsx';
import * as styles from './Roi.css.ts';
import { RoiFields } from './RoiFields.tsx';
import { RoiResults } from './RoiResults.tsx';
import type { RoiCalculatorProps } from './types.ts';
import { CASE_LINK, INPUTS_HEADING_ID, useRoiCase } from './useRoiCase.ts';

/**
 * The calculator (docs/product.md#roi-calculator), an island: results recompute on every change, no submit. It sits
 * in the first of the page's tabs, which are an island of their own (pages/roi-calculator/+Page.tsx): the code a
 * first touch here waits for is the calculator's, not the tabs'.
 */
export default function RoiCalculator({ copy, spreadsheetUrl }: RoiCalculatorProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const { raw, inputs, adjusted, result, setField, loadQuery } = useRoiCase(formRef);
  const resultsHeadingId = useId();
  const inputsHeadingRef = useRef<HTMLHeadingElement>(null);
  const { page } = copy;

  // A sample scenario's link (RoiScenarios.tsx), taken in place rather than followed: the case fills the form, its
  // tab shows and focus continues from the top of the filled-in form. A click meant for a new tab or window is the
  // browser's.
  useEffect(() => {
    const takeCaseLink = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(CASE_LINK) : null;
      const plain = event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
      if (!link || !plain || event.defaultPrevented || !formRef.current) return;
      event.preventDefault();
      loadQuery(new URL(link.href).search);
      revealPanel(formRef.current, () => inputsHeadingRef.current?.focus());
    };
    document.addEventListener('click', takeCaseLink);
    return () => document.removeEventListener('click', takeCaseLink);
  }, [loadQuery]);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      notify('success', { title: page.shareLinkCopied, description: window.location.href });
    } catch {
      notify('info', { title: page.shareLink, description: window.location.href, duration: 10_000 });
    }
  };

  return (
    <>
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
          <h2 id={INPUTS_HEADING_ID} ref={inputsHeadingRef} tabIndex={-1}>
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
    </>
  );
}
