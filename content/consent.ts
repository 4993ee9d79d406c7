/**
 * The analytics consent banner and the cookie page's control (DESIGN decision 17, UK PECR). Shown only when
 * an analytics id is configured; accept and reject are equally prominent.
 */
import * as v from 'valibot';
import { Link, Text, parseContent } from './schema.ts';

/** The id of the cookie page's control, which the footer's "Cookie settings" link targets. */
const SETTINGS_ID = 'analytics-choice';

export const consent = parseContent(
  'content/consent.ts',
  v.object({
    /** Accessible name of the banner region. */
    label: Text,
    title: Text,
    text: Text,
    accept: Text,
    reject: Text,
    /** Where the details are: the cookie policy. */
    policy: Link,
    /** The element id of the cookie page's control. */
    settingsId: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]*$/, 'must be a lowercase id')),
    /** The footer link that leads to the cookie page's control. */
    footerLink: Link,
    /** The cookie page's control: its current state. */
    current: v.object({ granted: Text, denied: Text, none: Text }),
    /** Said after a change, in the control's status line. */
    saved: Text,
  }),
  {
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
  },
);
