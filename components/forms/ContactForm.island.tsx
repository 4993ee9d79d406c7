import { useEffect } from 'react';
import { CONTACT_FORM, FIELD_KINDS, FIELD_LENGTHS, type ContactField } from '../../lib/forms/rules.ts';
import { FormView, type FormIslandProps, type FormSpec } from './FormView.tsx';
import { useFormController } from './useFormController.ts';

const SPEC: FormSpec<ContactField> = {
  id: 'contact',
  rows: [
    ['firstName', 'lastName'],
    ['email', 'role'],
    ['company', 'website'],
    ['phone', 'companySize'],
    ['annualRevenue', 'projectBudget'],
    ['message'],
  ],
  kinds: FIELD_KINDS.contact,
  lengths: FIELD_LENGTHS.contact,
};

export type ContactFormProps = FormIslandProps<ContactField> & {
  /** Query parameter a request link names its topic in (lib/forms.ts `TOPIC_PARAM`). */
  topicParam: string;
  /** The message that topic starts: `{topic}` is filled in. */
  topicMessage: string;
};

/** The enquiry form of /contact (SPEC §2, §3, §5), an island. */
export default function ContactForm({
  titleId,
  endpoint,
  webhook,
  rules,
  copy,
  topicParam,
  topicMessage,
}: ContactFormProps) {
  const controller = useFormController({ definition: CONTACT_FORM, idPrefix: SPEC.id, endpoint, webhook, rules, copy });
  // A request link ("Request Guide Access", "Book this module") says what was asked for: start the message
  // with it, unless the visitor has already written something.
  useEffect(() => {
    const topic = new URLSearchParams(window.location.search).get(topicParam)?.trim();
    const message = document.getElementById(`${SPEC.id}-message`);
    if (topic && message instanceof HTMLTextAreaElement && message.value === '') {
      message.value = topicMessage.replace('{topic}', topic.slice(0, rules.limits.companyMax));
    }
  }, [topicParam, topicMessage, rules.limits.companyMax]);
  return <FormView spec={SPEC} titleId={titleId} endpoint={endpoint} rules={rules} copy={copy} {...controller} />;
}
