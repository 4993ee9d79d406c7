import type { FormEvent } from 'react';
import { forms, type FieldCopy, type FormOption } from '../../content/forms.ts';
import { site } from '../../content/site.ts';
import type { FieldErrors } from '../../lib/forms.ts';
import { useHydrated } from '../useHydrated.ts';
import { button } from '../ui/button/index.ts';
import { Field, type FieldKind } from './Field.tsx';
import * as styles from './Form.css.ts';
import { Honeypot } from './Honeypot.tsx';

/** What differs between the site's forms: their fields, layout and words. */
export interface FormSpec<F extends string> {
  /** Prefix of the controls' ids. */
  id: string;
  /** Fields by row; two in a row sit side by side on wider screens. */
  rows: F[][];
  kinds: Record<F, FieldKind>;
  copy: Record<F, FieldCopy>;
  options: Partial<Record<F, readonly FormOption[]>>;
  maxLength: Partial<Record<F, number>>;
  button: { idle: string; submitting: string };
}

export interface FormViewProps<F extends string> {
  spec: FormSpec<F>;
  titleId: string;
  values: Record<F, string>;
  errors: FieldErrors;
  submitting: boolean;
  honeypot: string;
  setHoneypot: (value: string) => void;
  onChange: (name: string, value: string) => void;
  onBlur: (name: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/** Renders a form from its spec; behaviour comes from useFormController. */
export function FormView<F extends string>({
  spec,
  titleId,
  values,
  errors,
  submitting,
  honeypot,
  setHoneypot,
  onChange,
  onBlur,
  onSubmit,
}: FormViewProps<F>) {
  const hydrated = useHydrated();
  return (
    // noValidate: our messages (SPEC §5) replace the browser's bubbles.
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-labelledby={titleId} aria-busy={submitting}>
      <noscript>
        <p className={styles.noscript}>
          {forms.noscript} <a href={`mailto:${site.email}`}>{site.email}</a>
        </p>
      </noscript>
      {spec.rows.map((row) => (
        <div key={row.join()} className={row.length > 1 ? styles.row : undefined}>
          {row.map((name) => (
            <Field
              key={name}
              idPrefix={spec.id}
              name={name}
              kind={spec.kinds[name]}
              copy={spec.copy[name]}
              value={values[name]}
              error={errors[name]}
              options={spec.options[name]}
              selectPrompt={forms.selectPrompt}
              optionalLabel={forms.optionalLabel}
              maxLength={spec.maxLength[name]}
              onChange={onChange}
              onBlur={onBlur}
            />
          ))}
        </div>
      ))}
      <Honeypot idPrefix={spec.id} value={honeypot} onChange={setHoneypot} />
      <button
        type="submit"
        className={`${button({ size: 'lg' })} ${styles.submit}`}
        disabled={submitting || !hydrated}
        data-requires-js
      >
        {submitting ? spec.button.submitting : spec.button.idle}
      </button>
    </form>
  );
}
