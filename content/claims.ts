/**
 * Every claim the site makes more than once (SPEC §1, §9), as one record each, so no two pages can disagree.
 * Each record says what its figure measures: read together, the figures are compatible (the 10x and the 300%
 * measure different things; the 68% is a share of admin time, the ROI benchmarks a share of all hours).
 * Pages, the ROI methodology and articles read these; copy that quotes a claim interpolates `value`.
 */
import * as v from 'valibot';
import { Text, parseContent } from './schema.ts';

export const ClaimSchema = v.object({
  /** The figure as shown: "20+", "60–90%", "2–4 weeks". */
  value: Text,
  /** A sentence that states the claim with its figure, usable on its own. */
  statement: Text,
  /** What exactly the figure measures, for the methodology and for anyone checking. */
  measures: Text,
});
export type Claim = v.InferOutput<typeof ClaimSchema>;

const ClaimsSchema = v.object({
  /** Hours a client saves each week (SPEC §1 "20+ hours saved weekly"). */
  hoursSavedWeekly: ClaimSchema,
  /** The range behind "20+": SPEC §9 "20–40 hours saved weekly". */
  hoursSavedWeeklyRange: ClaimSchema,
  /** Annual savings (SPEC §1 "£50,000+"). */
  annualSavings: ClaimSchema,
  /** Monthly savings opportunities found in an audit (SPEC §9 "£10,000+"). */
  monthlyOpportunities: ClaimSchema,
  /** First-year return on the setup fee (SPEC §9 "10x ROI", "average ROI 10x in first year"). */
  roiMultiple: ClaimSchema,
  /** Average ROI on total cost (SPEC §9 "300% average ROI"). */
  averageRoi: ClaimSchema,
  /** Share of routine admin time that is repetitive (SPEC §9 "68% time wasted"). */
  adminTimeRepetitive: ClaimSchema,
  /** Lost productivity for a team of ten (SPEC §9 "£75,000+"). */
  lostProductivity: ClaimSchema,
  /** Manual work removed from an automated process (SPEC §9 "80% manual work reduction"). */
  manualWorkReduction: ClaimSchema,
  /** Typical time saved on an automated task (SPEC §9 blog "60–90% time savings"). */
  typicalTimeReduction: ClaimSchema,
  /** Extraction accuracy of AI document processing (SPEC §9 blog "99%+ accuracy"). */
  documentAccuracy: ClaimSchema,
  /** When an automation pays back (SPEC §9 blog "ROI within 30–60 days"). */
  paybackWindow: ClaimSchema,
  /** Results guarantee (SPEC §1, §9 "results in 60 days", "work free until satisfied"). */
  resultsGuarantee: ClaimSchema,
  /** Optimisation support after go-live (SPEC §9 "90 days optimization support"). */
  optimisationSupport: ClaimSchema,
  /** The free audit (SPEC §1 "free 30-minute automation audit", "only 5 free audits per month"). */
  freeAudit: ClaimSchema,
  auditsPerMonth: ClaimSchema,
  /** Integrations (SPEC §1 "200+ integrations"). */
  integrations: ClaimSchema,
  /** Contracts (SPEC §1 "no long-term contracts"). */
  noLongTermContracts: ClaimSchema,
  /** Time to the first live automation (the FAQ's "two to four weeks"). */
  firstAutomationLive: ClaimSchema,
  /** Build time by scope (the ROI assumptions' "two to six weeks"; SPEC §9 project phase 2–6 weeks). */
  buildTime: ClaimSchema,
  /** Development ends by week 8 even for the largest package (SPEC §9 about page "weeks 3–8 development"). */
  developmentWindow: ClaimSchema,
  /** Typical costs quoted in articles (SPEC §9 "development cost 500–5,000", "tools 50–500 per month"). */
  developmentCost: ClaimSchema,
  toolCost: ClaimSchema,
  /** Reply to enquiries (SPEC §2 Contact "replies within 24 hours"). */
  enquiryReply: ClaimSchema,
  /** Emergency support (SPEC §9 troubleshooting "emergency support 24/7"). */
  emergencySupport: ClaimSchema,
  /** Quick checks (SPEC §9 troubleshooting "quick checks solve 80% of problems"). */
  quickChecks: ClaimSchema,
});
export type Claims = v.InferOutput<typeof ClaimsSchema>;

/** A claim's figure at the start of a label: "weeks 3–8" → "Weeks 3–8". */
export const asLabel = (claim: Claim): string => claim.value.charAt(0).toUpperCase() + claim.value.slice(1);

export const claims: Claims = parseContent('content/claims.ts', ClaimsSchema, {
  hoursSavedWeekly: {
    value: '20+',
    statement: 'Our clients save 20+ hours a week.',
    measures: 'Staff hours no longer spent on the automated tasks, per client business, once its automations are live.',
  },
  hoursSavedWeeklyRange: {
    value: '20–40',
    statement: 'Most clients get back 20–40 hours a week across their team.',
    measures: 'The middle range of hours saved per client business per week, measured 60 days after go-live.',
  },
  annualSavings: {
    value: '£50,000+',
    statement: 'A team of ten typically saves £50,000+ a year.',
    measures: 'Hours saved a year valued at the staff’s hourly cost, for a client team of about ten people.',
  },
  monthlyOpportunities: {
    value: '£10,000+',
    statement: 'A typical audit finds £10,000+ a month of savings opportunities.',
    measures: 'The value of every automatable task found in a free audit, before choosing which to automate.',
  },
  roiMultiple: {
    value: '10x',
    statement: 'First-year savings average ten times the setup fee.',
    measures: 'First-year savings divided by the one-off setup fee, averaged over completed projects.',
  },
  averageRoi: {
    value: '300%',
    statement: 'Completed projects average a 300% return on investment in their first year.',
    measures:
      'First-year ROI on the total cost (setup fee plus twelve monthly fees), averaged over completed projects.',
  },
  adminTimeRepetitive: {
    value: '68%',
    statement: '68% of the time small teams spend on admin goes on repetitive tasks a machine could do.',
    measures:
      'The repetitive share of admin time (data entry, chasing, copying between systems), not of all working hours: across a whole week that is typically 5–35%, depending on the business.',
  },
  lostProductivity: {
    value: '£75,000+',
    statement: 'Repetitive admin costs a team of ten £75,000+ a year in lost productivity.',
    measures: 'Hours spent on automatable admin a year, valued at the staff’s hourly cost, for a team of ten.',
  },
  manualWorkReduction: {
    value: '80%',
    statement: 'The processes we automate need 80% less manual work.',
    measures: 'Manual handling time removed from an automated process, on average across processes.',
  },
  typicalTimeReduction: {
    value: '60–90%',
    statement: 'Automation typically cuts the time a task takes by 60–90%.',
    measures:
      'Reduction in the time a single automated task takes; people still handle the exceptions, so it is rarely 100%.',
  },
  documentAccuracy: {
    value: '99%+',
    statement: 'AI document processing reads invoices, receipts and forms with 99%+ accuracy.',
    measures: 'Fields extracted correctly, checked against a person’s reading, on documents of a known layout.',
  },
  paybackWindow: {
    value: '30–60 days',
    statement: 'A well-chosen automation usually pays for itself within 30–60 days.',
    measures: 'Days after go-live until the hours saved have paid back the setup fee, for the first automation chosen.',
  },
  resultsGuarantee: {
    value: '60 days',
    statement: 'Results within 60 days, or we keep working free until you are satisfied.',
    measures: 'The agreed targets are checked 60 days after go-live; until they are met, our work is free.',
  },
  optimisationSupport: {
    value: '90 days',
    statement: 'Every project includes 90 days of optimisation support after go-live.',
    measures: 'Tuning, fixes and small changes for 90 days from go-live, at no extra cost.',
  },
  freeAudit: {
    value: '30-minute',
    statement: 'Start with a free 30-minute automation audit.',
    measures: 'A video call that maps your work and estimates the savings, with a written summary afterwards.',
  },
  auditsPerMonth: {
    value: '5',
    statement: 'We run only 5 free audits a month.',
    measures: 'The number of free audits we take on each calendar month.',
  },
  integrations: {
    value: '200+',
    statement: 'We connect 200+ applications.',
    measures: 'Applications we have connected for clients through automation platforms and direct APIs.',
  },
  noLongTermContracts: {
    value: 'No long-term contracts',
    statement: 'No long-term contracts: monthly plans end with 30 days’ notice.',
    measures: 'The notice period of every monthly plan.',
  },
  firstAutomationLive: {
    value: '2–4 weeks',
    statement: 'Your first automation is usually live within 2–4 weeks of the kick-off.',
    measures: 'Time from the kick-off to the first automation running on live data.',
  },
  buildTime: {
    value: '2–6 weeks',
    statement: 'Building and testing takes 2–6 weeks, depending on how many automations you choose.',
    measures:
      'The build phase alone, from an agreed plan to go-live: 2 weeks for one automation, up to 6 for six or more.',
  },
  developmentWindow: {
    value: 'weeks 3–8',
    statement: 'Development runs in weeks 3–8 of a project, after discovery and planning.',
    measures:
      'The calendar window for development in the largest programme; smaller projects finish it earlier in that window.',
  },
  developmentCost: {
    value: '£500–£5,000',
    statement: 'Building a business automation typically costs £500–£5,000.',
    measures: 'One-off development cost per automation, from a single workflow to a multi-system process with AI.',
  },
  toolCost: {
    value: '£50–£500 a month',
    statement: 'The tools an automation runs on typically cost £50–£500 a month.',
    measures: 'Subscriptions to automation platforms and AI services, depending on volume.',
  },
  enquiryReply: {
    value: '24 hours',
    statement: 'We reply to every enquiry within 24 hours.',
    measures: 'Time from your enquiry to a reply from a person, on working days.',
  },
  emergencySupport: {
    value: '24/7',
    statement: 'Emergency support is available 24/7 by phone.',
    measures: 'The critical-issue phone line is answered at any hour, every day.',
  },
  quickChecks: {
    value: '80%',
    statement: 'Quick checks solve 80% of problems.',
    measures: 'Share of support tickets resolved by the quick checks on our troubleshooting page.',
  },
});
