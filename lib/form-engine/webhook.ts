/**
 * The webhook's copy of a submission (docs/product.md#calls-and-downloads): sent without waiting, failures logged only.
 * The browser sends it when a form posts off-site; otherwise the inbox forwards what it stored
 * (cli/server/forwarder.ts, the Worker's schedule).
 */
import { HONEYPOT_FIELD, isHoneypotFilled, type FormType, type Outgoing, type Payload } from './fields.ts';

/**
 * Copy a payload to a webhook, if one is configured (`url` not ''), without waiting or failing
 * (docs/product.md#calls-and-downloads: webhook failures are logged only). The honeypot is left out, and a bot's
 * submission is not copied at all.
 */
export function mirrorToWebhook(
  form: FormType,
  url: string,
  payload: Outgoing<Payload<FormType>>,
  fetchImpl: typeof fetch = fetch,
  log: (message: string, error: unknown) => void = (message, error) => console.warn(message, error),
): void {
  if (url === '' || isHoneypotFilled(payload)) return;
  const { [HONEYPOT_FIELD]: _honeypot, ...clean } = payload;
  fetchImpl(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(clean) })
    .then((response) => {
      if (!response.ok) log(`${form} webhook answered ${response.status}`, null);
    })
    .catch((error: unknown) => log(`${form} webhook failed`, error));
}
