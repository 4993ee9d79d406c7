/**
 * How long each kind of personal data is kept (docs/product.md#legal): the privacy policy's table and
 * `cli inbox prune` both read these, so the promise and the deletion can never drift apart.
 */
import { parseContent } from '../schema.ts';
import { RetentionSchema } from './retention.schema.ts';

// docs/product.md#legal: customer data 7 years, support tickets 3 years, analytics 26 months, financial 7 years.
const CUSTOMER_YEARS = 7;
const SUPPORT_YEARS = 3;
const ANALYTICS_MONTHS = 26;
const FINANCIAL_YEARS = 7;

export const retention = parseContent('content/legal/retention.ts', RetentionSchema, {
  customerData: {
    data: 'Customer data: enquiries, contact details, project records and correspondence',
    years: CUSTOMER_YEARS,
    period: `${CUSTOMER_YEARS} years after our last contract or contact with you`,
  },
  supportTickets: {
    data: 'Support tickets',
    years: SUPPORT_YEARS,
    period: `${SUPPORT_YEARS} years after the ticket is closed`,
  },
  analytics: {
    data: 'Analytics data (only if you accepted analytics)',
    months: ANALYTICS_MONTHS,
    period: `${ANALYTICS_MONTHS} months`,
  },
  financial: {
    data: 'Financial records: quotes, invoices and payments',
    years: FINANCIAL_YEARS,
    period: `${FINANCIAL_YEARS} years after the end of the financial year they belong to`,
  },
  serverLogs: { data: 'Server logs', days: 30, period: `Up to 30 days` },
});
