import { FormView, type FormIslandProps } from './FormView.tsx';
import { useFormController } from './useFormController.ts';

const ID = 'support';

export type SupportFormProps = FormIslandProps<string>;

/** The ticket form of /contact-support (docs/product.md#support-form), an island. */
export default function SupportForm({ titleId, endpoint, webhook, rules, copy }: SupportFormProps) {
  const controller = useFormController({ form: 'support', idPrefix: ID, endpoint, webhook, rules, copy });
  return <FormView id={ID} titleId={titleId} endpoint={endpoint} rules={rules} copy={copy} {...controller} />;
}
