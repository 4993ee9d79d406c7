/**
 * The two form islands with their props filled in from content (server only): pages place <ContactFormPlacer>
 * or <SupportFormPlacer> and never see the plumbing.
 */
import { forms } from '../../content/forms.ts';
import { pwa } from '../../content/pwa.ts';
import { TOPIC_PARAM, browserWebhook, formEndpoint, formRules } from '../../lib/forms.ts';
import type { FormType } from '../../lib/forms/rules.ts';
import { Island } from '../islands/Island.tsx';

/** What both forms take: where they post, the rules, and their copy, with the fields and select options given. */
function formProps<Own extends { fields: object; options: object }>(form: FormType, own: Own) {
  const copy = forms[form];
  return {
    endpoint: formEndpoint(form),
    webhook: browserWebhook(form),
    rules: formRules,
    copy: {
      selectPrompt: forms.selectPrompt,
      optionalLabel: forms.optionalLabel,
      honeypotLabel: forms.honeypotLabel,
      button: copy.button,
      success: copy.success,
      error: copy.error,
      queued: pwa.outbox.queued,
      ...own,
    },
  };
}

export function ContactFormPlacer({ titleId }: { titleId: string }) {
  const { options } = forms;
  return (
    <Island
      name="ContactForm"
      // React wakes when a visitor reaches for the form (what was typed meanwhile is kept; a post before then
      // goes without scripts), or at once when the address names a topic to fill in.
      when="query"
      props={{
        titleId,
        topicParam: TOPIC_PARAM,
        topicMessage: forms.topicMessage,
        ...formProps('contact', {
          fields: forms.contact.fields,
          options: {
            companySize: options.companySize,
            annualRevenue: options.annualRevenue,
            projectBudget: options.projectBudget,
          },
        }),
      }}
    />
  );
}

export function SupportFormPlacer({ titleId }: { titleId: string }) {
  const { options } = forms;
  return (
    <Island
      name="SupportForm"
      // As the contact form: when a visitor reaches for it.
      when="interaction"
      props={{
        titleId,
        ...formProps('support', {
          fields: forms.support.fields,
          options: {
            issueType: options.issueType,
            priority: options.priority.map((priority) => ({ value: priority.value, label: priority.optionLabel })),
          },
        }),
      }}
    />
  );
}
