import type { FormEvent, RefObject } from 'react';
import { layoutRows, type FieldErrors, type FormRules } from '../../lib/form-engine/fields.ts';
import { button } from '../ui/button/index.ts';
import { Field } from './Field.tsx';
import * as styles from './Form.css.ts';
import { Honeypot } from './Honeypot.tsx';

/** The words a form shows besides its fields' (which are in its field table), passed to its island as props. */
export type FormCopy = {
  selectPrompt: string;
  optionalLabel: string;
  honeypotLabel: string;
  /** Shown without scripts, or when the form's script failed (components/global.css.ts). */
  withoutScripts: string;
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
  /** The form's field table and shared messages. */
  rules: FormRules<F>;
  copy: FormCopy;
};

export interface FormViewProps<F extends string> {
  /** Prefix of the controls' ids. */
  id: string;
  titleId: string;
  endpoint: string;
  rules: FormRules<F>;
  copy: FormCopy;
  formRef: RefObject<HTMLFormElement | null>;
  errors: FieldErrors;
  submitting: boolean;
  onInput: (name: string) => void;
  onBlur: (name: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * Renders a form from its field table, as a real `<form method="post" action=endpoint>` that works before and without
 * scripts (docs/decisions/0017-forms-work-without-scripts.md); behaviour comes from useFormController once hydrated.
 */
export function FormView<F extends string>({
  id,
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
      {layoutRows(rules.fields).map((line) => (
        <div key={line.join()} className={line.length > 1 ? styles.row : undefined}>
          {line.map((name) => (
            <Field
              key={name}
              idPrefix={id}
              name={name}
              row={rules.fields[name]}
              error={errors[name]}
              selectPrompt={copy.selectPrompt}
              optionalLabel={copy.optionalLabel}
              onInput={onInput}
              onBlur={onBlur}
            />
          ))}
        </div>
      ))}
      <Honeypot idPrefix={id} label={copy.honeypotLabel} />
      <p className={styles.note} data-without-js="">
        {copy.withoutScripts}
      </p>
      <button type="submit" className={`${button({ size: 'lg' })} ${styles.submit}`} disabled={submitting}>
        {submitting ? copy.button.submitting : copy.button.idle}
      </button>
    </form>
  );
}
