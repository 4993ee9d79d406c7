/** The shape of `content/consent.ts`: its schemas and types, checked when that module loads (`parseContent`). */
import * as v from 'valibot';
import { Link, Text } from './schema.ts';

export const ConsentSchema = v.object({
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
});
