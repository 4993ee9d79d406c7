import type { ChangeEvent, FocusEvent } from 'react';
import type { FieldCopy, FormOption } from '../../content/forms.ts';
import * as styles from './Field.css.ts';

export type FieldKind = 'text' | 'email' | 'tel' | 'url' | 'textarea' | 'select';

export interface FieldProps {
  /** Form-scoped id prefix, so two forms on a page never share ids. */
  idPrefix: string;
  name: string;
  kind: FieldKind;
  copy: FieldCopy;
  value: string;
  error?: string;
  options?: readonly FormOption[];
  selectPrompt?: string;
  optionalLabel: string;
  maxLength?: number;
  onChange: (name: string, value: string) => void;
  onBlur: (name: string) => void;
}

/**
 * One labelled control with its help and error texts. The error is tied to the control with aria-invalid
 * and aria-describedby, so a screen reader announces it when the control is focused.
 */
export function Field({
  idPrefix,
  name,
  kind,
  copy,
  value,
  error,
  options,
  selectPrompt,
  optionalLabel,
  maxLength,
  onChange,
  onBlur,
}: FieldProps) {
  const id = `${idPrefix}-${name}`;
  const helpId = copy.help ? `${id}-help` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const common = {
    id,
    name,
    value,
    className: styles.control,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [helpId, errorId].filter(Boolean).join(' ') || undefined,
    required: !copy.optional || undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      onChange(name, event.target.value),
    onBlur: (_event: FocusEvent) => onBlur(name),
  };

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {copy.label}
        {copy.optional ? <span className={styles.optional}> ({optionalLabel})</span> : null}
      </label>
      {kind === 'select' ? (
        <select {...common}>
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
          maxLength={maxLength}
          rows={6}
        />
      ) : (
        <input
          {...common}
          // A bare domain is a valid website here (lib/forms.ts adds https://), which type="url" would refuse.
          type={kind === 'url' ? 'text' : kind}
          placeholder={copy.placeholder}
          autoComplete={copy.autoComplete}
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
