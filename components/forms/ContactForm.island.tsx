import { useEffect } from 'react';
import { FormView, type FormIslandProps } from './FormView.tsx';
import { useFormController } from './useFormController.ts';

const ID = 'contact';
/** A topic is a title from one of our links; anything longer was not made by us and is cut. */
const TOPIC_MAX = 200;

export type ContactFormProps = FormIslandProps<string> & {
  /** Query parameter a request link names its topic in (lib/forms.ts `TOPIC_PARAM`). */
  topicParam: string;
  /** The message that topic starts: `{topic}` is filled in. */
  topicMessage: string;
};

/** The enquiry form of /contact (docs/product.md#contact-form), an island. */
export default function ContactForm({
  titleId,
  endpoint,
  webhook,
  rules,
  copy,
  topicParam,
  topicMessage,
}: ContactFormProps) {
  const controller = useFormController({ form: 'contact', idPrefix: ID, endpoint, webhook, rules, copy });
  // A request link ("Request Guide Access", "Book this module") says what was asked for: start the message
  // (the form's textarea) with it, unless the visitor has already written something.
  const messageName = Object.entries(rules.fields).find(([, row]) => row.control === 'textarea')?.[0];
  useEffect(() => {
    const topic = new URLSearchParams(window.location.search).get(topicParam)?.trim();
    const message = messageName ? document.getElementById(`${ID}-${messageName}`) : null;
    if (topic && message instanceof HTMLTextAreaElement && message.value === '') {
      message.value = topicMessage.replace('{topic}', topic.slice(0, TOPIC_MAX));
    }
  }, [topicParam, topicMessage, messageName]);
  return <FormView id={ID} titleId={titleId} endpoint={endpoint} rules={rules} copy={copy} {...controller} />;
}
