/**
 * The support form's field table (docs/product.md#support-form): one
 * row per field, in the order the form shows them, read by everything that shows, checks, stores, lists,
 * exports or sends a ticket (as content/form-fields/contact.ts is for enquiries). Adding a field is adding a row.
 */
import { LENGTHS, SHARED_ROWS, forms } from '../forms.ts';
import { fieldTable } from '../forms.schema.ts';

export const supportFields = fieldTable('content/form-fields/support.ts', {
  name: {
    label: 'Name',
    placeholder: 'Jane Smith',
    autoComplete: 'name',
    control: 'input',
    kind: 'text',
    required: true,
    length: LENGTHS.name,
    message: `Name must be at least ${LENGTHS.name.min} characters`,
    tooLong: `Name must be at most ${LENGTHS.name.max} characters`,
    column: 'name',
    example: 'Jo Bloggs',
  },
  email: {
    label: 'Email',
    placeholder: 'jane@yourcompany.co.uk',
    autoComplete: 'email',
    control: 'input',
    kind: 'email',
    required: true,
    length: LENGTHS.email,
    message: 'Please enter a valid email address',
    column: 'email',
    example: 'jo.bloggs@example.com',
  },
  phone: { ...SHARED_ROWS.phone, help: 'So we can call you back about urgent issues.' },
  issueType: {
    label: 'Issue type',
    control: 'select',
    required: true,
    options: [
      { value: 'technical', label: 'Technical Issue' },
      { value: 'automation-not-working', label: 'Automation Not Working' },
      { value: 'integration', label: 'Integration Problem' },
      { value: 'performance', label: 'Performance Issue' },
      { value: 'data-sync', label: 'Data Sync Error' },
      { value: 'billing', label: 'Billing Question' },
      { value: 'feature-request', label: 'Feature Request' },
      { value: 'other', label: 'Other' },
    ],
    message: 'Please select an issue type',
    column: 'issueType',
    example: 'data-sync',
  },
  priority: {
    label: 'Priority',
    control: 'select',
    required: true,
    // The select names each priority's target; the inbox's lists need only its code and level.
    options: forms.priorities.map((p) => ({
      value: p.value,
      label: p.optionLabel,
      inboxLabel: `${p.code} ${p.label}`,
    })),
    message: 'Please select priority level',
    column: 'priority',
    example: 'p2',
  },
  message: {
    ...SHARED_ROWS.message,
    label: 'Describe the issue',
    placeholder: 'What happened, when it started, which automation or tool is affected, and any error message.',
    example: 'Invoices stopped syncing from Xero to HubSpot overnight; the last run shows a 401 Unauthorized error.',
  },
});
