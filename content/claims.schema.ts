/** The shape of `content/claims.ts`: its schemas and types, checked when that module loads (`parseContent`). */
import * as v from 'valibot';
import { Text } from './schema.ts';

/** What every claim has: its figure and the sentence that states it. */
const ClaimEntries = {
  /** The figure as shown: "20+", "60–90%", "2–4 weeks". */
  value: Text,
  /** A sentence that states the claim with its figure, usable on its own. */
  statement: Text,
};

/**
 * A figure we counted (a result, a saving, a cost, a count of clients or applications, what is popular): every page
 * that states it cites it (`cite`, content/schema.ts), and its basis is that page's footnote.
 */
const MeasuredClaimSchema = v.object({
  kind: v.literal('measured'),
  ...ClaimEntries,
  /** How it is counted, in one sentence: what, across what, since when. The footnote's text. */
  basis: Text,
});

/** What we undertake or plan (a guarantee, a reply time, a timeline): its terms are its basis, so it has no note. */
const PromiseClaimSchema = v.object({ kind: v.literal('promise'), ...ClaimEntries });

export type Claim = (v.InferOutput<typeof MeasuredClaimSchema> | v.InferOutput<typeof PromiseClaimSchema>) & {
  id: string;
};

export const ClaimsSchema = v.object({
  /** Hours a client saves each week (the brief's "20+ hours saved weekly"). */
  hoursSavedWeekly: MeasuredClaimSchema,
  /** The range behind "20+": the brief's "20–40 hours saved weekly". */
  hoursSavedWeeklyRange: MeasuredClaimSchema,
  /** Annual savings (the brief's "£50,000+"). */
  annualSavings: MeasuredClaimSchema,
  /** Monthly savings opportunities found in an audit (the brief's "£10,000+"). */
  monthlyOpportunities: MeasuredClaimSchema,
  /** First-year return on the setup fee (the brief's "10x ROI", "average ROI 10x in first year"). */
  roiMultiple: MeasuredClaimSchema,
  /** Average ROI on total cost (the brief's "300% average ROI"). */
  averageRoi: MeasuredClaimSchema,
  /** Share of routine admin time that is repetitive (the brief's "68% time wasted"). */
  adminTimeRepetitive: MeasuredClaimSchema,
  /** Lost productivity for a team of ten (the brief's "£75,000+"). */
  lostProductivity: MeasuredClaimSchema,
  /** Manual work removed from an automated process (the brief's "80% manual work reduction"). */
  manualWorkReduction: MeasuredClaimSchema,
  /** Typical time saved on an automated task (the brief's blog "60–90% time savings"). */
  typicalTimeReduction: MeasuredClaimSchema,
  /** Extraction accuracy of AI document processing (the brief's blog "99%+ accuracy"). */
  documentAccuracy: MeasuredClaimSchema,
  /** When an automation pays back (the brief's blog "ROI within 30–60 days"). */
  paybackWindow: MeasuredClaimSchema,
  /** Results guarantee (the brief's "results in 60 days", "work free until satisfied"). */
  resultsGuarantee: PromiseClaimSchema,
  /** Optimisation support after go-live (the brief's 90 days of it). */
  optimisationSupport: PromiseClaimSchema,
  /** The free audit (the brief's "free 30-minute automation audit", "only 5 free audits per month"). */
  freeAudit: PromiseClaimSchema,
  auditsPerMonth: PromiseClaimSchema,
  /** Integrations (the brief's "200+ integrations"). */
  integrations: MeasuredClaimSchema,
  /** Contracts (the brief's "no long-term contracts"). */
  noLongTermContracts: PromiseClaimSchema,
  /** Time to the first live automation (the FAQ's "two to four weeks"). */
  firstAutomationLive: PromiseClaimSchema,
  /** Build time by scope (the ROI assumptions' "two to six weeks"; the brief's project phase of 2–6 weeks). */
  buildTime: PromiseClaimSchema,
  /** Development ends by week 8 even for the largest package (the brief's about page "weeks 3–8 development"). */
  developmentWindow: PromiseClaimSchema,
  /** Typical costs quoted in articles (the brief's "development cost 500–5,000", "tools 50–500 per month"). */
  developmentCost: MeasuredClaimSchema,
  toolCost: MeasuredClaimSchema,
  /** Reply to enquiries (the brief's "replies within 24 hours"). */
  enquiryReply: PromiseClaimSchema,
  /** Emergency support (the brief's troubleshooting "emergency support 24/7"). */
  emergencySupport: PromiseClaimSchema,
  /** Uptime of the automations we host or manage (the brief's legal text "99.9% uptime target"). */
  uptimeTarget: PromiseClaimSchema,
  /** Quick checks (the brief's troubleshooting "quick checks solve 80% of problems"). */
  quickChecks: MeasuredClaimSchema,
  /** The package marked "Most Popular" (docs/product.md#packages: Standard): the package bought most often. */
  popularPackage: MeasuredClaimSchema,
  /** The training modules marked popular (docs/product.md#docs-guides): the modules booked most often. */
  popularTrainingModules: MeasuredClaimSchema,
  /** The typical reduction in time spent by kind of process (the ROI Benchmarks tab; `benchmarks.reduction`). */
  reductionByProcess: MeasuredClaimSchema,
  /** The typical share of the week on repetitive tasks by business type (`benchmarks.taskShare`). */
  taskShareByBusinessType: MeasuredClaimSchema,
});
/** The claims by name, as written. */
export type ClaimRecords = v.InferOutput<typeof ClaimsSchema>;

/** The claims by name, each with its `id` (its name in kebab case: the note's anchor, `#note-<id>`). */
export type Claims = {
  [K in keyof v.InferOutput<typeof ClaimsSchema>]: v.InferOutput<typeof ClaimsSchema>[K] & { id: string };
};

export const TimelineSchema = v.object({
  /** The weeks of each phase of the full programme (docs/product.md#timeline: 1–2, 2–3, 3–8, 8–9), as labels. */
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
  /** The results promise as a badge or card title: "Results 60 days after go-live", never without its start. */
  resultsPromise: Text,
  /** The results check, said once. */
  resultsCheck: Text,
  /** When the setup fee is invoiced: half on approving the plan, half at go-live. */
  setupFee: Text,
  /** When the monthly fee starts. */
  monthlyFee: Text,
  /**
   * What the 30-day money-back guarantee covers (docs/decisions/0025-loose-claims-are-restated-once.md: the Starter
   * package).
   */
  moneyBack: Text,
});
export type Timeline = v.InferOutput<typeof TimelineSchema>;

/** A range as shown: "60–80%". */
const PercentRange = v.pipe(Text, v.regex(/^\d+–\d+%$/, 'must be a range of percentages, as "60–80%"'));

/** The planning ranges of the ROI Benchmarks tab, each counted as `claims.reductionByProcess` and `claims.taskShareByBusinessType` say. */
export const BenchmarksSchema = v.object({
  /** Typical reduction in time spent, by kind of process. */
  reduction: v.object({
    invoices: PercentRange,
    dataEntry: PercentRange,
    emailReplies: PercentRange,
    reporting: PercentRange,
    onboarding: PercentRange,
    scheduling: PercentRange,
  }),
  /** Typical share of the week spent on repetitive tasks, by business type (the ROI calculator's ids). */
  taskShare: v.object({
    retail: PercentRange,
    professional: PercentRange,
    manufacturing: PercentRange,
    ecommerce: PercentRange,
    healthcare: PercentRange,
    finance: PercentRange,
  }),
});
export type Benchmarks = v.InferOutput<typeof BenchmarksSchema>;

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

export const PromisesSchema = v.object(
  Object.fromEntries(PROMISE_IDS.map((id) => [id, PromiseSchema])) as Record<PromiseId, typeof PromiseSchema>,
);
export type Promises = v.InferOutput<typeof PromisesSchema>;
