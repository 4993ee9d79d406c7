import { type RefObject, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { ROI_DEFAULTS, clampInputs, evaluateRoi, type InputKey, type RoiInputs } from '../../lib/roi-engine/model.ts';
import { INPUT_PARAMS, inputsToSearchParams } from '../../lib/roi-engine/params.ts';

/** What the visitor typed in each field, kept as text so "12." or an empty field is not rewritten mid-typing. */
export type RawCase = Record<InputKey, string>;

const toRaw = (inputs: RoiInputs): RawCase =>
  Object.fromEntries(Object.entries(inputs).map(([key, value]) => [key, String(value)])) as RawCase;

function rawFromSearch(search: string): RawCase {
  const params = new URLSearchParams(search);
  const raw = toRaw(ROI_DEFAULTS);
  for (const key of Object.keys(INPUT_PARAMS) as InputKey[]) {
    const value = params.get(INPUT_PARAMS[key]);
    if (value !== null) raw[key] = value;
  }
  return raw;
}

const noSubscription = () => () => {};

/** A link to a case of the calculator (a sample scenario's), which the calculator takes in place once awake. */
export const CASE_LINK = 'a[data-roi-case]';
/** The inputs' heading: where a case link lands, and where focus goes once the calculator has taken one. */
export const INPUTS_HEADING_ID = 'roi-inputs';

/**
 * The calculator's case: inputs as typed, the forgiving parse of them (docs/product.md#roi-inputs: non-numbers become
 * 0, values are clamped, each change reported) and the results, recomputed on every change. The case lives in the URL
 * query too, so a consultant can share a link that opens the same figures.
 *
 * `form` holds the inputs (named by their keys). A visitor may type before the island wakes (its scripts load
 * after the page): React keeps what the DOM shows at hydration but not in its state, so the results would
 * describe the defaults beside the figures typed. The first effect reads the controls back and takes them.
 */
export function useRoiCase(form: RefObject<HTMLFormElement | null>) {
  // The pre-rendered page shows the default case; after hydration the URL's case takes over.
  const search = useSyncExternalStore(
    noSubscription,
    () => window.location.search,
    () => '',
  );
  const [edited, setEdited] = useState<RawCase | null>(null);
  const raw = useMemo(() => edited ?? rawFromSearch(search), [edited, search]);
  const { inputs, adjusted } = useMemo(() => clampInputs(raw), [raw]);
  const result = useMemo(() => evaluateRoi(inputs), [inputs]);

  useEffect(() => {
    const controls = form.current?.elements;
    if (!controls) return;
    const typed: Partial<RawCase> = {};
    for (const key of Object.keys(INPUT_PARAMS) as InputKey[]) {
      const control = controls.namedItem(key);
      const isControl = control instanceof HTMLInputElement || control instanceof HTMLSelectElement;
      if (isControl && control.value !== raw[key]) typed[key] = control.value;
    }
    // The DOM is the outside system here, read once; the one extra render happens only if someone typed.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (Object.keys(typed).length > 0) setEdited({ ...raw, ...typed });
    // Once, at hydration: every later change comes through setField.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!edited) return;
    const query = inputsToSearchParams(inputs).toString();
    const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
    window.history.replaceState(window.history.state, '', url);
  }, [edited, inputs]);

  const setField = useCallback(
    (key: InputKey, value: string) => setEdited((current) => ({ ...(current ?? raw), [key]: value })),
    [raw],
  );
  /** Take the case a link's query describes (CASE_LINK), as a visitor opening it would get it. */
  const loadQuery = useCallback((query: string) => setEdited(rawFromSearch(query)), []);

  return { raw, inputs, adjusted, result, setField, loadQuery };
}
