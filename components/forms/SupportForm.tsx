import { forms } from '../../content/forms.ts';
import {
  SUPPORT_FIELDS,
  buildSupportPayload,
  emptySupportValues,
  validateSupport,
  type SupportField,
} from '../../lib/forms.ts';
import { FormView, type FormSpec } from './FormView.tsx';
import { useFormController } from './useFormController.ts';

const { limits, options } = forms;

export const SUPPORT_FORM: FormSpec<SupportField> = {
  id: 'support',
  rows: [['name', 'email'], ['phone', 'issueType'], ['priority'], ['message']],
  kinds: { name: 'text', email: 'email', phone: 'tel', issueType: 'select', priority: 'select', message: 'textarea' },
  copy: forms.support.fields,
  options: {
    issueType: options.issueType,
    priority: options.priority.map((priority) => ({ value: priority.value, label: priority.optionLabel })),
  },
  maxLength: { name: limits.nameMax, email: limits.emailMax, message: limits.messageMax },
  button: forms.support.button,
};

/** The ticket form of /contact-support (SPEC §2, §3, §5). */
export function SupportForm({ titleId }: { titleId: string }) {
  const controller = useFormController({
    form: 'support',
    fields: SUPPORT_FIELDS,
    empty: emptySupportValues,
    validate: validateSupport,
    build: buildSupportPayload,
    idPrefix: SUPPORT_FORM.id,
  });
  return <FormView spec={SUPPORT_FORM} titleId={titleId} {...controller} />;
}
