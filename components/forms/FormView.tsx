import type { FormEvent, RefObject } from 'react';
import type { FieldErrors, FieldLength, FormRules } from '../../lib/forms/rules.ts';
import { button } from '../ui/button/index.ts';
import { Field, type FieldCopy, type FieldKind, type FormOption } from './Field.tsx';
import * as styles from './Form.css.ts';
import { Honeypot } from './Honeypot.tsx';

/** What differs between the site's forms: their fields, layout and length rules (not their words). */
export interface FormSpec<F extends string> {
  /** Prefix of the controls' ids. */
  id: string;
  /** Fields by row; two in a row sit side by side on wider screens. */
  rows: F[][];
  kinds: Record<F, FieldKind>;
  /** Which limits of the form rules bound each text field, as native minlength/maxlength. */
  lengths: Partial<Record<F, FieldLength>>;
}

/** Every word a form shows, passed to its island as props (content/forms.ts). */
export type FormCopy<F extends string> = {
  fields: Record<F, FieldCopy>;
  options: Partial<Record<F, FormOption[]>>;
  selectPrompt: string;
  optionalLabel: string;
  honeypotLabel: string;
  button: { idle: string; submitting: string };
  success: { title: string; description: string };
  error: { title: string; fallback: string };
  /** Shown when the service worker keeps the message to send later. */
  queued: { title: string; description?: string };
};

/** The props of a form island. */
export type FormIslandProps<F extends string> = {
  /** Id of the heading that names the form. */
  titleId: string;
  /** Where the form posts: JSON from the island, a plain form post without scripts. */
  endpoint: string;
  /** A webhook that gets a browser-side copy; '' when none (the inbox forwards it). */
  webhook: string;
  rules: FormRules;
  copy: FormCopy<F>;
};

export interface FormViewProps<F extends string> {
  spec: FormSpec<F>;
  titleId: string;
  endpoint: string;
  rules: FormRules;
  copy: FormCopy<F>;
  formRef: RefObject<HTMLFormElement | null>;
  errors: FieldErrors;
  submitting: boolean;
  onInput: (name: string) => void;
  onBlur: (name: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * Renders a form from its spec, as a real `<form method="post" action=endpoint>` that works before and
 * without scripts (DESIGN decision 15); behaviour comes from useFormController once hydrated.
 */
export function FormView<F extends string>({
  spec,
  titleId,
  endpoint,
  rules,
  copy,
  formRef,
  errors,
  submitting,
  onInput,
  onBlur,
  onSubmit,
}: FormViewProps<F>) {
  return (
    <form
      ref={formRef}
      method="post"
      action={endpoint}
      className={styles.form}
      onSubmit={onSubmit}
      aria-labelledby={titleId}
      aria-busy={submitting}
    >
      {spec.rows.map((row) => (
        <div key={row.join()} className={row.length > 1 ? styles.row : undefined}>
          {row.map((name) => {
            const length = spec.lengths[name];
            return (
              <Field
                key={name}
                idPrefix={spec.id}
                name={name}
                kind={spec.kinds[name]}
                copy={copy.fields[name]}
                error={errors[name]}
                options={copy.options[name]}
                selectPrompt={copy.selectPrompt}
                optionalLabel={copy.optionalLabel}
                minLength={length?.min ? rules.limits[length.min] : undefined}
                maxLength={length ? rules.limits[length.max] : undefined}
                onInput={onInput}
                onBlur={onBlur}
              />
            );
          })}
        </div>
      ))}
      <Honeypot idPrefix={spec.id} label={copy.honeypotLabel} />
      <button type="submit" className={`${button({ size: 'lg' })} ${styles.submit}`} disabled={submitting}>
        {submitting ? copy.button.submitting : copy.button.idle}
      </button>
    </form>
  );
}
