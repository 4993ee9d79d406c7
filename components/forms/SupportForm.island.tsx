import { FIELD_KINDS, FIELD_LENGTHS, SUPPORT_FORM, type SupportField } from '../../lib/forms/rules.ts';
import { FormView, type FormIslandProps, type FormSpec } from './FormView.tsx';
import { useFormController } from './useFormController.ts';

const SPEC: FormSpec<SupportField> = {
  id: 'support',
  rows: [['name', 'email'], ['phone', 'issueType'], ['priority'], ['message']],
  kinds: FIELD_KINDS.support,
  lengths: FIELD_LENGTHS.support,
};

export type SupportFormProps = FormIslandProps<SupportField>;

/** The ticket form of /contact-support (SPEC §2, §3, §5), an island. */
export default function SupportForm({ titleId, endpoint, webhook, rules, copy }: SupportFormProps) {
  const controller = useFormController({ definition: SUPPORT_FORM, idPrefix: SPEC.id, endpoint, webhook, rules, copy });
  return <FormView spec={SPEC} titleId={titleId} endpoint={endpoint} rules={rules} copy={copy} {...controller} />;
}
