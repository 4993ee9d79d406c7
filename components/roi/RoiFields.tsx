import {
  BUSINESS_TYPES,
  INPUT_RANGES,
  NUMERIC_INPUTS,
  describeRange,
  type Adjustment,
  type InputKey,
} from '../../lib/roi-engine/model.ts';
import { visuallyHidden } from '../a11y.css.ts';
import * as fieldStyles from '../forms/Field.css.ts';
import * as styles from './Roi.css.ts';
import type { RoiCopy } from './types.ts';
import type { RawCase } from './useRoiCase.ts';

const fieldId = (key: InputKey) => `roi-${key}`;

function hintText(template: string, adjustment: Adjustment | undefined): string | undefined {
  return adjustment ? template.replace('{value}', String(adjustment.value)) : undefined;
}

/** The calculator's inputs: label, unit, allowed range and help for each, and a hint when a value was adjusted. */
export function RoiFields({
  copy,
  raw,
  adjusted,
  onChange,
}: {
  copy: RoiCopy;
  raw: RawCase;
  adjusted: Adjustment[];
  onChange: (key: InputKey, value: string) => void;
}) {
  const adjustmentOf = (key: InputKey) => adjusted.find((a) => a.field === key);
  return (
    <fieldset className={styles.fields}>
      <legend className={visuallyHidden}>{copy.page.inputsHeading}</legend>
      <div className={fieldStyles.field}>
        <label htmlFor={fieldId('businessType')} className={fieldStyles.label}>
          {copy.businessTypeField.label}
        </label>
        <select
          id={fieldId('businessType')}
          name="businessType"
          className={fieldStyles.control}
          value={raw.businessType}
          aria-describedby={`${fieldId('businessType')}-help`}
          onChange={(event) => onChange('businessType', event.target.value)}
        >
          {BUSINESS_TYPES.map((type) => (
            <option key={type} value={type}>
              {copy.businessTypes[type]}
            </option>
          ))}
        </select>
        <p id={`${fieldId('businessType')}-help`} className={fieldStyles.help}>
          {copy.businessTypeField.help}
        </p>
      </div>
      {NUMERIC_INPUTS.map((key) => {
        const field = copy.fields[key];
        const range = INPUT_RANGES[key];
        const hint = hintText(copy.page.adjustedHint, adjustmentOf(key));
        const id = fieldId(key);
        return (
          <div key={key} className={fieldStyles.field}>
            <label htmlFor={id} className={fieldStyles.label}>
              {field.label} <span className={fieldStyles.optional}>({field.unit})</span>
            </label>
            <input
              id={id}
              name={key}
              className={fieldStyles.control}
              type="number"
              inputMode={range.integer ? 'numeric' : 'decimal'}
              min={range.min}
              max={range.max}
              step={range.step}
              value={raw[key]}
              aria-describedby={`${id}-help${hint ? ` ${id}-hint` : ''}`}
              onChange={(event) => onChange(key, event.target.value)}
            />
            <p id={`${id}-help`} className={fieldStyles.help}>
              {field.help} {copy.page.allowedLabel} {describeRange(range)}.
            </p>
            {hint ? (
              <p id={`${id}-hint`} className={styles.hint} role="status">
                {hint}
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
