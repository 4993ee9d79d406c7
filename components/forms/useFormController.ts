import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  HONEYPOT_FIELD,
  type FieldErrors,
  type FormRules,
  type FormType,
  buildPayload,
  fieldNames,
  firstInvalidField,
  validateWith,
  valuesSchema,
} from '../../lib/form-engine/fields.ts';
import { newSubmissionId, submitPayload } from '../../lib/form-engine/submit.ts';
import { mirrorToWebhook } from '../../lib/form-engine/webhook.ts';
import { notify } from '../ui/toast/index.ts';
import type { FormCopy } from './FormView.tsx';

/** The shown errors with one field's message set, or removed when it has none. */
function withError(shown: FieldErrors, name: string, message: string | undefined): FieldErrors {
  const { [name]: _previous, ...others } = shown;
  return message ? { ...others, [name]: message } : others;
}

export interface FormControllerOptions<F extends string> {
  /** Which form: what its payload adds on send. */
  form: FormType;
  /** Form-scoped id prefix of the controls (see Field). */
  idPrefix: string;
  /** Where the JSON goes (the form's `action` too). */
  endpoint: string;
  /** A webhook that gets a copy from the browser; '' when the inbox forwards it instead. */
  webhook: string;
  /** The form's field table (its fields in page order: the first invalid one gets focus) and shared messages. */
  rules: FormRules<F>;
  copy: Pick<FormCopy, 'success' | 'error' | 'queued'>;
}

/**
 * Behaviour shared by the contact and support forms (docs/product.md#forms) once their scripts run: errors on blur
 * and on submit, focus on the first invalid field, one submission at a time, a submission id kept across
 * retries, reset and success toast on success, values kept and the server's message on failure.
 *
 * The controls are uncontrolled: the DOM is the form's state and is read (FormData) whenever it is checked or
 * sent. That is what keeps everything a visitor typed before hydration (React never writes a value back),
 * with no second copy of the values to drift from what is on screen.
 */
export function useFormController<F extends string>(options: FormControllerOptions<F>) {
  const { form, idPrefix, endpoint, webhook, rules, copy } = options;
  const fields = fieldNames(rules.fields);
  const schema = valuesSchema(rules);
  const validate = (values: Record<F, string>) => validateWith(schema, values, rules.malformed);
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const touched = useRef(new Set<string>());
  // Made on the first attempt and reused by every retry of the same message, so the inbox stores it once.
  const submissionId = useRef<string | null>(null);
  const inFlight = useRef(false);

  // Without scripts the browser checks the native constraints; with them our messages (docs/product.md#forms) replace
  // its bubbles. Set after hydration, so the pre-rendered form keeps native validation.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  const read = (): { values: Record<F, string>; honeypot: string } => {
    const data = formRef.current ? new FormData(formRef.current) : new FormData();
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value : '';
    };
    return {
      values: Object.fromEntries(fields.map((field) => [field, text(field)])) as Record<F, string>,
      honeypot: text(HONEYPOT_FIELD),
    };
  };

  const check = (name: string) => {
    const result = validate(read().values);
    setErrors((shown) => withError(shown, name, result.ok ? undefined : result.errors[name]));
  };

  const onBlur = (name: string) => {
    touched.current.add(name);
    check(name);
  };

  // Once a field has shown an error, re-check it as the visitor fixes it.
  const onInput = (name: string) => {
    if (touched.current.has(name)) check(name);
  };

  const focusField = (name: string) => document.getElementById(`${idPrefix}-${name}`)?.focus();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    const { values, honeypot } = read();
    const result = validate(values);
    if (!result.ok) {
      setErrors(result.errors);
      for (const field of fields) touched.current.add(field);
      const first = firstInvalidField(result.errors, fields);
      if (first) focusField(first);
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    submissionId.current ??= newSubmissionId();
    const payload = buildPayload(form, result.data, { submissionId: submissionId.current, honeypot });
    mirrorToWebhook(form, webhook, payload);
    try {
      const answer = await submitPayload(endpoint, payload, copy.error.fallback);
      if (answer.ok) {
        // Sent, or kept in the service worker's outbox to send once back online: either way this form is done
        // (the outbox keeps the submissionId, so the inbox stores it once).
        submissionId.current = null;
        formRef.current?.reset();
        setErrors({});
        touched.current.clear();
        if (answer.queued) notify('info', { ...copy.queued, duration: 8000 });
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
      console.warn(`${form} form: no answer from ${endpoint}`, error);
      notify('error', { title: copy.error.title, description: copy.error.fallback });
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  };

  return { formRef, errors, submitting, onInput, onBlur, onSubmit };
}
