/**
 * The Security & Compliance Guide download (docs/product.md#documentation-hub: Technical Documentation), served at
 * /downloads/security-compliance-guide.html: UK GDPR, data minimisation, access, secrets, logging,
 * suppliers, breach response and retention, as checklists with a short reason for each item.
 */
import { parseContent } from '../schema.ts';
import { type DownloadDocument } from './schema.ts';
import { SecurityComplianceGuideSchema } from './security-compliance-guide.schema.ts';

export const securityComplianceGuide: DownloadDocument = parseContent(
  'content/downloads/security-compliance-guide.ts',
  SecurityComplianceGuideSchema,
  {
    id: 'security-compliance-guide',
    title: 'Security & Compliance Guide',
    description:
      'Checklists for keeping your automations secure and within UK GDPR: data minimisation, access, secrets, logging, suppliers, breaches and retention.',
    intro: [
      'Automations move personal data between systems without a person watching each step. That is what makes them fast, and it is why a mistake can spread quickly. This guide lists the checks we run on every project, so you can run them on yours.',
      `It is written for owners and managers of small businesses, not for lawyers. It reflects UK GDPR and the Data Protection Act 2018 as they apply to most small businesses; it is not legal advice. For anything unusual, start with the Information Commissioner’s Office (ICO) guidance and helpline.`,
      'Tick each item when it is true for your automations. Anything you cannot tick goes on your action list, with an owner and a date.',
    ],
    sections: [
      {
        kind: 'checklist',
        heading: '1. UK GDPR essentials',
        paragraphs: [
          'UK GDPR applies as soon as an automation handles information about an identifiable person: a name, an email address, a CV, an invoice from a sole trader.',
        ],
        items: [
          {
            text: 'Know your role for each flow of data.',
            note: 'For your own customers’ and staff’s data you are the controller. The platforms your automations run on, and we as your builder, are processors acting on your instructions.',
          },
          {
            text: 'Record a lawful basis for each purpose.',
            note: 'Most business automations rely on contract (handling an order or an enquiry someone made) or legitimate interests. Marketing emails to individuals also need consent under PECR, unless the soft opt-in for existing customers applies.',
          },
          {
            text: 'Add each automation to your record of processing.',
            note: 'A spreadsheet is enough: what data, why, which systems, where it is stored and how long it is kept. It answers most questions from customers, auditors and the ICO.',
          },
          {
            text: 'Update your privacy notice.',
            note: 'If an automation sends data to a new service or uses AI to read it, your privacy notice should say so in plain words.',
          },
          {
            text: 'Carry out a data protection impact assessment (DPIA) for high-risk processing.',
            note: 'Required when processing is likely to result in a high risk to people, such as large-scale health data, systematic monitoring or profiling. The ICO publishes a template.',
          },
          {
            text: 'Keep a person involved in significant decisions.',
            note: 'If an automation decides something with legal or similarly significant effects, such as rejecting a job application or refusing credit, tell people, let them ask for a person to review it, and let them challenge it.',
          },
          {
            text: 'Be able to answer requests from individuals.',
            note: 'People can ask for a copy of their data, or for it to be corrected or erased, and you have one month to respond. Know which systems each automation writes to.',
          },
          {
            text: 'Pay the ICO data protection fee if it applies to you.',
            note: 'Most organisations that process personal data must pay it. The ICO’s online self-assessment takes a few minutes.',
          },
        ],
      },
      {
        kind: 'checklist',
        heading: '2. Data minimisation',
        paragraphs: ['Data you never collect cannot leak. Each step of an automation should see only what it needs.'],
        items: [
          {
            text: 'Map fields, not whole records.',
            note: 'If the CRM needs a name, an email address and a company, pass those three fields, not the whole form with its notes and phone number.',
          },
          {
            text: 'Keep special category data out unless it is essential.',
            note: 'Health, ethnicity, religion, sexual orientation, trade union membership and biometric data need extra conditions. Most automations never need them.',
          },
          {
            text: 'Strip or mask data before it goes to an AI service.',
            note: 'Remove names, account numbers and anything the task does not need, and check whether the provider stores inputs or uses them to train its models.',
          },
          {
            text: 'Turn off data storage you do not need.',
            note: 'Automation platforms keep copies of every payload in their run history. Shorten that retention, or switch storage off for steps that handle sensitive data.',
          },
          {
            text: 'Test with made-up data where you can.',
            note: 'When you must test with real records, use a small sample in a restricted account and delete it afterwards.',
          },
          {
            text: 'Keep free-text fields on a short path.',
            note: 'Message boxes collect whatever people type, including things you never asked for. Send them only where someone needs to read them.',
          },
        ],
      },
      {
        kind: 'checklist',
        heading: '3. Access control',
        paragraphs: ['Every login that can see or change an automation is a way in. Keep the list short and known.'],
        items: [
          {
            text: 'Give every person their own login.',
            note: 'Shared logins make it impossible to know who changed what, or to remove one person’s access without locking out everyone else.',
          },
          {
            text: 'Turn on two-step login everywhere.',
            note: 'On the automation platform, email, CRM, accounts package and password manager. It stops most attacks that use a stolen password.',
          },
          {
            text: 'Give people and connections the least access that works.',
            note: 'A connection that only reads invoices should not be able to delete contacts. Create API keys with the narrowest scope each system offers.',
          },
          {
            text: 'Connect automations through a business account, not a person’s.',
            note: 'When someone leaves and their account is closed, every automation connected through it stops. A dedicated account owned by the business avoids that.',
          },
          {
            text: 'Review access every quarter and the day anyone leaves.',
            note: 'Remove former staff, contractors and suppliers straight away, and check the full list every three months.',
          },
          {
            text: 'Separate editing from viewing.',
            note: 'Only two or three people should be able to change live automations; others can be given read-only access to the run history.',
          },
        ],
      },
      {
        kind: 'checklist',
        heading: '4. Secrets and credentials',
        paragraphs: [
          'API keys, passwords and signing secrets are the keys to your systems. Anyone who has one can act as your automation.',
        ],
        items: [
          {
            text: 'Keep API keys in the platform’s connection store.',
            note: 'Make’s Connections and Keys, Zapier’s app connections, n8n’s credentials, or a secrets manager for your own code. Never in a text field, a spreadsheet, an email or a chat message.',
          },
          {
            text: 'Use a password manager for everything else.',
            note: 'Share logins through shared vaults with named members, not by message.',
          },
          {
            text: 'Sign webhooks and check the signature.',
            note: 'A shared secret and an HMAC-SHA256 signature on each request prove that it came from you and was not changed on the way. A secret address alone is not enough.',
          },
          {
            text: 'Rotate secrets on a schedule, and at once if in doubt.',
            note: 'At least once a year, whenever someone with access leaves, and straight away if a key may have been exposed.',
          },
          {
            text: 'Never put a secret in a web page or an app.',
            note: 'Anything in a website’s code can be read by its visitors. Forms should post to a server or webhook that holds the keys.',
          },
          {
            text: 'Keep a register of keys.',
            note: 'Which key, for which system, used by which automation, owned by whom, last rotated when.',
          },
        ],
      },
      {
        kind: 'checklist',
        heading: '5. Logging and monitoring',
        paragraphs: [
          'You cannot fix what you cannot see, but logs full of personal data become another copy to protect.',
        ],
        items: [
          {
            text: 'Log ids and outcomes, not personal data.',
            note: 'A record id, the step, the status and the time are enough to trace a problem.',
          },
          {
            text: 'Send every failure to a named person.',
            note: 'Each automation has an owner who gets an alert when it fails, and a backup for holidays.',
          },
          {
            text: 'Watch for silence as well as errors.',
            note: 'An automation that stops receiving data raises no error. Alert when a daily flow has not run by a set time.',
          },
          {
            text: 'Look at the run history every week.',
            note: 'Ten minutes a week catches slow problems: rising retries, duplicates, steps getting slower.',
          },
          {
            text: 'Keep a record of changes.',
            note: 'Note who changed an automation, what and why. Most platforms keep versions; add a one-line description to each change.',
          },
          {
            text: 'Set how long logs are kept.',
            note: `Long enough to investigate a problem, typically 30 to 90 days, then delete them automatically.`,
          },
        ],
      },
      {
        kind: 'checklist',
        heading: '6. Suppliers and processors',
        paragraphs: [
          'Every platform and AI service in an automation is a supplier that handles your data. You stay responsible for choosing them well.',
        ],
        items: [
          {
            text: 'Have a data processing agreement with every processor.',
            note: 'UK GDPR requires a written contract with anyone who processes personal data for you. Most platforms offer a standard agreement; accept it and keep a copy.',
          },
          {
            text: 'Check where data is stored and processed.',
            note: 'Transfers outside the UK need a legal route: UK adequacy regulations (which cover the EEA), the UK Extension to the EU–US Data Privacy Framework for certified US companies, or the ICO’s International Data Transfer Agreement or Addendum.',
          },
          {
            text: 'Ask for the list of sub-processors.',
            note: 'And how the supplier tells you about changes. AI features often add new ones.',
          },
          {
            text: 'Look for evidence of security.',
            note: `ISO 27001, SOC 2 or Cyber Essentials certification, encryption in transit and at rest, and two-step login for the supplier’s own staff.`,
          },
          {
            text: 'Read the AI terms.',
            note: 'Check whether inputs and outputs are stored, for how long, and whether they train the provider’s models. Choose business plans that exclude training.',
          },
          {
            text: 'Know how to leave.',
            note: 'How to export your data, and how the supplier confirms deletion when you stop using it.',
          },
        ],
      },
      {
        kind: 'steps',
        heading: `7. Breach response: the first 72 hours`,
        paragraphs: [
          'A personal data breach is any security incident in which personal data is lost, destroyed, changed, disclosed or accessed without authorisation: an email sent to the wrong customer, a leaked API key, a spreadsheet shared publicly by mistake.',
          `You must report a breach to the ICO within 72 hours of becoming aware of it, unless it is unlikely to result in a risk to people’s rights and freedoms. Agree now who does each step below, and keep their phone numbers on this page.`,
        ],
        steps: [
          {
            title: 'Contain it.',
            text: 'Switch off the automation, revoke the exposed key or access, recall the email, take the file down. Minutes matter.',
          },
          {
            title: 'Note when you became aware.',
            text: `The 72 hours start when you are reasonably sure a breach has happened, and they include evenings and weekends.`,
          },
          {
            title: 'Work out what happened.',
            text: 'Which data, about how many people, in which systems, since when. Logs of record ids and the run history make this possible.',
          },
          {
            title: 'Assess the risk to people.',
            text: 'Think about what could happen to them: fraud, identity theft, distress, discrimination. Encrypted data, or data recovered quickly, lowers the risk.',
          },
          {
            title: 'Report to the ICO if there is a risk.',
            text: `Within 72 hours, online or by phone. If you do not have every fact yet, report what you know and follow up.`,
          },
          {
            title: 'Tell the people affected if the risk is high.',
            text: 'Without undue delay and in plain language: what happened, what it means for them, what you are doing and what they should do.',
          },
          {
            title: 'Tell your client if you are the processor.',
            text: 'If you handle data for another business, such as an agency working with a client’s customer list, tell that client without undue delay: they make the report.',
          },
          {
            title: 'Record it and fix the cause.',
            text: 'Log every breach, reported or not, with the facts, the effects and what you did. Then change whatever allowed it.',
          },
        ],
      },
      {
        kind: 'table',
        heading: '8. Breach log',
        paragraphs: [
          'UK GDPR asks you to record every personal data breach, including those you decide not to report. Fill in one row per breach.',
        ],
        tables: [
          {
            caption: 'Personal data breaches',
            columns: [
              'Found (date and time)',
              'What happened',
              'Data and people affected',
              'Risk (low, medium, high)',
              'ICO report (date, reference)',
              'People told (date)',
              'Actions taken',
            ],
            blankRows: 8,
          },
        ],
      },
      {
        kind: 'checklist',
        heading: '9. Retention and deletion',
        paragraphs: [
          'Keep personal data only as long as you need it. Automations make copies in several places, so deletion has to reach all of them.',
        ],
        items: [
          {
            text: 'Set a retention period for each type of data.',
            note: `Decide how long you need it and why. Some periods are set by law: HMRC expects a company’s accounting records to be kept for 6 years from the end of the financial year they relate to.`,
          },
          {
            text: 'Apply it in every system the automation touches.',
            note: 'A record copied into a spreadsheet, a CRM, a mailbox and a platform’s run history has to be deleted from all four.',
          },
          {
            text: 'Automate the deletion.',
            note: 'A scheduled automation that deletes or anonymises records past their date is more reliable than a calendar reminder.',
          },
          {
            text: 'Let backups expire on their own cycle.',
            note: 'You need not edit backups, but they should expire on a fixed schedule, and anything restored from one should be cleaned again.',
          },
          {
            text: 'Carry out erasure requests end to end.',
            note: 'Remove the person from every system on your map, and make sure no automation adds them back from another source.',
          },
          {
            text: 'Delete exports and test files.',
            note: 'CSV exports and test spreadsheets are easy to forget. Delete them as soon as the job is done.',
          },
        ],
      },
      {
        kind: 'table',
        heading: '10. Retention schedule',
        paragraphs: [
          'One row per type of data. The first two rows are examples; replace them with your own decisions.',
        ],
        tables: [
          {
            caption: 'How long each type of data is kept',
            columns: ['Data', 'System', 'Why you keep it', 'How long', 'How it is deleted', 'Owner'],
            rows: [
              {
                cells: [
                  'Supplier invoices',
                  'Xero, shared drive',
                  'HMRC record keeping',
                  `6 years from the end of the financial year`,
                  'Yearly review and deletion',
                  'Finance manager',
                ],
                example: true,
              },
              {
                cells: [
                  'Automation run history',
                  'Make',
                  'Investigating failed runs',
                  `30 days`,
                  'Platform setting',
                  'Operations lead',
                ],
                example: true,
              },
            ],
            blankRows: 8,
          },
        ],
      },
    ],
  },
);
