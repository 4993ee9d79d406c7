/**
 * The analytics consent banner and the cookie page's control (docs/decisions/0019-consent-before-analytics.md, UK
 * PECR). Shown only when an analytics id is configured; accept and reject are equally prominent.
 */
import { ConsentSchema } from './consent.schema.ts';
import { parseContent } from './schema.ts';

/** The id of the cookie page's control, which the footer's "Cookie settings" link targets. */
const SETTINGS_ID = 'analytics-choice';

export const consent = parseContent('content/consent.ts', ConsentSchema, {
  label: 'Cookie consent',
  title: 'Can we count your visit?',
  text: 'We would like to use Google Analytics cookies to see which pages are useful. Nothing is loaded unless you accept, and you can change your mind at any time.',
  accept: 'Accept analytics',
  reject: 'Reject analytics',
  policy: { label: 'How we use cookies', href: '/cookies' },
  settingsId: SETTINGS_ID,
  footerLink: { label: 'Cookie settings', href: `/cookies#${SETTINGS_ID}` },
  current: {
    granted: 'You have accepted analytics cookies.',
    denied: 'You have rejected analytics cookies.',
    none: 'You have not chosen yet: no analytics cookies are set.',
  },
  saved: 'Your choice is saved.',
});
