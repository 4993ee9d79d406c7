/**
 * What a browser sees after posting a form without JavaScript (DESIGN decision 15): a redirect to the form's
 * pre-rendered confirmation page, or a page listing the fields to fix above the form again, filled in with
 * what was sent (escaped), so nothing typed is lost even where the browser's Back button would not keep it.
 */
import { forms } from '../../content/forms.ts';
import { site } from '../../content/site.ts';
import { formEndpoint, formRules, type FieldErrors, type FormType } from '../forms.ts';
import {
  CONTACT_FIELDS,
  FIELD_KINDS,
  FIELD_LENGTHS,
  SUPPORT_FIELDS,
  type FieldKind,
  type FieldLength,
} from '../forms/rules.ts';
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

/** A field's options as the form's select shows them. */
function optionsOf(field: string): { value: string; label: string }[] {
  if (field === 'priority') return forms.options.priority.map((p) => ({ value: p.value, label: p.optionLabel }));
  const options = forms.options as unknown as Record<string, { value: string; label: string }[] | undefined>;
  return options[field] ?? [];
}

/** One control of the form, as the island renders it (kind, constraints, label), holding `value`. */
function control(form: FormType, field: string, value: string, error: string | undefined): string {
  const copy = (forms[form].fields as Record<string, { label: string; optional?: boolean; autoComplete?: string }>)[
    field
  ];
  const kind = (FIELD_KINDS[form] as Record<string, FieldKind>)[field] ?? 'text';
  const length = (FIELD_LENGTHS[form] as Record<string, FieldLength | undefined>)[field];
  const id = `fix-${field}`;
  const label = copy?.label ?? field;
  const attributes = [
    `id="${id}"`,
    `name="${escapeHtml(field)}"`,
    copy?.optional ? '' : 'required',
    copy?.autoComplete ? `autocomplete="${escapeHtml(copy.autoComplete)}"` : '',
    length?.min ? `minlength="${formRules.limits[length.min]}"` : '',
    length ? `maxlength="${formRules.limits[length.max]}"` : '',
    error ? `aria-invalid="true" aria-describedby="${id}-error"` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const labelHtml = `<label for="${id}">${escapeHtml(label)}${copy?.optional ? ` (${escapeHtml(forms.optionalLabel)})` : ''}</label>`;
  const errorHtml = error ? `<br><strong id="${id}-error">${escapeHtml(error)}</strong>` : '';
  let input: string;
  if (kind === 'textarea') input = `<textarea ${attributes} rows="8" cols="60">${escapeHtml(value)}</textarea>`;
  else if (kind === 'select') {
    const choices = [{ value: '', label: forms.selectPrompt }, ...optionsOf(field)].map(
      (option) =>
        `<option value="${escapeHtml(option.value)}"${option.value === value ? ' selected' : ''}>${escapeHtml(option.label)}</option>`,
    );
    input = `<select ${attributes}>${choices.join('')}</select>`;
  } else input = `<input type="${kind}" ${attributes} value="${escapeHtml(value)}">`;
  return `<p>${labelHtml}<br>${input}${errorHtml}</p>`;
}

/**
 * The page for invalid fields: each field's label and the spec's message, then the form again holding what
 * was sent (a form post's fields, escaped), to correct and send from here. Its `submissionId` goes along, so
 * a second send is still one submission.
 */
export function invalidPage(form: FormType, errors: FieldErrors, sent: Record<string, unknown> = {}): string {
  const { invalidPage: copy } = forms;
  const labels = forms[form].fields as Record<string, { label: string }>;
  const items = Object.entries(errors).map(([field, message]) => {
    const label = labels[field]?.label;
    return `<li>${label ? `<strong>${escapeHtml(label)}</strong>: ` : ''}${escapeHtml(message)}</li>`;
  });
  const text = (field: string) => (typeof sent[field] === 'string' ? sent[field] : '');
  const fields: readonly string[] = form === 'contact' ? CONTACT_FIELDS : SUPPORT_FIELDS;
  const submissionId = text('submissionId');
  return page(
    copy.title,
    `<h1>${escapeHtml(copy.title)}</h1>
<p>${escapeHtml(copy.intro)}</p>
<ul>
${items.join('\n')}
</ul>
<p>${escapeHtml(copy.back)}</p>
<h2>${escapeHtml(copy.resendTitle)}</h2>
<form method="post" action="${escapeHtml(formEndpoint(form))}">
${submissionId ? `<input type="hidden" name="submissionId" value="${escapeHtml(submissionId)}">\n` : ''}${fields
      .map((field) => control(form, field, text(field), errors[field]))
      .join('\n')}
<p><button type="submit">${escapeHtml(forms[form].button.idle)}</button></p>
</form>
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
