/**
 * The three implementation guides of /docs/implementation-guides (docs/product.md#docs-guides): CRM lead automation,
 * invoice and payment automation, e-commerce inventory automation. Each is rendered by `<Guide guide={…} />` under its
 * own `##` heading in implementation-guides.mdx. Expected results read content/claims.ts, and their worked sums
 * content/examples.ts.
 */

const { crmLeads, invoices, stockChannels } = examples;
import { auditAction, caseStudiesAction } from '../actions.ts';
import { claims } from '../claims.ts';
import { examples, shown } from '../examples.ts';
import { cite, parseContent } from '../schema.ts';
import { ImplementationGuidesSchema, type ImplementationGuides } from './implementation-guides.schema.ts';

export type { ImplementationGuide, ImplementationGuides } from './implementation-guides.schema.ts';

export const implementationGuides: ImplementationGuides = parseContent(
  'content/docs/implementation-guides.ts',
  ImplementationGuidesSchema,
  {
    labels: {
      tools: 'Tools',
      timeToImplement: 'Time to implement',
      steps: 'Step by step',
      pitfalls: 'Common pitfalls',
      results: 'Expected results',
    },
    guides: [
      {
        id: 'crm-leads',
        title: 'CRM lead automation',
        summary:
          'Every enquiry from your website, email and ads lands in your CRM once, is checked and scored, goes to the right person and gets a first reply within minutes. It suits any business that loses leads in an inbox or answers them the next day.',
        icon: 'users',
        tools: [
          'HubSpot or Pipedrive',
          'Your website forms or Typeform',
          'Make or Zapier',
          `Microsoft 365 or Google Workspace email`,
          'OpenAI for qualification',
          'Slack or Microsoft Teams',
        ],
        timeToImplement: `2–3 weeks`,
        steps: [
          {
            title: 'Map sources and rules',
            duration: `Days 1–3`,
            description: 'List every place leads come from and agree what happens to each kind of lead.',
            points: [
              'Every source: forms, email, ads, phone notes, marketplaces',
              'What makes a lead qualified, and who gets which leads',
              'The first reply you want each kind of lead to receive',
            ],
          },
          {
            title: 'Tidy the CRM',
            duration: `Days 3–5`,
            description: 'Automations copy whatever they find, so fix the CRM before connecting anything to it.',
            points: [
              'Merge duplicate contacts and companies',
              'Add a lead-source field and clear pipeline stages',
              'Decide which fields are required',
            ],
          },
          {
            title: 'Capture and de-duplicate',
            duration: `Week 2`,
            description: 'Each source sends its leads to one workflow that cleans them and checks the CRM first.',
            points: [
              'A webhook from each form, and a parser for enquiry emails',
              'Search by email address before creating a contact',
              'Tidy names, phone numbers and company names on the way in',
            ],
          },
          {
            title: 'Score, assign and reply',
            duration: `Week 2`,
            description: 'Rules or an AI step qualify the lead, assign an owner and send the first reply.',
            points: [
              'Score on fit and intent, with the reason written to the CRM',
              'Assign by territory, service or round robin',
              'Send a short reply from the owner’s address with a booking link, and alert them in chat',
            ],
          },
          {
            title: 'Test and go live',
            duration: `Week 3`,
            description: 'Test with real enquiries, including the awkward ones, then switch each source over.',
            points: [
              `30 test leads: duplicates, spam, missing fields, existing customers`,
              'One week alongside the manual process',
              'A daily summary of new leads for the first month',
            ],
          },
        ],
        pitfalls: [
          {
            mistake: 'Creating duplicates',
            fix: 'Always search the CRM by email address before creating a contact, and update the existing record when there is a match.',
          },
          {
            mistake: 'A first reply that sounds automated',
            fix: 'Keep it short, send it from a named person and offer one clear next step. Leads reply to people, not to templates.',
          },
          {
            mistake: 'Scoring that nobody checks',
            fix: 'Review a sample of scores with your sales team each month and adjust the rules. Write the reason for each score to the CRM so anyone can check it.',
          },
          {
            mistake: 'Spam filling the pipeline',
            fix: 'Filter obvious spam before the CRM, and send borderline cases to a review list instead of deleting them.',
          },
        ],
        results: [
          {
            value: `Under 5 minutes`,
            metric: 'to the first reply',
            detail: 'every lead, day or night, instead of the next working day',
            icon: 'clock',
          },
          {
            value: cite(claims.typicalTimeReduction),
            metric: 'less admin per lead',
            detail: 'no re-typing, no assigning by hand, no copying into spreadsheets',
            icon: 'trending',
          },
          {
            value: `${shown(crmLeads.savedPerWeek)} hours`,
            metric: 'saved a week',
            detail: `${crmLeads.itemsPerMonth} leads a month at ${crmLeads.minutesPerItem} minutes each to enter and assign is ${shown(crmLeads.hoursPerWeek)} hours a week; this returns ${claims.typicalTimeReduction.value} of it`,
            icon: 'chart',
          },
        ],
      },
      {
        id: 'invoices-payments',
        title: 'Invoice and payment automation',
        summary:
          'Supplier invoices are read from a shared inbox by AI, checked, and posted to your accounts for approval. Your own unpaid invoices are chased on a schedule until they are paid. It suits any business that types invoices in by hand or chases payments from a spreadsheet.',
        icon: 'pound',
        tools: [
          'Xero or QuickBooks',
          `A shared invoices inbox in Microsoft 365 or Google Workspace`,
          'AI document extraction (OpenAI or Azure AI)',
          'Make or n8n',
          'Stripe or GoCardless payment links',
          'Slack or Microsoft Teams for approvals',
        ],
        timeToImplement: `3–4 weeks`,
        steps: [
          {
            title: 'Collect examples',
            duration: `Days 1–3`,
            description: 'Gather real invoices so the extraction is tested on what your suppliers actually send.',
            points: [
              `50 invoices from your 20 most frequent suppliers`,
              'Credit notes, multi-page invoices and scanned paper ones',
              'Your VAT treatments and approval limits',
            ],
          },
          {
            title: 'Set up the inbox and extraction',
            duration: `Weeks 1–2`,
            description: 'One address receives every invoice; AI reads the fields and says how sure it is.',
            points: [
              'One address, such as invoices@yourcompany.co.uk, given to all suppliers',
              'Supplier, invoice number, dates, net, VAT, total, PO number and bank details extracted',
              'A confidence score for every field',
            ],
          },
          {
            title: 'Checks and approval',
            duration: `Week 2`,
            description: 'Each invoice is checked before anyone sees it, and only the exceptions need a person.',
            points: [
              'Supplier matched to your accounts; duplicate invoice numbers caught',
              'Net plus VAT must equal the total; purchase order matched where there is one',
              'Invoices over your limit go to an approver in chat with the PDF attached',
            ],
          },
          {
            title: 'Post and chase',
            duration: `Week 3`,
            description: 'Approved invoices become draft bills; your own overdue invoices get polite, timed reminders.',
            points: [
              'Draft bill in Xero or QuickBooks with the original PDF attached',
              `Reminders 7 days before the due date, on the day, then 7 and 14 days after, each with a payment link`,
              'Chasing stops the moment a payment is recorded',
            ],
          },
          {
            title: 'Parallel run and go live',
            duration: `Weeks 3–4`,
            description: 'The automation runs alongside manual entry until the two agree, then takes over.',
            points: [
              'Every automated bill compared with the manual one',
              'Low-confidence fields sent to a review queue',
              'Manual entry stops when the results match',
            ],
          },
        ],
        pitfalls: [
          {
            mistake: 'Changing bank details automatically',
            fix: 'Never let an automation update a supplier’s bank details. Flag any change for a phone call to the supplier: changed bank details are a common route for invoice fraud.',
          },
          {
            mistake: 'Trusting extraction on a new layout',
            fix: 'Accuracy is highest on layouts the system has seen. Send the first invoices from a new supplier, and any low-confidence field, to a person.',
          },
          {
            mistake: 'Chasing customers who have paid',
            fix: 'Check the payment status immediately before each reminder is sent, not when the schedule was set.',
          },
          {
            mistake: 'Mixing up date formats',
            fix: 'Tell the extraction that dates are day-first, and reject any date more than a year from today for review.',
          },
        ],
        results: [
          {
            value: cite(claims.documentAccuracy),
            metric: 'extraction accuracy',
            detail: 'on invoices from suppliers whose layout the system knows',
            icon: 'check',
          },
          {
            value: cite(claims.typicalTimeReduction),
            metric: 'less processing time',
            detail: `${invoices.itemsPerMonth} invoices a month at ${invoices.minutesPerItem} minutes each is ${invoices.hoursPerMonth} hours; this returns ${shown(invoices.savedPerMonth)} of them`,
            icon: 'clock',
          },
          {
            value: cite(claims.paybackWindow),
            metric: 'to pay back the setup fee',
            detail: 'typical for a first automation of this kind',
            icon: 'pound',
          },
        ],
        caseStudy: { label: 'Read the invoice extraction case study', href: '/case-studies#invoice-extraction' },
      },
      {
        id: 'ecommerce-inventory',
        title: 'E-commerce inventory automation',
        summary:
          'One master stock record keeps Shopify, Amazon and eBay in step, raises purchase orders before you run out and flags the lines that are not selling. It suits online shops selling on two or more channels that update stock by hand.',
        icon: 'database',
        tools: [
          'Shopify or WooCommerce',
          'Amazon Seller Central',
          'eBay',
          'Airtable, Google Sheets or your inventory system',
          'Make or n8n',
          'Xero or QuickBooks for purchase orders',
        ],
        timeToImplement: `3–4 weeks`,
        steps: [
          {
            title: 'Choose the master record',
            duration: `Days 1–3`,
            description: 'Decide which system holds the true stock count; every other channel follows it.',
            points: [
              'One master for stock; channels never overwrite it',
              'A SKU map across all channels, fixing any that differ',
              'How bundles and variants draw down stock',
            ],
          },
          {
            title: 'Count and reconcile',
            duration: `Week 1`,
            description: 'Start from the right numbers, or the automation will copy the wrong ones everywhere.',
            points: [
              'A stock count of your top sellers at least',
              'Opening balances loaded into the master',
              'Differences between channels listed and explained',
            ],
          },
          {
            title: 'Build the sync',
            duration: `Week 2`,
            description: 'Sales and returns on any channel update the master, and the master updates every channel.',
            points: [
              `Order and return webhooks where the channel offers them, 15-minute checks where it does not`,
              'A small buffer held back on marketplaces for fast sellers',
              'Updates batched to stay inside each channel’s limits',
            ],
          },
          {
            title: 'Reorder rules and reports',
            duration: `Weeks 2–3`,
            description: 'Stock is reordered on rules, not memory, and slow movers are flagged.',
            points: [
              'Reorder point: daily sales × supplier lead time + safety stock',
              'Draft purchase orders for you to approve and send',
              `A weekly report of low stock and lines that have not sold in 60 days`,
            ],
          },
          {
            title: 'Test and go live',
            duration: `Weeks 3–4`,
            description: 'Test the awkward cases, then switch channels over one at a time.',
            points: [
              'Two channels selling the last unit at once, bundles, part refunds',
              'One channel live first, the others a few days apart',
              'A daily reconciliation report for the first month',
            ],
          },
        ],
        pitfalls: [
          {
            mistake: 'Mismatched SKUs',
            fix: 'Build the SKU map before anything else, and send any order with an unknown SKU to a person instead of guessing.',
          },
          {
            mistake: 'Two masters',
            fix: 'If stock can be edited in two places, the automation will fight itself. Pick one master and make the others read-only for stock.',
          },
          {
            mistake: 'No buffer on marketplaces',
            fix: 'Marketplaces can take a few minutes to accept a stock update. Holding back one or two units of fast sellers prevents overselling in that gap.',
          },
          {
            mistake: 'Sales peaks hitting API limits',
            fix: 'Batch updates and queue them during busy periods, so a sale does not stop the sync.',
          },
        ],
        results: [
          {
            value: cite(claims.manualWorkReduction),
            metric: 'less manual stock work',
            detail: 'no more updating each channel by hand after every delivery and sale',
            icon: 'trending',
          },
          {
            value: `15 minutes`,
            metric: 'at most to update every channel',
            detail: 'seconds where the channel sends webhooks',
            icon: 'refresh',
          },
          {
            value: `${shown(stockChannels.savedPerWeek)} hours`,
            metric: 'saved a week',
            detail: `for a shop updating stock on ${stockChannels.channels} channels at ${stockChannels.minutesPerChannelPerDay} minutes each and reordering for ${stockChannels.reorderMinutesPerDay} minutes every working day: ${shown(stockChannels.hoursPerWeek)} hours a week, ${claims.manualWorkReduction.value} of it taken out`,
            icon: 'clock',
          },
        ],
      },
    ],
    cta: {
      title: 'Want help implementing one of these?',
      text: `We build automations like these for small businesses. Book a free ${claims.freeAudit.value} audit and we will tell you which one would save you most, what it costs and how soon it could be live.`,
      primary: auditAction,
      secondary: caseStudiesAction,
      note: claims.resultsGuarantee.statement,
    },
  },
);
