/**
 * The Workflow Mapping Template download (docs/product.md#documentation-hub: Implementation Resources), served at
 * /downloads/workflow-mapping-template.html: how to map a process, then printable tables with a worked
 * example (supplier invoices: 160 a month at 15 minutes each, the blog's invoice example).
 */
import { claims } from '../claims.ts';
import { parseContent } from '../schema.ts';
import { type DownloadDocument } from './schema.ts';
import { WorkflowMappingTemplateSchema } from './workflow-mapping-template.schema.ts';
import { examples } from '../examples.ts';

export const workflowMappingTemplate: DownloadDocument = parseContent(
  'content/downloads/workflow-mapping-template.ts',
  WorkflowMappingTemplateSchema,
  {
    id: 'workflow-mapping-template',
    title: 'Workflow Mapping Template',
    description:
      'A printable template for mapping one process step by step, with the owner, system, time, volume and pain points of each step and a worked example.',
    intro: [
      'Before you automate a process, you need to see it. This template helps you write down one process from start to finish: every step, who does it, which system it happens in, how long it takes and how often. The totals show where the time goes, and so what to automate first.',
      'Mapping one process takes one to two hours. Print the template and fill it in by hand, or copy the tables into a spreadsheet, and sit with the person who does the work. Map what actually happens, workarounds included, not what the procedure manual says.',
      `A worked example runs through the tables: supplier invoices at a 15-person accountancy practice, about ${examples.invoices.itemsPerMonth} a month at ${examples.invoices.minutesPerItem} minutes each. Example rows are printed in grey italics; the empty rows below them are yours.`,
    ],
    sections: [
      {
        kind: 'steps',
        heading: '1. How to map a process',
        paragraphs: [
          'Work through these steps in order. The tables that follow have a place for each answer.',
          'Map the process as it is today, not as it should be. Redesigning comes later, once everyone agrees on what happens now: if you fix things as you map, you lose the evidence of where the time goes.',
        ],
        steps: [
          {
            title: 'Choose one process.',
            text: `Pick one with a clear start and end, such as “supplier invoice arrives” to “invoice paid and filed”. One that runs 20 or more times a month is ideal.`,
          },
          {
            title: 'Name the trigger and the end point.',
            text: 'What starts the process, and how do you know it is finished? Write both in the process summary.',
          },
          {
            title: 'Walk through one real case.',
            text: 'Take a recent example and follow it step by step, asking “what happens next?” until you reach the end.',
          },
          {
            title: 'Write each step as a verb and an object.',
            text: '“Download the PDF from the email”, “Key the invoice into Xero”. One action per row: if a step has “and” in it, split it.',
          },
          {
            title: 'Add the owner and the system.',
            text: 'Who does the step (a role, not a name) and where it happens: which system, file, inbox or paper form.',
          },
          {
            title: 'Time it.',
            text: 'Minutes per item, timed with a stopwatch on five real items and averaged. Guesses are nearly always too low.',
          },
          {
            title: 'Count the volume.',
            text: 'Items per month, taken from the system’s records rather than from memory. Note busy months separately.',
          },
          {
            title: 'Note pain points and exceptions.',
            text: 'Errors, waiting, chasing, keying the same data twice, and every case that does not follow the usual path.',
          },
          {
            title: 'Work out the hours.',
            text: `For each step, minutes per item × items per month ÷ 60 = hours per month. Add them up, then multiply by the hourly cost of the people involved to get the monthly cost.`,
          },
          {
            title: 'Check it with the team.',
            text: 'Show the map to everyone who touches the process. Missing steps always turn up.',
          },
        ],
      },
      {
        kind: 'table',
        heading: '2. Process summary',
        paragraphs: ['One line per question. The middle column shows the worked example.'],
        tables: [
          {
            caption: 'Process summary',
            columns: ['Question', 'Worked example', 'Your process'],
            rowHeaders: true,
            rows: [
              { cells: ['Process name', 'Processing supplier invoices', ''] },
              { cells: ['Process owner (role)', 'Practice manager', ''] },
              { cells: ['Trigger: what starts it', 'A supplier invoice arrives in the accounts inbox', ''] },
              { cells: ['End point: how you know it is done', 'Invoice approved, paid and filed in Xero', ''] },
              { cells: ['Systems involved', 'Outlook, Xero, shared drive, purchase order spreadsheet', ''] },
              {
                cells: [
                  'People involved',
                  `Accounts assistant, practice manager, a partner for invoices over £1,000`,
                  '',
                ],
              },
              { cells: ['Volume per month', `${examples.invoices.itemsPerMonth} invoices`, ''] },
              { cells: ['Total minutes per item', `${examples.invoices.minutesPerItem} minutes`, ''] },
              {
                cells: [`Hours per month (volume × minutes ÷ 60)`, `${examples.invoices.hoursPerMonth} hours`, ''],
              },
              { cells: ['Hourly cost of the people doing it', `£25`, ''] },
              { cells: ['Cost per month (hours × hourly cost)', `£1,000`, ''] },
            ],
          },
        ],
      },
      {
        kind: 'table',
        heading: '3. Step-by-step map',
        paragraphs: [
          `One row per step, in order. Hours per month is minutes per item × items per month ÷ 60. Write pain points as facts with a number where you can: “2–3 typos a month”, not “error-prone”.`,
          'Count waiting separately from working. An invoice that sits for two days waiting for approval is a delay, not two days of work: note it under pain points and keep the minutes column for hands-on time.',
        ],
        tables: [
          {
            caption: 'Steps, owners, systems, time and volume',
            columns: [
              'No.',
              'Step',
              'Owner',
              'System',
              'Minutes per item',
              'Items per month',
              'Hours per month',
              'Pain points',
            ],
            rows: [
              {
                cells: [
                  `1`,
                  'Download the invoice PDF from the email to the shared drive',
                  'Accounts assistant',
                  'Outlook, shared drive',
                  `2`,
                  `${examples.invoices.itemsPerMonth}`,
                  `5.3`,
                  'Invoices arrive in three inboxes; some are missed',
                ],
                example: true,
              },
              {
                cells: [
                  `2`,
                  'Key supplier, date, amounts and VAT into Xero',
                  'Accounts assistant',
                  'Xero',
                  `8`,
                  `${examples.invoices.itemsPerMonth}`,
                  `21.3`,
                  `2–3 typos in amounts a month, found late`,
                ],
                example: true,
              },
              {
                cells: [
                  `3`,
                  'Match the invoice to its purchase order',
                  'Accounts assistant',
                  'Xero, PO spreadsheet',
                  `3`,
                  `${examples.invoices.itemsPerMonth}`,
                  `8.0`,
                  'The PO spreadsheet is often out of date',
                ],
                example: true,
              },
              {
                cells: [
                  `4`,
                  `Approve the invoice (a partner approves over £1,000)`,
                  'Practice manager or partner',
                  'Email, Xero',
                  `1`,
                  `${examples.invoices.itemsPerMonth}`,
                  `2.7`,
                  'Approvals wait days when the partner is out',
                ],
                example: true,
              },
              {
                cells: [
                  `5`,
                  'File the PDF and mark the bill ready to pay',
                  'Accounts assistant',
                  'Shared drive, Xero',
                  `1`,
                  `${examples.invoices.itemsPerMonth}`,
                  `2.7`,
                  'File names are inconsistent',
                ],
                example: true,
              },
              {
                cells: [
                  '',
                  'Total',
                  '',
                  '',
                  `${examples.invoices.minutesPerItem}`,
                  `${examples.invoices.itemsPerMonth}`,
                  `40.0`,
                  '',
                ],
                example: true,
              },
            ],
            blankRows: 12,
          },
        ],
      },
      {
        kind: 'table',
        heading: '4. Exceptions and hand-offs',
        paragraphs: [
          'The cases that leave the usual path decide how an automation is designed: which ones it handles itself and which it passes to a person.',
          `If an exception happens in more than 1 case in 10, it is part of the process: add it to the step-by-step map as a step of its own.`,
        ],
        tables: [
          {
            caption: 'Exceptions and hand-offs',
            columns: [
              'Exception or hand-off',
              'How often (per month)',
              'Who handles it',
              'What they do',
              'Minutes each',
            ],
            rows: [
              {
                cells: [
                  'Invoice without a purchase order number',
                  `25`,
                  'Accounts assistant',
                  'Emails whoever placed the order to confirm it',
                  `10`,
                ],
                example: true,
              },
              {
                cells: [
                  'Credit note instead of an invoice',
                  `6`,
                  'Accounts assistant',
                  'Keys it as a credit note against the original bill',
                  `5`,
                ],
                example: true,
              },
              {
                cells: [
                  'Same invoice sent twice by the supplier',
                  `4`,
                  'Accounts assistant',
                  'Spots the duplicate, sometimes after payment, and deletes it',
                  `5`,
                ],
                example: true,
              },
            ],
            blankRows: 8,
          },
        ],
      },
      {
        kind: 'table',
        heading: '5. Pain points and ideas',
        paragraphs: [
          'Collect every pain point from the map, say what it costs, and note any idea for fixing it. Ideas do not have to be automations: sometimes a changed rule is enough.',
        ],
        tables: [
          {
            caption: 'Pain points and ideas',
            columns: ['Pain point', 'Step no.', 'How often', 'Effect (time, errors, delay, cost)', 'Idea to fix it'],
            rows: [
              {
                cells: [
                  'Typos in amounts',
                  `2`,
                  `2–3 a month`,
                  `30 minutes to find and fix each; risk of paying the wrong amount`,
                  'AI reads the PDF; totals are checked against the VAT before the bill is drafted',
                ],
                example: true,
              },
              {
                cells: [
                  'Approvals wait for the partner',
                  `4`,
                  'Every week',
                  'Late payments and suppliers chasing',
                  `Approval request by email or Teams with one-click approve, and a reminder after 2 days`,
                ],
                example: true,
              },
            ],
            blankRows: 8,
          },
        ],
      },
      {
        kind: 'table',
        heading: '6. Systems and access',
        paragraphs: [
          'List every system the process touches. An automation needs a way in (a connector or an API) and someone with admin rights to grant it.',
        ],
        tables: [
          {
            caption: 'Systems, access and connectors',
            columns: ['System', 'Used for', 'Who has admin access', 'Connector or API?', 'Notes'],
            rows: [
              {
                cells: [
                  'Xero',
                  'Bills and payments',
                  'Practice manager',
                  'Yes: Make, Zapier and n8n all connect to it',
                  'Plan includes API access',
                ],
                example: true,
              },
              {
                cells: [
                  `Outlook (Microsoft 365)`,
                  'Receiving invoices',
                  'IT supplier',
                  `Yes: Microsoft 365 connectors`,
                  'Move to one shared accounts inbox first',
                ],
                example: true,
              },
              {
                cells: [
                  'PO spreadsheet',
                  'Purchase orders',
                  'Everyone',
                  'Only once it moves to Excel Online or Google Sheets',
                  'Lives on one PC today',
                ],
                example: true,
              },
            ],
            blankRows: 6,
          },
        ],
      },
      {
        kind: 'table',
        heading: '7. Score and prioritise',
        paragraphs: [
          `Turn the map into a shortlist. For each candidate, estimate the hours it would save: automation takes most of the routine work away, but people still handle the exceptions, so count their time too. Then score the effort to automate it and the risk if it goes wrong, from 1 (low) to 5 (high).`,
          `Effort reflects how many systems and decisions are involved: 1 is a single connector with fixed rules, 5 is several systems, messy data and judgement calls. Risk reflects what happens when it goes wrong: 1 is an internal note that is easy to correct, 5 is money leaving the business or a customer receiving the wrong thing.`,
          `Start with the candidate that saves the most hours for the least effort and risk. In the example, the top three save about 28 of the 40 hours a month: £700 a month at £25 an hour.`,
        ],
        tables: [
          {
            caption: 'Automation candidates',
            columns: [
              'Candidate',
              'Hours per month now',
              'Hours saved per month',
              `Effort (1–5)`,
              `Risk (1–5)`,
              'Priority',
            ],
            rows: [
              {
                cells: [`Read and key invoices with AI (steps 1–2)`, `26.7`, `21`, `2`, `2`, `1st`],
                example: true,
              },
              {
                cells: [`Approval requests with reminders (step 4)`, `2.7`, `2`, `1`, `1`, `2nd`],
                example: true,
              },
              {
                cells: [`Purchase order matching (step 3)`, `8.0`, `5`, `3`, `3`, `3rd`],
                example: true,
              },
            ],
            blankRows: 6,
          },
        ],
      },
      {
        kind: 'checklist',
        heading: '8. Before you share your map',
        paragraphs: [
          `A complete map makes any automation quote faster and more accurate. Bring it to a free ${claims.freeAudit.value} automation audit and we will work through it with you.`,
        ],
        items: [
          { text: 'Every step has an owner and a system.' },
          { text: 'Times are measured on real items, not guessed.' },
          { text: 'Volumes come from records, with busy months noted.' },
          { text: 'Exceptions are listed with how often they happen.' },
          { text: 'Pain points have numbers wherever possible.' },
          { text: 'The people who do the work have checked the map.' },
        ],
      },
    ],
  },
);
