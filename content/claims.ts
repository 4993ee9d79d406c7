/**
 * Every claim the site makes more than once (docs/product.md#promises-and-claims), as one record each, so no two pages
 * can disagree. Each record says what its figure measures: read together, the figures are compatible (the 10x and the
 * 300% measure different things; the 68% is a share of admin time, the ROI benchmarks a share of all hours). Pages, the
 * ROI methodology and articles read these; copy that quotes a claim interpolates `value`.
 */
import { labels } from './labels.ts';
import { parseContent } from './schema.ts';
import {
  BenchmarksSchema,
  type Benchmarks,
  type Claim,
  ClaimsSchema,
  type Claims,
  PromisesSchema,
  type Promises,
  TimelineSchema,
  type Timeline,
} from './claims.schema.ts';

export type { Benchmarks, Claim, Claims, PromiseId, Promises, Timeline } from './claims.schema.ts';

/** A claim's figure at the start of a label: "weeks 3–8" → "Weeks 3–8". */
export const asLabel = (claim: Claim): string => claim.value.charAt(0).toUpperCase() + claim.value.slice(1);

/**
 * The full programme's phases and the weeks each runs in (docs/product.md#timeline: weeks 1–2 discovery, 2–3 planning,
 * 3–8 development, 8–9 training). Every week of the programme a page states is read from here, through `timeline` and
 * `claims.developmentWindow`; `brightwork validate` reports a week range written anywhere else.
 */
const PROGRAMME_WEEKS = { discovery: [1, 2], planning: [2, 3], development: [3, 8], training: [8, 9] } as const;

/** "Weeks 1–2". */
const weeksLabel = ([from, to]: readonly [number, number]): string => `Weeks ${from}–${to}`;

/** How long each package takes to be live (its card's line): one automation, three, or the full programme. */
const SINGLE_AUTOMATION_WEEKS = '2–3 weeks';
const THREE_AUTOMATIONS_WEEKS = '3–4 weeks';

/** A length of time before a noun, as one hyphenated word: "60 days" → "60-day" (a "60-day review"). */
export const asModifier = (claim: Claim): string =>
  claim.value.replace(/^(\d+) (minute|hour|day|week|month|year)s$/, '$1-$2');

export const claims: Claims = parseContent('content/claims.ts', ClaimsSchema, {
  hoursSavedWeekly: {
    kind: 'measured',
    value: '20+',
    statement: 'Clients with several automations running save 20+ hours a week across their team.',
    measures:
      'Staff hours no longer spent on the automated tasks, per client business, once a programme of several automations is live. A single automation in our case studies saves 9–15 hours a week; the 20+ is the sum across a client’s automations.',
    basis: {
      counts: 'staff hours a week no longer spent on the automated tasks, per client business',
      over: 'every client with three or more automations live, 60 days after go-live',
      since: 'January 2023',
    },
  },
  hoursSavedWeeklyRange: {
    kind: 'measured',
    value: '20–40',
    statement: 'Most clients get back 20–40 hours a week across their team.',
    measures: 'The middle range of hours saved per client business per week, measured 60 days after go-live.',
    basis: {
      counts:
        'staff hours a week no longer spent on the automated tasks, per client business: the middle half of results',
      over: 'every client with automations live, 60 days after go-live',
      since: 'January 2023',
    },
  },
  annualSavings: {
    kind: 'measured',
    value: '£50,000+',
    statement: 'A team of ten typically saves £50,000+ a year.',
    measures: 'Hours saved a year valued at the staff’s hourly cost, for a client team of about ten people.',
    basis: {
      counts: 'hours saved a year, valued at each client’s own staff cost',
      over: 'clients with teams of eight to twelve people and three or more automations live',
      since: 'January 2023',
    },
  },
  monthlyOpportunities: {
    kind: 'measured',
    value: '£10,000+',
    statement: 'A typical audit finds £10,000+ a month of savings opportunities.',
    measures: 'The value of every automatable task found in a free audit, before choosing which to automate.',
    basis: {
      counts: 'the monthly value of every automatable task a free audit found, before any was chosen: the median audit',
      over: 'every free audit we have run',
      since: 'our first audit, in 2022',
    },
  },
  roiMultiple: {
    kind: 'measured',
    value: '10x',
    statement: 'First-year savings average ten times the setup fee.',
    measures: 'First-year savings divided by the one-off setup fee, averaged over completed projects.',
    returnOn: 'setup fee',
    basis: {
      counts: 'first-year savings divided by the one-off setup fee, averaged',
      over: 'every package project that has completed its first year live',
      since: 'the packages launched in 2024',
    },
  },
  averageRoi: {
    kind: 'measured',
    value: '300%',
    statement:
      'Completed projects average a 300% first-year return on investment on the total cost: the setup fee plus twelve monthly fees.',
    measures:
      'First-year ROI on the total cost (setup fee plus twelve monthly fees), averaged over completed projects.',
    returnOn: 'total cost',
    basis: {
      counts: 'first-year return on the total cost (the setup fee plus twelve monthly fees), averaged',
      over: 'every package project that has completed its first year live',
      since: 'the packages launched in 2024',
    },
  },
  adminTimeRepetitive: {
    kind: 'measured',
    value: '68%',
    statement: '68% of the time small teams spend on admin goes on repetitive tasks a machine could do.',
    measures:
      'The repetitive share of admin time (data entry, chasing, copying between systems), not of all working hours: across a whole week that is typically 5–35%, depending on the business.',
    basis: {
      counts: 'the share of admin hours spent on repetitive tasks: data entry, chasing, copying between systems',
      over: 'the working weeks we have mapped in free audits',
      since: '2022',
    },
  },
  lostProductivity: {
    kind: 'measured',
    value: '£75,000+',
    statement: 'Repetitive admin costs a team of ten £75,000+ a year in lost productivity.',
    measures: 'Hours spent on automatable admin a year, valued at the staff’s hourly cost, for a team of ten.',
    basis: {
      counts: 'hours a year spent on admin a machine could do, valued at staff cost and scaled to a team of ten',
      over: 'the working weeks we have mapped in free audits',
      since: '2022',
    },
  },
  manualWorkReduction: {
    kind: 'measured',
    value: '80%',
    statement: 'The processes we automate need 80% less manual work.',
    measures: 'Manual handling time removed from an automated process, on average across processes.',
    basis: {
      counts: 'manual handling time taken out of a process once automated, against its own baseline, averaged',
      over: 'every process we have automated and measured 60 days after go-live',
      since: 'January 2023',
    },
  },
  typicalTimeReduction: {
    kind: 'measured',
    value: '60–90%',
    statement: 'Automation typically cuts the time a task takes by 60–90%.',
    measures:
      'Reduction in the time a single automated task takes; people still handle the exceptions, so it is rarely 100%.',
    basis: {
      counts: 'the time an automated task takes against its own baseline: the middle half of results',
      over: 'every automated task we have measured 60 days after go-live',
      since: 'January 2023',
    },
  },
  documentAccuracy: {
    kind: 'measured',
    value: '99%+',
    statement: 'AI document processing reads invoices, receipts and forms with 99%+ accuracy.',
    measures: 'Fields extracted correctly, checked against a person’s reading, on documents of a known layout.',
    basis: {
      counts: 'fields extracted correctly, checked against a person’s reading of the same documents',
      over: 'documents of a known layout in our document-processing projects, over each project’s first three months',
      since: '2022',
    },
  },
  paybackWindow: {
    kind: 'measured',
    value: '30–60 days',
    statement: 'A well-chosen automation usually pays for itself within 30–60 days.',
    measures: 'Days after go-live until the hours saved have paid back the setup fee, for the first automation chosen.',
    basis: {
      counts: 'days from go-live until the hours saved have paid back the setup fee: the middle half of results',
      over: 'the first automation of every package project',
      since: 'the packages launched in 2024',
    },
  },
  resultsGuarantee: {
    kind: 'promise',
    value: '60 days',
    statement: 'Results within 60 days of go-live, or we keep working free until you are satisfied.',
    measures:
      'The clock starts when your first automation goes live, not at the kick-off: the agreed targets are checked 60 days after go-live, and until they are met, our work is free.',
  },
  optimisationSupport: {
    kind: 'promise',
    value: '90 days',
    statement: 'Every package includes 90 days of optimisation support after go-live.',
    measures:
      'Tuning, fixes and small changes for 90 days from go-live, at no extra cost, on the Starter, Standard and Premium packages. A one-off service project has its own period, shown on its service page (2 or 3 months).',
  },
  freeAudit: {
    kind: 'promise',
    value: '30-minute',
    statement: 'Start with a free 30-minute automation audit.',
    measures: 'A video call that maps your work and estimates the savings, with a written summary afterwards.',
  },
  auditsPerMonth: {
    kind: 'promise',
    value: '5',
    statement: 'We run only 5 free audits a month.',
    measures: 'The number of free audits we take on each calendar month.',
  },
  integrations: {
    kind: 'measured',
    value: '200+',
    statement: 'We connect 200+ applications.',
    measures: 'Applications we have connected for clients through automation platforms and direct APIs.',
    basis: {
      counts: 'distinct applications our automations connect to for clients, through platforms and direct APIs',
      over: 'every client project, live or finished',
      since: 'our first project, in 2021',
    },
  },
  noLongTermContracts: {
    kind: 'promise',
    value: 'No long-term contracts',
    statement: 'No long-term contracts: monthly plans end with 30 days’ notice.',
    measures: 'The notice period of every monthly plan.',
  },
  firstAutomationLive: {
    kind: 'promise',
    value: '2–4 weeks',
    statement: 'Your first automation is usually live within 2–4 weeks of the kick-off.',
    measures:
      'Time from the kick-off to the first automation running on live data. The build starts once the plan is signed off (week 2 for a single automation, week 3 in the full programme) and the first automation, built first, takes 1–2 weeks.',
  },
  buildTime: {
    kind: 'promise',
    value: '2–6 weeks',
    statement: 'Building and testing takes 2–6 weeks, depending on how many automations you choose.',
    measures:
      'The build phase alone, from an agreed plan to go-live: 2 weeks for one automation, up to 6 for six or more.',
  },
  developmentWindow: {
    kind: 'promise',
    value: weeksLabel(PROGRAMME_WEEKS.development).toLowerCase(),
    statement: 'Development runs in weeks 3–8 of a project, after discovery and planning.',
    measures:
      'The calendar window for development in the largest programme; smaller projects finish it earlier in that window.',
  },
  developmentCost: {
    kind: 'measured',
    value: `£500–£5,000 ${labels.vat.excluded}`,
    statement: `Building a business automation typically costs £500–£5,000 ${labels.vat.excluded}.`,
    measures: 'One-off development cost per automation, from a single workflow to a multi-system process with AI.',
    basis: {
      counts: 'the one-off price of building a single automation',
      over: 'our fixed-price quotes, from one workflow to a multi-system process with AI',
      since: '2024',
    },
  },
  toolCost: {
    kind: 'measured',
    value: `£50–£500 a month ${labels.vat.excluded}`,
    statement: `The tools an automation runs on typically cost £50–£500 a month ${labels.vat.excluded}.`,
    measures: 'Subscriptions to automation platforms and AI services, depending on volume.',
    basis: {
      counts:
        'monthly subscriptions to the automation platforms and AI services an automation runs on, paid to their providers',
      over: 'our clients’ live automations',
      since: '2024',
    },
  },
  enquiryReply: {
    kind: 'promise',
    value: '24 hours',
    statement: 'We reply to every enquiry within 24 hours.',
    measures: 'Time from your enquiry to a reply from a person, on working days.',
  },
  emergencySupport: {
    kind: 'promise',
    value: '24/7',
    statement: 'Enterprise support answers emergencies 24/7, by phone and ticket, within 1 hour.',
    measures:
      'On the Enterprise level the critical-issue phone line and tickets are answered at any hour, every day; on Standard and Premium they are answered in working hours (Mon–Fri 09:00–17:00 UK time).',
  },
  uptimeTarget: {
    kind: 'promise',
    value: '99.9%',
    statement: 'We target 99.9% uptime each calendar month for the automations we host or manage.',
    measures:
      'Minutes the automations we host or manage are available, against all minutes of the calendar month, leaving out third-party outages and maintenance announced in advance.',
  },
  quickChecks: {
    kind: 'measured',
    value: '80%',
    statement: 'Quick checks solve 80% of problems.',
    measures: 'Share of support tickets resolved by the quick checks on our troubleshooting page.',
    basis: {
      counts: 'support tickets closed by one of the quick checks on the troubleshooting page, with no fix from us',
      over: 'every support ticket raised',
      since: '2024',
    },
  },
  popularPackage: {
    kind: 'measured',
    value: 'Most Popular',
    statement: 'Standard is the package our clients buy most often.',
    measures: 'Packages bought, counted by package: Standard more often than Starter or Premium.',
    basis: {
      counts: 'packages bought, by package: Standard more often than Starter or Premium',
      over: 'every package sold',
      since: 'the packages launched in 2024',
    },
  },
  popularTrainingModules: {
    kind: 'measured',
    value: 'Most popular',
    statement: 'The modules marked most popular are the two our clients book most often.',
    measures: 'Training sessions booked, counted by module: the two modules booked most often.',
    basis: {
      counts: 'training sessions booked, by module: the two booked most often',
      over: 'every training session we have run',
      since: '2024',
    },
  },
  reductionByProcess: {
    kind: 'measured',
    value: 'Typical reduction by process',
    statement: 'The typical reduction in time spent, by kind of process, that we plan a project with.',
    measures: 'Time spent on a kind of process after automation, against its own baseline: the middle half of results.',
    basis: {
      counts:
        'the time an automated process takes against its own baseline, by kind of process: the middle half of results',
      over: 'every process we have automated and measured 60 days after go-live',
      since: 'January 2023',
    },
  },
  taskShareByBusinessType: {
    kind: 'measured',
    value: 'Typical share of the week',
    statement: 'The typical share of the working week spent on repetitive tasks, by business type.',
    measures:
      'Hours a week on repetitive tasks against all working hours, by business type: the middle half of results.',
    basis: {
      counts:
        'hours a week on repetitive tasks against all working hours, by business type: the middle half of results',
      over: 'the working weeks we have mapped in free audits',
      since: '2022',
    },
  },
});

/** The day both guarantee clocks start: the results check and the Starter money-back are counted from it. */
const GO_LIVE = 'go-live';

/**
 * The project timeline, said one way (one home for each fact, docs/decisions/0021-one-home-for-each-fact.md): one
 * record that About, getting started, the home framework, the FAQs, the pricing page and the terms read, so the weeks,
 * the results clock, the setup and monthly fees and the money-back guarantee are said one way.
 */
export const timeline: Timeline = parseContent('content/claims.ts', TimelineSchema, {
  weeks: {
    discovery: weeksLabel(PROGRAMME_WEEKS.discovery),
    planning: weeksLabel(PROGRAMME_WEEKS.planning),
    development: asLabel(claims.developmentWindow),
    training: weeksLabel(PROGRAMME_WEEKS.training),
  },
  live: {
    starter: `Live in ${SINGLE_AUTOMATION_WEEKS}`,
    standard: `Live in ${THREE_AUTOMATIONS_WEEKS}`,
    premium: `First live in ${claims.firstAutomationLive.value}, all by week ${PROGRAMME_WEEKS.training[1]}`,
  },
  scope: `These are the weeks of the full programme, as on Premium (six or more automations): the first automation goes live within ${claims.firstAutomationLive.value}, the rest follow one by one, and all are live, with your team trained, by the end of week ${PROGRAMME_WEEKS.training[1]}. Standard (three automations) goes through the same phases and is live in ${THREE_AUTOMATIONS_WEEKS}; Starter (one automation) in ${SINGLE_AUTOMATION_WEEKS}.`,
  programmeEnd: `A programme of six or more automations finishes development by the end of week ${PROGRAMME_WEEKS.development[1]} and training by the end of week ${PROGRAMME_WEEKS.training[1]}.`,
  firstLive: `The build starts once you sign off the plan (week 2 for a single automation, week ${PROGRAMME_WEEKS.development[0]} in the full programme), and your first automation is built first, so it is usually live within ${claims.firstAutomationLive.value} of the kick-off.`,
  resultsClockStart: GO_LIVE,
  resultsPromise: `Results ${claims.resultsGuarantee.value} after ${GO_LIVE}`,
  resultsCheck: `We check the agreed targets ${claims.resultsGuarantee.value} after go-live, counted from the day your first automation runs on live data, not from the kick-off.`,
  setupFee:
    'We invoice half of the setup fee when you approve the written plan and quote, and the other half when your automations go live.',
  monthlyFee:
    'The monthly fee starts on the day your first automation goes live and is invoiced monthly in advance, so you never pay it for an automation that is not running yet.',
  moneyBackClockStart: GO_LIVE,
  moneyBack: `The Starter package comes with a 30-day money-back guarantee: if you are not satisfied, tell us within 30 days of ${GO_LIVE} and we refund everything you have paid us for the package. Go-live is the day your automation starts running on live data, and the day we invoice the second half of the setup fee. The Standard and Premium packages have no money-back guarantee; like Starter, they have the results guarantee.`,
});

/**
 * The promises a package can carry, each named once: content/packages.ts says which package has which, and builds
 * the one sentence that says so (`guarantees`) for the home, pricing, about and terms pages.
 */
export const promises: Promises = parseContent('content/claims.ts', PromisesSchema, {
  results: {
    name: 'the results guarantee',
    title: timeline.resultsPromise,
    statement: `${claims.resultsGuarantee.statement} ${timeline.resultsCheck}`,
  },
  optimisation: {
    name: `${claims.optimisationSupport.value} of optimisation support`,
    title: `${claims.optimisationSupport.value} of optimisation support`,
    statement: `For ${claims.optimisationSupport.value} after go-live we tune, fix and make small changes at no extra cost.`,
  },
  noLongTermContract: {
    name: 'a monthly plan with no long-term contract',
    title: claims.noLongTermContracts.value,
    statement: claims.noLongTermContracts.statement,
  },
  moneyBack: {
    name: 'a 30-day money-back guarantee',
    title: '30-day money-back guarantee',
    statement: timeline.moneyBack,
  },
});

/** The ranges of the ROI Benchmarks tab (content/roi.ts) and the articles that quote them, counted as the claims say. */
export const benchmarks: Benchmarks = parseContent('content/claims.ts', BenchmarksSchema, {
  reduction: {
    invoices: '60–80%',
    dataEntry: '70–90%',
    emailReplies: '40–60%',
    reporting: '70–90%',
    onboarding: '50–70%',
    scheduling: '60–80%',
  },
  taskShare: {
    retail: '10–15%',
    professional: '15–25%',
    manufacturing: '5–10%',
    ecommerce: '25–35%',
    healthcare: '15–25%',
    finance: '20–30%',
  },
});
