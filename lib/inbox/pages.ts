/**
 * What a browser sees after posting a form without JavaScript (DESIGN decision 15): a redirect to the form's
 * pre-rendered confirmation page, or a small page listing the fields to fix. Everything on it is our own
 * copy, escaped; nothing the visitor typed is echoed back.
 */
import { forms } from '../../content/forms.ts';
import { site } from '../../content/site.ts';
import type { FieldErrors, FormType } from '../forms.ts';
import { escapeHtml } from '../html.ts';

/** The form page each form lives on. */
export const FORM_PAGES: Record<FormType, string> = { contact: '/contact', support: '/contact-support' };

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(site.brand)}</title>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/** The page for invalid fields: each field's label and the spec's message, and the way back. */
export function invalidPage(form: FormType, errors: FieldErrors): string {
  const { invalidPage: copy } = forms;
  const labels = forms[form].fields as Record<string, { label: string }>;
  const items = Object.entries(errors).map(([field, message]) => {
    const label = labels[field]?.label;
    return `<li>${label ? `<strong>${escapeHtml(label)}</strong>: ` : ''}${escapeHtml(message)}</li>`;
  });
  return page(
    copy.title,
    `<h1>${escapeHtml(copy.title)}</h1>
<p>${escapeHtml(copy.intro)}</p>
<ul>
${items.join('\n')}
</ul>
<p>${escapeHtml(copy.back)}</p>
<p><a href="${FORM_PAGES[form]}">${escapeHtml(copy.formLink)}</a></p>`,
  );
}

/** The page for any other refusal (too large, too many, not now): its message and the way back. */
export function problemPage(form: FormType, message: string): string {
  const { invalidPage: copy } = forms;
  return page(
    copy.title,
    `<h1>${escapeHtml(copy.title)}</h1>
<p>${escapeHtml(message)}</p>
<p>${escapeHtml(copy.back)}</p>
<p><a href="${FORM_PAGES[form]}">${escapeHtml(copy.formLink)}</a></p>`,
  );
}
