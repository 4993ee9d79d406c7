/** A case as a URL query (`?employees=12&wage=30`): the page's shareable links and the CLI's flag names. */
import { ROI_DEFAULTS, clampInputs, type InputKey, type RoiInputs } from './model.ts';

/** Short names shared by the CLI flags (`--task-share`) and the page's URL query (`?task-share=20`). */
export const INPUT_PARAMS: Readonly<Record<InputKey, string>> = {
  businessType: 'business-type',
  numberOfEmployees: 'employees',
  averageHourlyWage: 'wage',
  hoursWorkedPerWeek: 'hours',
  currentTimeSpentOnTasks: 'task-share',
  expectedTimeReduction: 'reduction',
  implementationCost: 'implementation-cost',
  monthlySubscriptionCost: 'subscription',
};

/** The URL query for a case, listing only the inputs that differ from the defaults. */
export function inputsToSearchParams(inputs: RoiInputs): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(INPUT_PARAMS) as InputKey[]) {
    if (inputs[key] !== ROI_DEFAULTS[key]) params.set(INPUT_PARAMS[key], String(inputs[key]));
  }
  return params;
}

/** The case a shared link describes, read forgivingly (see `clampInputs`). */
export function inputsFromSearchParams(params: URLSearchParams): ReturnType<typeof clampInputs> {
  const raw: Partial<Record<InputKey, string>> = {};
  for (const key of Object.keys(INPUT_PARAMS) as InputKey[]) {
    const value = params.get(INPUT_PARAMS[key]);
    if (value !== null) raw[key] = value;
  }
  return clampInputs(raw);
}
