/**
 * Every claim the site makes (docs/product.md#promises-and-claims), as one record each, so no two pages can disagree.
 * A measured claim carries its basis, one sentence that every page citing it shows once, as a numbered footnote
 * (docs/decisions/0041-claims-are-data-bases-are-footnotes.md): copy writes `cite(claims.x)` where it states the figure,
 * and `brightwork validate --built` reports a claim-shaped figure on a page that is no record's value, or a measured one
 * without its note. Read together, the figures are compatible: the 10x and the 300% measure different things; the 68%
 * is a share of admin time, the ROI benchmarks a share of all hours.
 */
import { labels } from './labels.ts';
import { cite, parseContent } from './schema.ts';
import {
  BenchmarksSchema,
  type Benchmarks,
  type Claim,
  ClaimsSchema,
  type ClaimRecords,
  type Claims,
  PromisesSchema,
  type Promises,
  TimelineSchema,
  type Timeline,
} from './claims.schema.ts';

export type { Benchmarks, Claim, Claims, PromiseId, Promises, Timeline } from './claims.schema.ts';

/** A claim's figure at the start of a label: "weeks 3–8" → "Weeks 3–8". */
const asLabel = (claim: Claim): string => claim.value.charAt(0).toUpperCase() + claim.value.slice(1);

/**
 * The full programme's phases and the weeks each runs in (docs/product.md#timeline: weeks 1–2 discovery, 2–3 planning,
 * 3–8 development, 8–9 training). Every week of the programme a page states is read from here, through `timeline` and
 * `claims.developmentWindow`, and the phases' names and what happens in each are content/process.ts.
 */
export const PROGRAMME_WEEKS = { discovery: [1, 2], planning: [2, 3], development: [3, 8], training: [8, 9] } as const;

/** "Weeks 1–2". */
const weeksLabel = ([from, to]: readonly [number, number]): string => `Weeks ${from}–${to}`;

/** How long each package takes to be live (its card's line): one automation, three, or the full programme. */
const SINGLE_AUTOMATION_WEEKS = '2–3 weeks';
const THREE_AUTOMATIONS_WEEKS = '3–4 weeks';

/** A length of time before a noun, as one hyphenated word: "60 days" → "60-day" (a "60-day review"). */
export const asModifier = (claim: Claim): string =>
  claim.value.replace(/^(\d+) (minute|hour|day|week|month|year)s$/, '$1-$2');

/** "hoursSavedWeekly" → "hours-saved-weekly": a claim's id, and so its note's anchor. */
const kebab = (name: string): string => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * Each claim with its id; a measured claim's statement cites it, so a page that quotes the statement shows the note.
 */
function withIds(parsed: ClaimRecords): Claims {
  const entries = Object.entries(parsed).map(([name, claim]) => {
    const id = kebab(name);
    const statement =
      claim.kind === 'measured'
        ? claim.statement.replace(claim.value, cite({ id, value: claim.value }))
        : claim.statement;
    return [name, { ...claim, id, statement }];
  });
  return Object.fromEntries(entries) as Claims;
}

export const claims: Claims = withIds(
  parseContent('content/claims.ts', ClaimsSchema, {
    hoursSavedWeekly: {
      kind: 'measured',
      value: '20+',
      statement: 'Clients with several automations running save 20+ hours a week across their team.',
      basis:
        'Hours a week that a client’s staff no longer spend on the automated tasks, for every client with three or more automations live, measured 60 days after go-live, since January 2023.',
    },
    hoursSavedWeeklyRange: {
      kind: 'measured',
      value: '20–40',
      statement: 'Most clients get back 20–40 hours a week across their team.',
      basis:
        'The middle half of the hours a week that clients’ staff no longer spend on automated tasks, for every client with automations live, measured 60 days after go-live, since January 2023.',
    },
    annualSavings: {
      kind: 'measured',
      value: '£50,000+',
      statement: 'A team of ten typically saves £50,000+ a year.',
      basis:
        'Hours saved in a year, valued at each client’s own staff cost, for clients with teams of eight to twelve people and three or more automations live, since January 2023.',
    },
    monthlyOpportunities: {
      kind: 'measured',
      value: '£10,000+',
      statement: 'A typical audit finds £10,000+ a month of savings opportunities.',
      basis:
        'The monthly value of every automatable task a free audit found, before any was chosen, in the median audit of all we have run since 2022.',
    },
    roiMultiple: {
      kind: 'measured',
      value: '10x',
      statement: 'First-year savings average ten times the setup fee.',
      returnOn: 'setup fee',
      basis:
        'First-year savings divided by the one-off setup fee, averaged across every package project that has completed a year live, since the packages launched in 2024.',
    },
    averageRoi: {
      kind: 'measured',
      value: '300%',
      statement:
        'Completed projects average a 300% first-year return on investment on the total cost: the setup fee plus twelve monthly fees.',
      returnOn: 'total cost',
      basis:
        'First-year return on the total cost (the setup fee plus twelve monthly fees), averaged across every package project that has completed a year live, since the packages launched in 2024.',
    },
    adminTimeRepetitive: {
      kind: 'measured',
      value: '68%',
      statement: '68% of the time small teams spend on admin goes on repetitive tasks a machine could do.',
      basis:
        'The share of admin hours spent on repetitive tasks such as data entry, chasing and copying between systems, in the working weeks we have mapped in free audits since 2022.',
    },
    lostProductivity: {
      kind: 'measured',
      value: '£75,000+',
      statement: 'Repetitive admin costs a team of ten £75,000+ a year in lost productivity.',
      basis:
        'Hours a year spent on admin a machine could do, valued at staff cost and scaled to a team of ten, from the working weeks we have mapped in free audits since 2022.',
    },
    manualWorkReduction: {
      kind: 'measured',
      value: '80%',
      statement: 'The processes we automate need 80% less manual work.',
      basis:
        'Manual handling time taken out of a process once it is automated, against its own baseline, averaged across every process we have automated and measured 60 days after go-live since January 2023.',
    },
    typicalTimeReduction: {
      kind: 'measured',
      value: '60–90%',
      statement: 'Automation typically cuts the time a task takes by 60–90%.',
      basis:
        'The middle half of the time saved on automated tasks, each against its own baseline, for every task we have measured 60 days after go-live since January 2023.',
    },
    documentAccuracy: {
      kind: 'measured',
      value: '99%+',
      statement: 'AI document processing reads invoices, receipts and forms with 99%+ accuracy.',
      basis:
        'Fields extracted correctly, checked against a person’s reading of the same documents, for documents of a known layout in the first three months of our document-processing projects since 2022.',
    },
    paybackWindow: {
      kind: 'measured',
      value: '30–60 days',
      statement: 'A well-chosen automation usually pays for itself within 30–60 days.',
      basis:
        'The middle half of the days from go-live until the hours saved had paid back the setup fee, for the first automation of every package project since the packages launched in 2024.',
    },
    resultsGuarantee: {
      kind: 'promise',
      value: '60 days',
      statement:
        'Every package comes with results within 60 days of go-live, or we keep working free until you are satisfied.',
    },
    optimisationSupport: {
      kind: 'promise',
      value: '90 days',
      statement: 'Every package includes 90 days of optimisation support after go-live.',
    },
    freeAudit: {
      kind: 'promise',
      value: '30-minute',
      statement: 'Start with a free 30-minute automation audit.',
    },
    auditsPerMonth: {
      kind: 'promise',
      value: '5',
      statement: 'We run only 5 free audits a month.',
    },
    integrations: {
      kind: 'measured',
      value: '200+',
      statement: 'We connect 200+ applications.',
      basis:
        'Distinct applications our automations connect to, through automation platforms and direct APIs, in every client project since our first in 2021.',
    },
    noLongTermContracts: {
      kind: 'promise',
      value: 'No long-term contracts',
      statement: 'No long-term contracts: monthly plans end with 30 days’ notice.',
    },
    firstAutomationLive: {
      kind: 'promise',
      value: '2–4 weeks',
      statement: 'Your first automation is usually live within 2–4 weeks of the kick-off.',
    },
    buildTime: {
      kind: 'promise',
      value: '2–6 weeks',
      statement: 'Building and testing takes 2–6 weeks, depending on how many automations you choose.',
    },
    developmentWindow: {
      kind: 'promise',
      value: weeksLabel(PROGRAMME_WEEKS.development).toLowerCase(),
      statement: 'Development runs in weeks 3–8 of a project, after discovery and planning.',
    },
    developmentCost: {
      kind: 'measured',
      value: `£500–£5,000 ${labels.vat.excluded}`,
      statement: `Building a business automation typically costs £500–£5,000 ${labels.vat.excluded}.`,
      basis:
        'Our fixed-price quotes for building one automation, from a single workflow to a multi-system process with AI, since 2024.',
    },
    toolCost: {
      kind: 'measured',
      value: `£50–£500 a month ${labels.vat.excluded}`,
      statement: `The tools an automation runs on typically cost £50–£500 a month ${labels.vat.excluded}.`,
      basis:
        'Monthly subscriptions to the automation platforms and AI services our clients’ live automations run on, paid to the providers, since 2024.',
    },
    enquiryReply: {
      kind: 'promise',
      value: '24 hours',
      statement: 'We reply to every enquiry within 24 hours.',
    },
    emergencySupport: {
      kind: 'promise',
      value: '24/7',
      statement: 'Enterprise support answers emergencies 24/7, by phone and ticket, within 1 hour.',
    },
    uptimeTarget: {
      kind: 'promise',
      value: '99.9%',
      statement: 'We target 99.9% uptime each calendar month for the automations we host or manage.',
    },
    quickChecks: {
      kind: 'measured',
      value: '80%',
      statement: 'Quick checks solve 80% of problems.',
      basis:
        'Support tickets closed by one of the quick checks on the troubleshooting page, with no fix from us, out of every ticket raised since 2024.',
    },
    popularPackage: {
      kind: 'measured',
      value: 'Most Popular',
      statement: 'Standard is the package our clients buy most often.',
      basis:
        'Standard is the package bought most often, ahead of Starter and Premium, counting every package sold since the packages launched in 2024.',
    },
    popularTrainingModules: {
      kind: 'measured',
      value: 'Most popular',
      statement: 'The modules marked most popular are the two our clients book most often.',
      basis: 'The two modules booked most often, counting every training session we have run since 2024.',
    },
    reductionByProcess: {
      kind: 'measured',
      value: 'Typical reduction by process',
      statement: 'The typical reduction in time spent, by kind of process, that we plan a project with.',
      basis:
        'The middle half of the time saved, by kind of process, each against its own baseline, for every process we have automated and measured 60 days after go-live since January 2023.',
    },
    taskShareByBusinessType: {
      kind: 'measured',
      value: 'Typical share of the week',
      statement: 'The typical share of the working week spent on repetitive tasks, by business type.',
      basis:
        'The middle half of the share of working hours spent on repetitive tasks, by business type, in the working weeks we have mapped in free audits since 2022.',
    },
  }),
);

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
  scope: `These are the weeks of the full programme, as on the Premium package (six or more automations): the first automation goes live within ${claims.firstAutomationLive.value}, the rest follow one by one, and all are live, with your team trained, by the end of week ${PROGRAMME_WEEKS.training[1]}. The Standard package (three automations) goes through the same phases and is live in ${THREE_AUTOMATIONS_WEEKS}; Starter (one automation) in ${SINGLE_AUTOMATION_WEEKS}.`,
  programmeEnd: `A programme of six or more automations finishes development by the end of week ${PROGRAMME_WEEKS.development[1]} and training by the end of week ${PROGRAMME_WEEKS.training[1]}.`,
  firstLive: `The build starts once you sign off the plan (week 2 for a single automation, week ${PROGRAMME_WEEKS.development[0]} in the full programme), and your first automation is built first, so it is usually live within ${claims.firstAutomationLive.value} of the kick-off.`,
  resultsPromise: `Results ${claims.resultsGuarantee.value} after ${GO_LIVE}`,
  resultsCheck: `We check the agreed targets ${claims.resultsGuarantee.value} after go-live, counted from the day your first automation runs on live data, not from the kick-off.`,
  setupFee:
    'We invoice half of the setup fee when you approve the written plan and quote, and the other half when your automations go live.',
  monthlyFee:
    'The monthly fee starts on the day your first automation goes live and is invoiced monthly in advance, so you never pay it for an automation that is not running yet.',
  moneyBack: `The Starter package comes with a 30-day money-back guarantee: if you are not satisfied, tell us within 30 days of ${GO_LIVE} and we refund everything you have paid us for the package. Go-live is the day your automation starts running on live data, and the day we invoice the second half of the setup fee.`,
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
