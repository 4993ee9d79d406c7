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
      // The form is what its page is for: its code comes with the page and it wakes at once, so a first tap is
      // answered (scripts/defer-scripts.ts islandPreloads). What was typed before then is kept.
      when="load"
      props={{ titleId, topicParam: TOPIC_PARAM, topicMessage: forms.topicMessage, ...formProps('contact') }}
    />
  );
}

export function SupportFormPlacer({ titleId }: { titleId: string }) {
  return (
    // As the contact form: at once, its code requested with the page.
    <Island name="SupportForm" when="load" props={{ titleId, ...formProps('support') }} />
  );
}
