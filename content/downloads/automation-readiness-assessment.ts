/**
 * The Automation Readiness Assessment download (docs/product.md#documentation-hub: Getting Started), served at
 * /downloads/automation-readiness-assessment.html: six scored sections of five questions and a guide to
 * what the total means.
 */
import { claims } from '../claims.ts';
import { parseContent } from '../schema.ts';
import { type DownloadDocument } from './schema.ts';
import { AutomationReadinessAssessmentSchema } from './automation-readiness-assessment.schema.ts';

export const automationReadinessAssessment: DownloadDocument = parseContent(
  'content/downloads/automation-readiness-assessment.ts',
  AutomationReadinessAssessmentSchema,
  {
    id: 'automation-readiness-assessment',
    title: 'Automation Readiness Assessment',
    description: `Score one of your processes on 30 questions across six areas to see whether it is ready to automate, and what to fix first if it is not.`,
    intro: [
      `This assessment shows how ready one of your processes is for automation, and which gaps to close before anything is built. It takes about 30 minutes.`,
      'Pick one real process, such as handling new enquiries or processing supplier invoices, and answer with the person who does that work every day. Answers about a real process are more honest than answers about the business in general.',
      `Score each question from 1 to 5. Give a 1 when the “Score 1 if” column describes you, a 5 when the “Score 5 if” column does, and 2 to 4 for anything in between. Write the score in the blank column, add up each section, then copy the six section totals into the scoring guide at the end.`,
      'There is no pass mark. A low score is useful: it shows where an automation would fail today, and fixing that first is cheaper than rebuilding later.',
    ],
    sections: [
      {
        kind: 'questions',
        heading: '1. Process and volume',
        paragraphs: [
          'Automation pays back fastest on work that is frequent, repetitive and follows clear rules. This section checks whether the process you chose is that kind of work.',
        ],
        questions: [
          {
            text: 'How often does this process run?',
            low: 'A few times a month.',
            high: `Every day, 20 or more times a week.`,
          },
          {
            text: 'How similar is each run to the last?',
            low: 'Every case is different and needs judgement.',
            high: 'The same steps every time, in the same order.',
          },
          {
            text: 'How clear are the rules for the decisions along the way?',
            low: 'It depends who you ask.',
            high: 'Written down, or easy to state as if-then rules.',
          },
          {
            text: 'How often do cases need special handling?',
            low: 'More than a third of cases.',
            high: `Fewer than 1 case in 10.`,
          },
          {
            text: 'How stable has the process been over the past year?',
            low: 'It changes every month or two.',
            high: 'Unchanged for a year, with no changes planned.',
          },
        ],
        bands: [
          {
            min: 5,
            max: 11,
            label: 'Not a first candidate',
            guidance:
              'This process is too varied or too rare to automate well yet. Choose a busier, more repetitive one, or standardise this one first: agree the steps and write the rules down.',
          },
          {
            min: 12,
            max: 18,
            label: 'Workable',
            guidance:
              'Automate the repetitive core and leave the exceptions to a person. Write down the rules that live in people’s heads before anything is built.',
          },
          {
            min: 19,
            max: 25,
            label: 'Strong candidate',
            guidance:
              'Frequent, repetitive and rule-based: the kind of process that pays back fastest. Measure it now so you can prove the saving later.',
          },
        ],
      },
      {
        kind: 'questions',
        heading: '2. Data and documents',
        paragraphs: [
          'An automation is only as good as the data it is given. Messy data does not stop automation, but it decides how many checks the automation needs.',
        ],
        questions: [
          {
            text: 'Where does the information this process needs come from?',
            low: 'Paper, phone calls and memory.',
            high: 'Online forms, emails with attachments or another system.',
          },
          {
            text: 'How consistent is its format?',
            low: 'Every customer or supplier sends it differently.',
            high: 'The same fields in the same layout every time.',
          },
          {
            text: 'How complete and accurate are the records it uses?',
            low: 'Duplicates and gaps that we work around.',
            high: 'Checked regularly; we trust them.',
          },
          {
            text: 'Is there one place that holds the correct version?',
            low: 'Several spreadsheets, and nobody is sure which is right.',
            high: 'One system is the agreed source of truth.',
          },
          {
            text: `Could you find 50 real past examples to test with?`,
            low: 'No, we do not keep them.',
            high: 'Yes, within an hour.',
          },
        ],
        bands: [
          {
            min: 5,
            max: 11,
            label: 'Fix the data first',
            guidance:
              'An automation would copy bad data faster. Agree one source of truth, remove duplicates and settle on one format before building anything.',
          },
          {
            min: 12,
            max: 18,
            label: 'Usable with checks',
            guidance:
              'Build in validation: required fields, format checks and a person to review records the automation cannot read confidently, rather than letting it guess.',
          },
          {
            min: 19,
            max: 25,
            label: 'Ready',
            guidance: `Clean, structured data with real examples to test on. Keep those 50 examples: they become the test set for every change.`,
          },
        ],
      },
      {
        kind: 'questions',
        heading: '3. Systems and integrations',
        paragraphs: [
          'Automations connect systems through their APIs or through ready-made connectors in platforms such as Make, Zapier and n8n. This section checks that the doors are there and that you hold the keys.',
        ],
        questions: [
          {
            text: 'Where do the systems involved run?',
            low: 'Desktop software on one PC or a local server.',
            high: 'All cloud services we use in a browser.',
          },
          {
            text: 'Do they have an API or a ready-made connector?',
            low: 'We do not know, or we know they do not.',
            high: 'Yes, every one, and we have checked.',
          },
          {
            text: 'Does your plan with each supplier include API access?',
            low: 'We are on entry plans without it.',
            high: 'Yes, on our current plans.',
          },
          {
            text: 'Do you have admin access to each system?',
            low: 'Only the supplier, or someone who has left.',
            high: 'Yes, and we can create API keys ourselves.',
          },
          {
            text: 'Will these systems still be in use in a year?',
            low: 'We are about to replace one of them.',
            high: 'Yes, they are settled.',
          },
        ],
        bands: [
          {
            min: 5,
            max: 11,
            label: 'Blocked',
            guidance:
              'Automation would rely on screen-scraping or workarounds that break. Regain admin access, check API availability and settle any system changes first.',
          },
          {
            min: 12,
            max: 18,
            label: 'Possible with gaps',
            guidance:
              'Most links can be built. Budget for a plan upgrade or a small custom integration where a connector is missing, and find out before you commit.',
          },
          {
            min: 19,
            max: 25,
            label: 'Ready',
            guidance:
              'Cloud systems with APIs and admin access: integration is the easy part. Create a dedicated account for the automation rather than using a person’s login.',
          },
        ],
      },
      {
        kind: 'questions',
        heading: '4. People and ownership',
        paragraphs: [
          'Automations that last have an owner who cares about them and a team that wants them. Most failed projects fail here, not in the technology.',
        ],
        questions: [
          {
            text: 'Is there one named owner for this process?',
            low: 'Nobody, or everybody.',
            high: 'One person, with the authority to change it.',
          },
          {
            text: `Can the people who do the work spare 2–3 hours a week during the project?`,
            low: 'No, they are already stretched.',
            high: 'Yes, and it is in their diaries.',
          },
          {
            text: 'How does the team feel about automating this work?',
            low: 'Worried about their jobs, or sceptical.',
            high: 'Keen: they have asked for it.',
          },
          {
            text: 'Could someone check the run history and fix simple errors?',
            low: 'Nobody here is comfortable with that.',
            high: 'Yes, someone already builds spreadsheets or simple automations.',
          },
          {
            text: 'Who decides and signs off?',
            low: 'It is unclear, and decisions stall.',
            high: 'The decision maker is involved from the start.',
          },
        ],
        bands: [
          {
            min: 5,
            max: 11,
            label: 'Not yet',
            guidance:
              'Name an owner and talk to the team before anything else. Explain that the aim is to remove the dull work, not the people, and ask them which tasks they would drop first.',
          },
          {
            min: 12,
            max: 18,
            label: 'Nearly',
            guidance:
              'Book the team’s time for the project now, and plan training so at least one person can check and fix the automation without outside help.',
          },
          {
            min: 19,
            max: 25,
            label: 'Ready',
            guidance:
              'A clear owner, a willing team and someone to look after it. Involve them in testing: they know the exceptions nobody wrote down.',
          },
        ],
      },
      {
        kind: 'questions',
        heading: '5. Goals, budget and measurement',
        paragraphs: [
          'You can only prove an automation worked if you know where you started. This section checks that the business case is clear and measurable.',
        ],
        questions: [
          {
            text: 'Do you know how long the process takes today?',
            low: 'A rough guess.',
            high: 'Measured: minutes per item and items per month.',
          },
          {
            text: 'Have you written down what success looks like?',
            low: '“Save some time.”',
            high: `A target with a date, such as “cut invoice processing from 40 to 8 hours a month within 60 days”.`,
          },
          {
            text: 'Is there a budget for building and running it?',
            low: 'No budget has been discussed.',
            high: 'Agreed for the build and for the tools it runs on, from a written quote.',
          },
          {
            text: 'How will you check the result after go-live?',
            low: 'We will see how it feels.',
            high: 'The same measure as before, on a date in the diary.',
          },
          {
            text: 'How much does the problem cost you now?',
            low: 'It is an annoyance, nothing more.',
            high: 'It costs us money, customers or staff every month.',
          },
        ],
        bands: [
          {
            min: 5,
            max: 11,
            label: 'Unclear case',
            guidance:
              'Measure the process for two weeks, put a cost on it and set one target. Without a baseline, even a good automation is hard to justify.',
          },
          {
            min: 12,
            max: 18,
            label: 'Mostly clear',
            guidance:
              'Turn the remaining gaps into numbers: a target, a budget and a date to check the result. Our ROI calculator helps with the first two.',
          },
          {
            min: 19,
            max: 25,
            label: 'Clear case',
            guidance:
              'A measured baseline, a target and a budget. You will be able to show the return, not just feel it.',
          },
        ],
      },
      {
        kind: 'questions',
        heading: '6. Risk, security and compliance',
        paragraphs: [
          'Automations move data without a person watching each step. This section checks that you know what data is involved and what happens when something goes wrong.',
        ],
        questions: [
          {
            text: 'Do you know what personal data this process handles?',
            low: 'We are not sure.',
            high: 'Listed, with the lawful basis for each use.',
          },
          {
            text: 'How is access to the systems controlled?',
            low: 'Shared logins; former staff may still have access.',
            high: 'Named accounts with two-step login, reviewed every quarter.',
          },
          {
            text: 'Is there a manual fallback if the automation stops?',
            low: 'Nobody remembers how it was done by hand.',
            high: 'Written down, and someone can run it by hand.',
          },
          {
            text: 'What stops a mistake reaching a customer?',
            low: 'Nothing: errors are found when customers complain.',
            high: 'A person checks anything that matters before it leaves the business.',
          },
          {
            text: 'Do your suppliers’ terms allow your data to pass through automation and AI services?',
            low: 'We have never checked.',
            high: 'Checked, with data processing agreements in place.',
          },
        ],
        bands: [
          {
            min: 5,
            max: 11,
            label: 'Risky',
            guidance:
              'Fix access, list the personal data and write down the manual fallback before automating. Our Security & Compliance Guide has the checklists.',
          },
          {
            min: 12,
            max: 18,
            label: 'Manageable',
            guidance:
              'Close the gaps during the build: named accounts, a human check on anything customer-facing, and processing agreements with each supplier.',
          },
          {
            min: 19,
            max: 25,
            label: 'Ready',
            guidance:
              'You know your data, your access and your fallback. Keep it that way with a quarterly access review and a weekly look at the run history.',
          },
        ],
      },
      {
        kind: 'scoring',
        heading: 'Your score',
        paragraphs: [
          `Copy your six section totals into the table and add them up. The total runs from 30 to 150.`,
          `Whatever the total, treat any section scoring 11 or less as a blocker and fix it first: a strong total does not make up for a missing owner or data you cannot trust.`,
          `If you would like a second opinion, bring your answers to a free ${claims.freeAudit.value} automation audit and we will go through them with you.`,
        ],
        bands: [
          {
            min: 30,
            max: 89,
            label: 'Not yet',
            guidance:
              'Automating now would mostly automate the problems. Start with your lowest-scoring section, fix the basics over the next month or two, then score the process again.',
          },
          {
            min: 90,
            max: 119,
            label: 'Nearly ready',
            guidance: `You could start, but the gaps will slow the project and raise its cost. Close the gaps in any section below 12, then begin with one small automation rather than the whole process.`,
          },
          {
            min: 120,
            max: 150,
            label: 'Ready',
            guidance: `This process is a good candidate. With an owner and a budget in place, your first automation could be live within ${claims.firstAutomationLive.value} of the kick-off.`,
          },
        ],
      },
    ],
  },
);
