/**
 * The two form islands with their props filled in from content (server only): pages place <ContactFormPlacer>
 * or <SupportFormPlacer> and never see the plumbing.
 */
import { forms } from '../../content/forms.ts';
import { pwa } from '../../content/pwa.ts';
import { TOPIC_PARAM, browserWebhook, formEndpoint, formRules, type FormType } from '../../lib/forms.ts';
import { Island } from '../islands/Island.tsx';

/** What both forms take: where they post, their field table and their words. */
function formProps(form: FormType) {
  const copy = forms[form];
  return {
    endpoint: formEndpoint(form),
    webhook: browserWebhook(form),
    rules: formRules(form),
    copy: {
      selectPrompt: forms.selectPrompt,
      optionalLabel: forms.optionalLabel,
      honeypotLabel: forms.honeypotLabel,
      withoutScripts: forms.withoutScripts,
      button: copy.button,
      success: copy.success,
      error: copy.error,
      queued: pwa.outbox.queued,
    },
  };
}

export function ContactFormPlacer({ titleId }: { titleId: string }) {
  return (
    <Island
      name="ContactForm"
      // React wakes when a visitor reaches for the form (what was typed meanwhile is kept; a post before then
      // goes without scripts), or at once when the address names a topic to fill in. The form is what its page
      // is for: its code is asked for once the page is painted, so the first touch does not wait for it to cross.
      when="query"
      withPage
      props={{ titleId, topicParam: TOPIC_PARAM, topicMessage: forms.topicMessage, ...formProps('contact') }}
    />
  );
}

export function SupportFormPlacer({ titleId }: { titleId: string }) {
  return (
    // As the contact form: when a visitor reaches for it, its code already asked for.
    <Island name="SupportForm" when="interaction" withPage props={{ titleId, ...formProps('support') }} />
  );
}
