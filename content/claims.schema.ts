/** The shape of `content/claims.ts`: its schemas and types, checked when that module loads (`parseContent`). */
import * as v from 'valibot';
import { Text } from './schema.ts';

export const ClaimSchema = v.object({
  /** The figure as shown: "20+", "60–90%", "2–4 weeks". */
  value: Text,
  /** A sentence that states the claim with its figure, usable on its own. */
  statement: Text,
  /** What exactly the figure measures, for the methodology and for anyone checking. */
  measures: Text,
  /**
   * What a return is counted on ("total cost", "setup fee"), for a claim that is one: copy that quotes the
   * figure as a percentage names it (the rule `claim` checks this).
   */
  basis: v.optional(v.picklist(['total cost', 'setup fee'])),
});
export type Claim = v.InferOutput<typeof ClaimSchema>;

export const ClaimsSchema = v.object({
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

export const TimelineSchema = v.object({
  /** The weeks of each phase of the full programme (SPEC §9 About: 1–2, 2–3, 3–8, 8–9), as labels. */
  weeks: v.object({
    /** "Weeks 1–2". */
    discovery: Text,
    /** "Weeks 2–3": the written plan and targets, signed off before anything is built. */
    planning: Text,
    /** "Weeks 3–8": `claims.developmentWindow` as a label. */
    development: Text,
    /** "Weeks 8–9": training, and the go-live checklist signed off at its end. */
    training: Text,
  }),
  /** When each package's automations are live, as its card shows it ("Live in 2–3 weeks"), by package id. */
  live: v.object({ starter: Text, standard: Text, premium: Text }),
  /** Which weeks those are: the full programme, and how each smaller package goes through the same phases. */
  scope: Text,
  /** When the full programme's development and training end, in one sentence. */
  programmeEnd: Text,
  /** When the build starts and when the first automation goes live. */
  firstLive: Text,
  /** From when the 60-day results clock is counted: "go-live" (the rule `claim` checks this word). */
  resultsClockStart: Text,
  /** The results promise as a badge or card title: "Results 60 days after go-live", never without its start. */
  resultsPromise: Text,
  /** The results check, said once. */
  resultsCheck: Text,
  /** When the setup fee is invoiced: half on approving the plan, half at go-live. */
  setupFee: Text,
  /** When the monthly fee starts. */
  monthlyFee: Text,
  /**
   * From when the Starter money-back's 30 days are counted: "go-live", when the second half of the setup fee is
   * invoiced (the rule `claim` checks this word).
   */
  moneyBackClockStart: Text,
  /** What the 30-day money-back guarantee covers (SPEC §9: the Starter package; the legal "initial consultation"). */
  moneyBack: Text,
});
export type Timeline = v.InferOutput<typeof TimelineSchema>;

/** The promises a package can carry (content/packages.ts says which package has which). */
export const PROMISE_IDS = ['results', 'optimisation', 'noLongTermContract', 'moneyBack'] as const;
export type PromiseId = (typeof PROMISE_IDS)[number];

export const PromiseSchema = v.object({
  /** As a sentence names it after "comes with": "the results guarantee", "a 30-day money-back guarantee". */
  name: Text,
  /** As a card or badge titles it: "Results 60 days after go-live". */
  title: Text,
  /** The promise in full, as the terms state it. */
  statement: Text,
});
export type PackagePromise = v.InferOutput<typeof PromiseSchema>;

export const PromisesSchema = v.object(
  Object.fromEntries(PROMISE_IDS.map((id) => [id, PromiseSchema])) as Record<PromiseId, typeof PromiseSchema>,
);
export type Promises = v.InferOutput<typeof PromisesSchema>;
