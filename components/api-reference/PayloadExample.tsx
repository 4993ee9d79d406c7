import { HONEYPOT_FIELD, buildPayload, exampleValues, type FormType } from '../../lib/forms.ts';
import { baseComponents } from '../mdx/components.tsx';

/** A fixed id and time, so the example reads the same on every build. */
const EXAMPLE = { submissionId: '3f6c2a9e-8b1d-4c7a-9e25-6d0b4f8a1c73', now: new Date('2025-03-04T09:41:27.512Z') };

/**
 * The JSON a form posts (and its webhook copy carries), built from the form's field table: each row's example,
 * plus what is added on send. The API reference's guides place it as `<PayloadExample form="contact" />`, so the
 * example names every field the form has, never a copy that has drifted from it.
 */
export function PayloadExample({ form }: { form: FormType }) {
  const { [HONEYPOT_FIELD]: _honeypot, ...payload } = buildPayload(form, exampleValues(form), EXAMPLE);
  const Pre = baseComponents.pre;
  return (
    <Pre>
      <code className="language-json">{JSON.stringify(payload, null, 2)}</code>
    </Pre>
  );
}
