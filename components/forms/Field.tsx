import type { FocusEvent } from 'react';
import type { FieldRow } from '../../lib/form-engine/fields.ts';
import * as styles from './Field.css.ts';

export interface FieldProps {
  /** Form-scoped id prefix, so two forms on a page never share ids. */
  idPrefix: string;
  name: string;
  /** The field's row of its form's table: label, control, limits, options. */
  row: FieldRow;
  error?: string;
  selectPrompt: string;
  optionalLabel: string;
  onInput: (name: string) => void;
  onBlur: (name: string) => void;
}

/**
 * One labelled control with its help and error texts. Uncontrolled: the DOM holds the value, so whatever a visitor
 * types before the page's scripts run is never reset (useFormController reads it when checking). Native constraints
 * (required, minlength, type=email) match the field's row (docs/product.md#forms), so the browser enforces the rules
 * when no script runs. The error is tied to the control with aria-invalid and aria-describedby.
 */
export function Field({ idPrefix, name, row, error, selectPrompt, optionalLabel, onInput, onBlur }: FieldProps) {
  const id = `${idPrefix}-${name}`;
  const helpId = row.help ? `${id}-help` : undefined;
  const length = row.control === 'select' ? undefined : row.length;
  const errorId = error ? `${id}-error` : undefined;
  const common = {
    id,
    name,
    className: styles.control,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [helpId, errorId].filter(Boolean).join(' ') || undefined,
    required: row.required || undefined,
    onInput: () => onInput(name),
    onChange: row.control === 'select' ? () => onInput(name) : undefined,
    onBlur: (_event: FocusEvent) => onBlur(name),
  };

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {row.label}
        {row.required ? null : <span className={styles.optional}> ({optionalLabel})</span>}
      </label>
      {row.control === 'select' ? (
        <select {...common} autoComplete={row.autoComplete}>
          <option value="">{selectPrompt}</option>
          {row.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : row.control === 'textarea' ? (
        <textarea
          {...common}
          className={`${styles.control} ${styles.textarea}`}
          placeholder={row.placeholder}
          minLength={length?.min}
          maxLength={length?.max}
          rows={6}
        />
      ) : (
        <input
          {...common}
          // A bare domain is a valid website here (lib/form-engine/rules.ts adds https://), which type="url" would refuse.
          type={row.kind === 'url' ? 'text' : row.kind}
          placeholder={row.placeholder}
          autoComplete={row.autoComplete}
          minLength={length?.min}
          maxLength={length?.max}
          inputMode={row.kind === 'text' ? undefined : row.kind}
        />
      )}
      {row.help ? (
        <p id={helpId} className={styles.help}>
          {row.help}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
