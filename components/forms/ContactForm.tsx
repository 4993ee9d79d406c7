import { forms } from '../../content/forms.ts';
import {
  CONTACT_FIELDS,
  buildContactPayload,
  emptyContactValues,
  validateContact,
  type ContactField,
} from '../../lib/forms.ts';
import { FormView, type FormSpec } from './FormView.tsx';
import { useFormController } from './useFormController.ts';

const { limits, options } = forms;

export const CONTACT_FORM: FormSpec<ContactField> = {
  id: 'contact',
  rows: [
    ['firstName', 'lastName'],
    ['email', 'role'],
    ['company', 'website'],
    ['phone', 'companySize'],
    ['annualRevenue', 'projectBudget'],
    ['message'],
  ],
  kinds: {
    firstName: 'text',
    lastName: 'text',
    email: 'email',
    role: 'text',
    company: 'text',
    website: 'url',
    phone: 'tel',
    companySize: 'select',
    annualRevenue: 'select',
    projectBudget: 'select',
    message: 'textarea',
  },
  copy: forms.contact.fields,
  options: {
    companySize: options.companySize,
    annualRevenue: options.annualRevenue,
    projectBudget: options.projectBudget,
  },
  maxLength: {
    firstName: limits.nameMax,
    lastName: limits.nameMax,
    email: limits.emailMax,
    role: limits.roleMax,
    company: limits.companyMax,
    website: limits.websiteMax,
    message: limits.messageMax,
  },
  button: forms.contact.button,
};

/** The enquiry form of /contact (SPEC §2, §3, §5). */
export function ContactForm({ titleId }: { titleId: string }) {
  const controller = useFormController({
    form: 'contact',
    fields: CONTACT_FIELDS,
    empty: emptyContactValues,
    validate: validateContact,
    build: buildContactPayload,
    idPrefix: CONTACT_FORM.id,
  });
  return <FormView spec={CONTACT_FORM} titleId={titleId} {...controller} />;
}
