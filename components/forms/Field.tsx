import type { FocusEvent } from 'react';
import type { FieldKind } from '../../lib/forms/rules.ts';
import * as styles from './Field.css.ts';

export type { FieldKind };

/** What a visitor reads for one control (content/forms.ts `FieldCopy`). */
export type FieldCopy = {
  label: string;
  placeholder?: string;
  help?: string;
  autoComplete?: string;
  optional?: boolean;
};

export type FormOption = { value: string; label: string };

export interface FieldProps {
  /** Form-scoped id prefix, so two forms on a page never share ids. */
  idPrefix: string;
  name: string;
  kind: FieldKind;
  copy: FieldCopy;
  error?: string;
  options?: readonly FormOption[];
  selectPrompt?: string;
  optionalLabel: string;
  minLength?: number;
  maxLength?: number;
  onInput: (name: string) => void;
  onBlur: (name: string) => void;
}

/**
 * One labelled control with its help and error texts. Uncontrolled: the DOM holds the value, so whatever a
 * visitor types before the page's scripts run is never reset (lib/forms/rules.ts reads it when checking).
 * Native constraints (required, minlength, type=email) match SPEC §5, so the browser enforces the rules when
 * no script runs. The error is tied to the control with aria-invalid and aria-describedby.
 */
export function Field({
  idPrefix,
  name,
  kind,
  copy,
  error,
  options,
  selectPrompt,
  optionalLabel,
  minLength,
  maxLength,
  onInput,
  onBlur,
}: FieldProps) {
  const id = `${idPrefix}-${name}`;
  const helpId = copy.help ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const common = {
    id,
    name,
    className: styles.control,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [helpId, errorId].filter(Boolean).join(' ') || undefined,
    required: !copy.optional || undefined,
    onInput: () => onInput(name),
    onChange: kind === 'select' ? () => onInput(name) : undefined,
    onBlur: (_event: FocusEvent) => onBlur(name),
  };

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {copy.label}
        {copy.optional ? <span className={styles.optional}> ({optionalLabel})</span> : null}
      </label>
      {kind === 'select' ? (
        <select {...common} autoComplete={copy.autoComplete}>
          <option value="">{selectPrompt}</option>
          {options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : kind === 'textarea' ? (
        <textarea
          {...common}
          className={`${styles.control} ${styles.textarea}`}
          placeholder={copy.placeholder}
          minLength={minLength}
          maxLength={maxLength}
          rows={6}
        />
      ) : (
        <input
          {...common}
          // A bare domain is a valid website here (lib/forms/rules.ts adds https://), which type="url" would refuse.
          type={kind === 'url' ? 'text' : kind}
          placeholder={copy.placeholder}
          autoComplete={copy.autoComplete}
          minLength={minLength}
          maxLength={maxLength}
          inputMode={kind === 'url' ? 'url' : kind === 'tel' ? 'tel' : kind === 'email' ? 'email' : undefined}
        />
      )}
      {copy.help ? (
        <p id={helpId} className={styles.help}>
          {copy.help}
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
