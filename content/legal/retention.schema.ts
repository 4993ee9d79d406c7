/** The shape of `content/legal/retention.ts`: its schemas and types, checked when that module loads (`parseContent`). */
import * as v from 'valibot';
import { Text } from '../schema.ts';

const Period = v.object({
  /** What the period applies to, as the privacy policy's table names it. */
  data: Text,
  /** The period as people read it. */
  period: Text,
});

export const RetentionSchema = v.object({
  /** Enquiries (the contact form) and other customer data: 7 years. */
  customerData: v.object({ ...Period.entries, years: v.literal(7) }),
  /** Support tickets (the support form): 3 years. */
  supportTickets: v.object({ ...Period.entries, years: v.literal(3) }),
  analytics: v.object({ ...Period.entries, months: v.literal(26) }),
  financial: v.object({ ...Period.entries, years: v.literal(7) }),
  serverLogs: v.object({ ...Period.entries, days: v.number() }),
});
