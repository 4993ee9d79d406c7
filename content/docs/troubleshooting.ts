/**
 * Structured lists of /docs/troubleshooting (docs/product.md#docs-guides): the quick-fix checklist, the four
 * categories of detailed guides, escalation by priority, and the extra resource cards. The prose is
 * troubleshooting.mdx. Escalation scenarios and response times are read from the support priorities in
 * content/forms.ts, so this page and the support form can never disagree.
 */
import { parseContent } from '../schema.ts';
import { phoneInText } from '../site.ts';
import { PRIORITY_LEVEL, supportLevel, supportModel } from '../supportLevels.ts';
import { priority, TroubleshootingSchema, type Troubleshooting } from './troubleshooting.schema.ts';

export type {
  EscalationItem,
  QuickCheckItem,
  SolutionStep,
  Troubleshooting,
  TroubleshootingCategory,
  TroubleshootingIssue,
} from './troubleshooting.schema.ts';

export const troubleshooting: Troubleshooting = parseContent('content/docs/troubleshooting.ts', TroubleshootingSchema, {
  labels: {
    severity: 'Severity',
    symptoms: 'Symptoms',
    causes: 'Common Causes',
    solutions: 'Step-by-Step Solutions',
    prevention: 'Prevention Tips',
    response: `Response on ${supportLevel(PRIORITY_LEVEL).name}`,
  },
  emergencyCall: {
    label: 'Call the emergency line',
    availability: supportModel.phoneHours,
  },
  quickChecks: [
    {
      issue: 'An automation has not run',
      quickCheck: [
        'Is it switched on? Platforms pause an automation after repeated errors.',
        'Did the thing that starts it happen: the email, form entry or scheduled time?',
        'Has your plan’s monthly allowance of runs or tasks been used up?',
        'Is there an error email from the platform in the service account’s inbox?',
      ],
    },
    {
      issue: 'Data has not arrived in the other system',
      quickCheck: [
        'Find the record in the run history: did the run stop at a filter or an error?',
        'Search the other system by email or reference: it may be there under another name.',
        'Check whether a required field was empty in the source record.',
      ],
    },
    {
      issue: 'A connection error or “unauthorised” message',
      quickCheck: [
        'Has anyone changed the password of the account the automation uses?',
        'Log in to the app as that account: is it locked, expired or asking for two-factor?',
        'Reconnect the app in the automation platform, then replay the failed runs.',
      ],
    },
    {
      issue: 'It is slower than usual',
      quickCheck: [
        'Check the status pages of the apps involved for an outage.',
        'Compare today’s volume with a normal day: a big import or a sale can queue runs.',
        'Check whether the automation checks for new items on a schedule rather than instantly.',
      ],
    },
    {
      issue: 'Values are wrong or missing',
      quickCheck: [
        'Has anyone renamed a field, a column or a drop-down option in either system?',
        'Compare the result with the source record: is it one record or all of them?',
        'Is it a new supplier, form or layout the automation has not seen before?',
      ],
    },
    {
      issue: 'Records appear twice',
      quickCheck: [
        'Is a second automation, or an old copy, watching the same trigger?',
        'Did the run retry after a timeout? Look for two runs a few seconds apart.',
        'Does the automation search for an existing record before creating one?',
      ],
    },
  ],
  categories: [
    {
      id: 'integration',
      title: 'Integration issues',
      description: 'Problems connecting your apps: logins, webhooks and the limits each app sets.',
      icon: 'plug',
      color: 'primary',
      issues: [
        {
          problem: 'Connection expired or unauthorised',
          severity: 'High',
          symptoms: [
            `Runs fail with “401 Unauthorized”, “403 Forbidden” or “invalid grant”`,
            'An email from the platform asks you to reconnect an app',
            'Nothing reaches one app while the rest of the automation works',
          ],
          causes: [
            'The password of the connected account changed, or the account was disabled',
            'The app’s access token expired or was revoked by an administrator',
            'Two-factor or a new sign-in policy now blocks the connection',
            'The connection was made with a personal login and that person left',
          ],
          solutions: [
            {
              step: 'Find the failing connection',
              details: 'Open the run history and note which step failed and the exact error message.',
            },
            {
              step: 'Check the account',
              details: 'Log in to the app as the connected account and clear any lock, expired password or prompt.',
            },
            {
              step: 'Reconnect the app',
              details:
                'Reconnect in the automation platform with the shared service account, giving only the permissions listed in the runbook.',
            },
            {
              step: 'Replay the failed runs',
              details:
                'Re-run the failed runs from the history, oldest first, and check that each record arrived once.',
            },
          ],
          prevention: [
            'Connect every app with a shared service account, never a personal login',
            'Note token expiry dates in the runbook and a shared calendar',
            'Alert two people on the first authorisation error',
          ],
        },
        {
          problem: 'Webhook not receiving data',
          severity: 'High',
          symptoms: [
            'Form entries, orders or payments happen but the automation never starts',
            'The run history is empty since a particular day',
            'The sending app shows failed deliveries or has disabled the webhook',
          ],
          causes: [
            'The automation was copied or rebuilt and now has a new webhook address',
            'The sending app disabled the webhook after repeated failed deliveries',
            'The automation is switched off, so deliveries were refused',
            'A form or shop setting changed and the webhook was removed',
          ],
          solutions: [
            {
              step: 'Compare the addresses',
              details:
                'Copy the webhook address from the automation and compare it with the one set in the sending app.',
            },
            {
              step: 'Re-enable delivery',
              details:
                'Turn the automation on, update the address if needed, and re-enable the webhook in the sending app.',
            },
            {
              step: 'Send a test',
              details: 'Submit a test entry or order and watch it arrive in the run history.',
            },
            {
              step: 'Recover what was missed',
              details:
                'Export the records created since the last good run and feed them through, or ask us to replay them.',
            },
          ],
          prevention: [
            'Record every webhook address in the runbook',
            'Alert when no run has happened for longer than usual',
            'Never delete an old automation until the new one has received live data',
          ],
        },
        {
          problem: 'Rate limits and API errors',
          severity: 'Medium',
          symptoms: [
            `Runs fail with “429 Too Many Requests” or “rate limit exceeded”`,
            'Large imports stop part-way through',
            'Failed runs succeed when you retry them later',
          ],
          causes: [
            'A bulk import or sale sends more requests than the app allows per minute',
            'Several automations share one connection and its limit',
            'The automation checks for new items far more often than it needs to',
          ],
          solutions: [
            {
              step: 'Confirm the limit',
              details: 'Check the error code and the app’s published limits for your plan.',
            },
            {
              step: 'Slow it down',
              details: 'Process records in batches with a short pause between them, instead of all at once.',
            },
            {
              step: 'Retry with back-off',
              details: 'Set failed steps to retry automatically, waiting longer after each attempt.',
            },
            {
              step: 'Replay the failures',
              details: 'Re-run the failed runs once the queue has cleared.',
            },
          ],
          prevention: [
            'Use webhooks instead of frequent polling where the app offers them',
            'Plan bulk imports outside busy hours',
            'Give heavy automations their own connection',
          ],
        },
      ],
    },
    {
      id: 'workflow',
      title: 'Workflow issues',
      description: 'The automation runs, or should run, but does not do what it should.',
      icon: 'workflow',
      color: 'accent',
      issues: [
        {
          problem: 'Automation did not run',
          severity: 'High',
          symptoms: [
            'A scheduled report or task did not happen',
            'No entry in the run history for the expected time',
            'The automation shows as paused or inactive',
          ],
          causes: [
            'The platform paused it after several errors in a row',
            'The plan’s monthly allowance of runs or tasks ran out',
            'A filter at the start is stricter than intended',
            'The schedule’s time zone is wrong, often after the clocks change',
          ],
          solutions: [
            {
              step: 'Check its status',
              details: 'Open the automation and check it is on. If it was paused, read the last error first.',
            },
            {
              step: 'Check the allowance',
              details: 'Look at your plan’s usage page; if the allowance is used up, upgrade or wait for the reset.',
            },
            {
              step: 'Test the trigger',
              details: 'Create a test item that should start it, and see whether a run appears.',
            },
            {
              step: 'Run what was missed',
              details: 'Run it once by hand for the missed period, then confirm the next scheduled run happens.',
            },
          ],
          prevention: [
            'Alert when a scheduled run has not happened',
            `Set usage alerts at 80% of the plan’s allowance`,
            'Set schedules in UK time and check them after the clocks change',
          ],
        },
        {
          problem: 'Wrong path or wrong result',
          severity: 'Medium',
          symptoms: [
            'Records go to the wrong person, folder or pipeline stage',
            'An approval step is skipped, or everything goes for approval',
            'Some records are handled correctly and similar ones are not',
          ],
          causes: [
            'A drop-down option or status was renamed, so a condition no longer matches',
            'A new case the rules did not cover, such as a new product or region',
            'A condition compares text with different capitals or spaces',
          ],
          solutions: [
            {
              step: 'Find an example',
              details: 'Pick one record that went wrong and open its run in the history.',
            },
            {
              step: 'Follow the path',
              details: 'Check each condition against the record’s actual values to see where it turned the wrong way.',
            },
            {
              step: 'Fix the rule',
              details: 'Update the condition, and add a catch-all path that sends unmatched records to a person.',
            },
            {
              step: 'Correct the records',
              details: 'List the records handled since the change and put each one right.',
            },
          ],
          prevention: [
            'Tell the automation owner before renaming fields, statuses or options',
            'Always include a catch-all path to a review queue',
            'Compare values without regard to capitals and extra spaces',
          ],
        },
        {
          problem: 'Duplicate records or actions',
          severity: 'Medium',
          symptoms: [
            'The same contact, bill or order appears twice',
            'Customers receive the same email twice',
            'Two runs appear in the history seconds apart',
          ],
          causes: [
            'A run retried after a timeout, although the first attempt had worked',
            'The trigger fires on every update, not only on creation',
            'An old copy of the automation is still switched on',
          ],
          solutions: [
            {
              step: 'Stop the source',
              details: 'Switch off any old copy and check which trigger created each duplicate.',
            },
            {
              step: 'Search before creating',
              details:
                'Add a step that looks for an existing record by email, reference or order number, and updates it instead.',
            },
            {
              step: 'Merge the duplicates',
              details: 'Use the app’s merge tool so notes and history are kept.',
            },
          ],
          prevention: [
            'Give every record a unique reference and check it before creating',
            'Trigger on creation unless updates genuinely matter',
            'Delete old copies once a new version is live',
          ],
        },
      ],
    },
    {
      id: 'performance',
      title: 'Performance issues',
      description: 'Automations that are slow, time out, or cost more to run than they should.',
      icon: 'bolt',
      color: 'warning',
      issues: [
        {
          problem: 'Runs are slow or queue up',
          severity: 'Medium',
          symptoms: [
            'Records take minutes or hours to appear in the other system',
            'The run history shows runs waiting in a queue',
            'Customers get replies later than they used to',
          ],
          causes: [
            `The automation checks for new items every 15 minutes or more instead of using a webhook`,
            'Each record is handled one step at a time through a long chain',
            'An AI or app step is slow to answer',
            'Volume has grown beyond what the plan processes at once',
          ],
          solutions: [
            {
              step: 'Find the slow step',
              details: 'Open a few recent runs and note how long each step took.',
            },
            {
              step: 'Trigger instantly',
              details: 'Switch from scheduled checks to a webhook where the app supports one.',
            },
            {
              step: 'Cut the chain',
              details: 'Remove steps that look up the same data twice, and run independent steps in parallel.',
            },
            {
              step: 'Check the plan',
              details: 'If runs queue at busy times, move to a plan that processes more runs at once.',
            },
          ],
          prevention: [
            'Note the normal run time in the runbook and alert when it doubles',
            'Review run times every quarter as volumes grow',
          ],
        },
        {
          problem: 'Runs time out on large batches',
          severity: 'High',
          symptoms: [
            'Runs stop part-way with a timeout error',
            'Month-end or weekly jobs fail while daily ones work',
            'Some records in a batch are processed and the rest are not',
          ],
          causes: [
            'One run tries to process thousands of rows or a very large file',
            'An app answers slowly under load',
            'The batch has grown over time and now passes the platform’s run-time limit',
          ],
          solutions: [
            {
              step: 'Find where it stopped',
              details: 'Note the last record processed so nothing is processed twice.',
            },
            {
              step: 'Split the batch',
              details: `Process records in pages of 100 to 500, one run per page.`,
            },
            {
              step: 'Make it resumable',
              details: 'Mark each record as done, so a rerun picks up where the last one stopped.',
            },
            {
              step: 'Rerun the remainder',
              details: 'Run the unprocessed records and reconcile the totals.',
            },
          ],
          prevention: [
            'Process records as they arrive, not in one big batch',
            'Test with your largest month’s volume, not an average one',
            'Alert on any run that ends early',
          ],
        },
        {
          problem: 'Usage and costs are rising',
          severity: 'Low',
          symptoms: [
            'Your platform or AI bill is higher each month',
            'Usage warnings arrive before the month is out',
            'Runs that find nothing to do make up most of the history',
          ],
          causes: [
            'Frequent polling that finds no new items most of the time',
            'Filters placed after the costly steps instead of before',
            'A larger AI model than the task needs',
          ],
          solutions: [
            {
              step: 'Read the usage report',
              details: 'Find the automations and steps that use the most runs, tasks or AI tokens.',
            },
            {
              step: 'Filter first',
              details: 'Move filters to the start so runs stop before the costly steps.',
            },
            {
              step: 'Right-size',
              details: 'Use webhooks instead of polling and a smaller AI model where the results are as good.',
            },
          ],
          prevention: [
            'Review usage every month and subscriptions every quarter',
            'Set spending limits on AI services',
          ],
        },
      ],
    },
    {
      id: 'data-quality',
      title: 'Data quality issues',
      description: 'Data that arrives blank, wrong or out of step between systems.',
      icon: 'database',
      color: 'danger',
      issues: [
        {
          problem: 'Wrong values after extraction or sync',
          severity: 'High',
          symptoms: [
            'Amounts, dates or VAT figures differ from the source document',
            'Dates appear with day and month swapped',
            'A new supplier’s or form’s records are wrong while others are fine',
          ],
          causes: [
            'Day-first UK dates read as month-first, or decimal and thousand separators mixed up',
            'A document layout the extraction has not seen before',
            'A mapping that sends one field into another',
          ],
          solutions: [
            {
              step: 'Stop the spread',
              details: 'Pause the automation or send its output to the review queue while you investigate.',
            },
            {
              step: 'Compare with the source',
              details:
                'Check the wrong records against their documents to find the pattern: one field, one layout or all.',
            },
            {
              step: 'Fix the cause',
              details:
                'Set date and number formats explicitly, correct the mapping, or add the new layout with examples.',
            },
            {
              step: 'Correct and confirm',
              details: 'Correct the affected records, then run a sample through and check every field.',
            },
          ],
          prevention: [
            'Send low-confidence extractions to a person before they are posted',
            'Check totals: net plus VAT must equal the gross',
            'Review the first documents from every new supplier or form',
          ],
        },
        {
          problem: 'Fields arrive blank or in the wrong place',
          severity: 'Medium',
          symptoms: [
            'Records are created with empty fields',
            'Information appears in the wrong field, such as a company name in the surname',
            'Only records from one source are affected',
          ],
          causes: [
            'A field was added, renamed or removed on a form or in an app',
            'An optional field in the source is required in the destination',
            'The source sends data in a different structure than before',
          ],
          solutions: [
            {
              step: 'Compare a good and a bad record',
              details: 'Open one correct and one incorrect run side by side and compare the incoming data.',
            },
            {
              step: 'Remap the fields',
              details: 'Update the mapping to the new field names or structure.',
            },
            {
              step: 'Handle the gaps',
              details: 'Set a default or send the record for review when a required field is empty.',
            },
            {
              step: 'Fill in what was missed',
              details: 'Find the records created since the change and complete them from the source.',
            },
          ],
          prevention: [
            'Tell the automation owner before changing a form or field',
            'Validate required fields before writing anything',
          ],
        },
        {
          problem: 'Systems out of step',
          severity: 'Medium',
          symptoms: [
            'A customer’s details differ between the CRM and the accounts system',
            'Changes made in one system are overwritten by the other',
            'Reports from two systems give different totals',
          ],
          causes: [
            'Both systems can edit the same field, with no master',
            'A sync failed once and was never replayed',
            'Records were imported in bulk, bypassing the automation',
          ],
          solutions: [
            {
              step: 'Choose the master',
              details: 'Decide which system owns each field; the other only reads it.',
            },
            {
              step: 'Reconcile',
              details: 'Export both systems, compare by a shared reference, and list the differences.',
            },
            {
              step: 'Correct from the master',
              details: 'Overwrite the copies from the master system, checking a sample first.',
            },
            {
              step: 'Set the sync direction',
              details: 'Make the sync one-way per field, from master to copy.',
            },
          ],
          prevention: [
            'One master per field, written in the runbook',
            'A weekly reconciliation report that flags differences',
            'Route bulk imports through the automation or reconcile after them',
          ],
        },
      ],
    },
  ],
  escalation: [
    {
      scenario: priority('P1').description,
      priority: 'P1',
      action: `Call the emergency line on ${phoneInText}, then raise a P1 ticket so we have the details in writing.`,
      response: priority('P1').response,
    },
    {
      scenario: priority('P2').description,
      priority: 'P2',
      action:
        'Raise a P2 ticket on the support page with the automation’s name, the error and when it started. Call us if it gets worse.',
      response: priority('P2').response,
    },
    {
      scenario: priority('P3').description,
      priority: 'P3',
      action: 'Raise a P3 ticket with an example record and the workaround you are using.',
      response: priority('P3').response,
    },
    {
      scenario: priority('P4').description,
      priority: 'P4',
      action: 'Raise a P4 ticket, saying what you would like changed and why.',
      response: priority('P4').response,
    },
  ],
  extraResources: [
    {
      icon: 'star',
      title: 'Best Practices',
      text: 'Prevent most of these problems: service accounts, monitoring, runbooks and data quality.',
      link: { label: 'Read the best practices', href: '/docs/best-practices' },
    },
    {
      icon: 'message',
      title: 'Contact Support',
      text: 'Raise a ticket with its priority, and see how quickly we respond to each.',
      link: { label: 'Go to support', href: '/contact-support' },
    },
    {
      icon: 'graduation',
      title: 'Training Resources',
      text: 'Learn to read run histories, fix common errors and adjust automations yourself.',
      link: { label: 'See the training modules', href: '/docs/training-resources' },
    },
    {
      icon: 'code',
      title: 'API Reference',
      text: 'Platform-specific guidance for Make, Zapier, n8n and custom integrations.',
      link: { label: 'Open the API reference', href: '/api-reference' },
    },
  ],
});
