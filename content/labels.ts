/** Small labels several pages share (badges and units), so one wording is used everywhere. */
import * as v from 'valibot';
import { Text, parseContent } from './schema.ts';

export const labels = parseContent(
  'content/labels.ts',
  v.object({
    /** A duration badge; `{minutes}` is filled in. */
    minutes: Text,
    /** After a link that opens in a new window, for screen readers. */
    newWindow: Text,
  }),
  { minutes: '{minutes} min', newWindow: '(opens in a new window)' },
);
