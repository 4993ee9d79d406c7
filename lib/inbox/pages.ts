/**
 * What a browser sees after posting a form without JavaScript (docs/decisions/0017-forms-work-without-scripts.md): a
 * redirect to the form's pre-rendered confirmation page, or a page listing the fields to fix above the form again,
 * filled in with what was sent (escaped), so nothing typed is lost even where the browser's Back button would not keep
 * it.
 */
import { forms } from '../../content/forms.ts';
import { site } from '../../content/site.ts';
import { FIELDS, formEndpoint, type FieldErrors, type FieldRow, type FormType } from '../forms.ts';
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

/** One control of the form, as the island renders it from the field's row, holding `value`. */
function control(field: string, row: FieldRow, value: string, error: string | undefined): string {
  const id = `fix-${field}`;
  const length = row.control === 'select' ? undefined : row.length;
  const attributes = [
    `id="${id}"`,
    `name="${escapeHtml(field)}"`,
    row.required ? 'required' : '',
    row.autoComplete ? `autocomplete="${escapeHtml(row.autoComplete)}"` : '',
    length?.min ? `minlength="${length.min}"` : '',
    length ? `maxlength="${length.max}"` : '',
    error ? `aria-invalid="true" aria-describedby="${id}-error"` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const labelHtml = `<label for="${id}">${escapeHtml(row.label)}${row.required ? '' : ` (${escapeHtml(forms.optionalLabel)})`}</label>`;
  const errorHtml = error ? `<br><strong id="${id}-error">${escapeHtml(error)}</strong>` : '';
  let input: string;
  if (row.control === 'textarea') input = `<textarea ${attributes} rows="8" cols="60">${escapeHtml(value)}</textarea>`;
  else if (row.control === 'select') {
    const choices = [{ value: '', label: forms.selectPrompt }, ...row.options].map(
      (option) =>
        `<option value="${escapeHtml(option.value)}"${option.value === value ? ' selected' : ''}>${escapeHtml(option.label)}</option>`,
    );
    input = `<select ${attributes}>${choices.join('')}</select>`;
  } else input = `<input type="${row.kind}" ${attributes} value="${escapeHtml(value)}">`;
  return `<p>${labelHtml}<br>${input}${errorHtml}</p>`;
}

/**
 * The page for invalid fields: each field's label and the spec's message, then the form again holding what
 * was sent (a form post's fields, escaped), to correct and send from here. Its `submissionId` goes along, so
 * a second send is still one submission.
 */
export function invalidPage(form: FormType, errors: FieldErrors, sent: Record<string, unknown> = {}): string {
  const { invalidPage: copy } = forms;
  const table: Record<string, FieldRow> = FIELDS[form];
  const items = Object.entries(errors).map(([field, message]) => {
    const label = table[field]?.label;
    return `<li>${label ? `<strong>${escapeHtml(label)}</strong>: ` : ''}${escapeHtml(message)}</li>`;
  });
  const text = (field: string) => (typeof sent[field] === 'string' ? sent[field] : '');
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
${submissionId ? `<input type="hidden" name="submissionId" value="${escapeHtml(submissionId)}">\n` : ''}${Object.entries(
      table,
    )
      .map(([field, row]) => control(field, row, text(field), errors[field]))
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
