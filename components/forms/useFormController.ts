import { useCallback, useRef, useState, type FormEvent } from 'react';
import { forms } from '../../content/forms.ts';
import { pwa } from '../../content/pwa.ts';
import {
  firstInvalidField,
  mirrorToWebhook,
  newSubmissionId,
  submitForm,
  type FieldErrors,
  type FormPayload,
  type FormType,
  type Outgoing,
  type Validation,
} from '../../lib/forms.ts';
import { notify } from '../ui/toast/index.ts';

/** The shown errors with one field's message set, or removed when it has none. */
function withError(shown: FieldErrors, name: string, message: string | undefined): FieldErrors {
  const { [name]: _previous, ...others } = shown;
  return message ? { ...others, [name]: message } : others;
}

export interface FormControllerOptions<F extends string, T> {
  form: FormType;
  /** Field names in page order: the first invalid one gets focus. */
  fields: readonly F[];
  empty: () => Record<F, string>;
  validate: (values: Record<F, string>) => Validation<T>;
  build: (data: T, meta: { submissionId: string; honeypot: string }) => Outgoing<FormPayload>;
  /** Form-scoped id prefix of the controls (see Field). */
  idPrefix: string;
}

/**
 * State and behaviour shared by the contact and support forms (SPEC §4, §5, §8): errors on blur and on
 * submit, focus on the first invalid field, one submission at a time, a submission id kept across retries,
 * reset and success toast on success, values kept and the server's message on failure.
 */
export function useFormController<F extends string, T>(options: FormControllerOptions<F, T>) {
  const { form, fields, empty, validate, build, idPrefix } = options;
  const [values, setValues] = useState<Record<F, string>>(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitting, setSubmitting] = useState(false);
  const [honeypot, setHoneypot] = useState('');
  // Made on the first attempt and reused by every retry of the same message, so the inbox stores it once.
  const submissionId = useRef<string | null>(null);
  const inFlight = useRef(false);

  const errorsFor = useCallback(
    (next: Record<F, string>): FieldErrors => {
      const result = validate(next);
      return result.ok ? {} : result.errors;
    },
    [validate],
  );

  const onChange = useCallback(
    (name: string, value: string) => {
      const next = { ...values, [name]: value };
      setValues(next);
      // Once a field has shown an error, re-check it as the visitor fixes it.
      if (touched.has(name)) {
        const message = errorsFor(next)[name];
        setErrors((shown) => withError(shown, name, message));
      }
    },
    [errorsFor, touched, values],
  );

  const onBlur = useCallback(
    (name: string) => {
      setTouched((current) => new Set(current).add(name));
      const message = errorsFor(values)[name];
      setErrors((shown) => withError(shown, name, message));
    },
    [errorsFor, values],
  );

  const focusField = (name: string) => document.getElementById(`${idPrefix}-${name}`)?.focus();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const result = validate(values);
    if (!result.ok) {
      setErrors(result.errors);
      setTouched(new Set(fields));
      const first = firstInvalidField(result.errors, fields);
      if (first) focusField(first);
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    submissionId.current ??= newSubmissionId();
    const payload = build(result.data, { submissionId: submissionId.current, honeypot });
    mirrorToWebhook(form, payload);
    const copy = forms[form];
    try {
      const answer = await submitForm(form, payload);
      if (answer.ok) {
        // Sent, or kept in the service worker's outbox to send once back online: either way this form is done
        // (the outbox keeps the submissionId, so the inbox stores it once).
        submissionId.current = null;
        setValues(empty());
        setErrors({});
        setTouched(new Set());
        setHoneypot('');
        if (answer.queued) notify('info', { ...pwa.outbox.queued, duration: 8000 });
        else notify('success', { title: copy.success.title, description: copy.success.description });
      } else {
        setErrors(answer.errors);
        const first = firstInvalidField(answer.errors, fields);
        if (first) focusField(first);
        notify('error', { title: copy.error.title, description: answer.message });
      }
    } catch (error: unknown) {
      // No answer at all and no service worker to keep it (first visit, DNS, CORS): nothing was stored,
      // everything typed is still here.
      console.warn(`${form} form: no answer from ${form} endpoint`, error);
      notify('error', { title: copy.error.title, description: copy.error.fallback });
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return { values, errors, submitting, honeypot, setHoneypot, onChange, onBlur, onSubmit };
}
