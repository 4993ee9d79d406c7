/**
 * Worked examples that copy states with their sums (docs/decisions/0041-claims-are-data-bases-are-footnotes.md): each
 * gives its inputs and the figures derived from them, and copy reads both from here. content/examples.test.ts
 * recomputes every derived figure from its inputs (a month is the ROI engine's 4.33 weeks), so a sum on a page adds
 * up. The articles' ROI examples are computed by the engine itself (content/blog/roi-cases.ts).
 */
import * as v from 'valibot';
import { parseContent } from './schema.ts';

const N = v.pipe(v.number(), v.finite(), v.minValue(0));
/** A range, as a claimed reduction gives one: [low, high]. */
const Range = v.tuple([N, N]);
/** A task done by hand: how many a month and how long each takes. */
const Task = { itemsPerMonth: N, minutesPerItem: N };

export const examples = parseContent(
  'content/examples.ts',
  v.object({
    /** CRM leads (implementation guides): entering and assigning each lead by hand; saved at `typicalTimeReduction`. */
    crmLeads: v.object({ ...Task, hoursPerWeek: N, savedPerWeek: Range }),
    /** Supplier invoices keyed by hand (implementation guides, the 2025 guide); saved at `typicalTimeReduction`. */
    invoices: v.object({ ...Task, hoursPerMonth: N, savedPerMonth: Range }),
    /** Stock kept in step across channels by hand (implementation guides); saved at `manualWorkReduction`. */
    stockChannels: v.object({
      channels: N,
      minutesPerChannelPerDay: N,
      reorderMinutesPerDay: N,
      hoursPerWeek: N,
      savedPerWeek: N,
    }),
    /** Customer emails answered by hand (the 2025 guide), and half of that time freed. */
    customerEmails: v.object({ ...Task, hoursPerMonth: N, halfFreed: N }),
    /** A lettings agency keying each new tenant into three systems (the 2025 guide). */
    lettings: v.object({ ...Task, hoursPerMonth: N }),
    /** A weekly report built by hand (the 2025 guide). */
    mondayReport: v.object({ hoursPerWeek: N, hoursPerMonth: N }),
    /** Appointment reminders phoned or texted by hand (the 2025 guide). */
    clinicReminders: v.object({ ...Task, hoursPerMonth: N }),
    /** The downtime the uptime target allows in a month (the terms), at `uptimeTarget`. */
    uptime: v.object({ days: N, downtimeMinutes: N }),
  }),
  {
    crmLeads: { itemsPerMonth: 200, minutesPerItem: 6, hoursPerWeek: 4.6, savedPerWeek: [2.8, 4.2] },
    invoices: { itemsPerMonth: 160, minutesPerItem: 15, hoursPerMonth: 40, savedPerMonth: [24, 36] },
    stockChannels: {
      channels: 3,
      minutesPerChannelPerDay: 20,
      reorderMinutesPerDay: 30,
      hoursPerWeek: 7.5,
      savedPerWeek: 6,
    },
    customerEmails: { itemsPerMonth: 1200, minutesPerItem: 4, hoursPerMonth: 80, halfFreed: 40 },
    lettings: { itemsPerMonth: 60, minutesPerItem: 20, hoursPerMonth: 20 },
    mondayReport: { hoursPerWeek: 3, hoursPerMonth: 13 },
    clinicReminders: { itemsPerMonth: 400, minutesPerItem: 3, hoursPerMonth: 20 },
    uptime: { days: 30, downtimeMinutes: 43 },
  },
);

/** A figure of an example as copy writes it: 1200 → "1,200", [2.8, 4.2] → "2.8–4.2". */
export const shown = (figure: number | readonly [number, number]): string =>
  typeof figure === 'number' ? figure.toLocaleString('en-GB') : figure.map((n) => n.toLocaleString('en-GB')).join('–');
