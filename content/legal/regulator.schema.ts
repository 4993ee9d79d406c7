/** The shape of `content/legal/regulator.ts`, checked when that module loads (`parseContent`). */
import * as v from 'valibot';
import { AbsoluteUrl, Text } from '../schema.ts';

export const RegulatorSchema = v.object({
  /** Its name, as the legal pages write it. */
  name: Text,
  /** Its helpline, as dialled in the UK: shown on one line, and rung from a tel: link. */
  phone: v.pipe(Text, v.regex(/^[0-9 ]+$/, 'must be digits in groups, as dialled in the UK')),
  /** Where a complaint is made online. */
  complaintUrl: AbsoluteUrl,
  /** Its address for complaints by post, on one line. */
  postalAddress: Text,
});
