/** The shape of `content/docs/getting-started.ts`: its schemas and types, checked when that module loads (`parseContent`). */
import * as v from 'valibot';
import { Card, counted, CtaTo, IconName, PhaseText, PositiveInteger, sameKeys, Text } from '../schema.ts';

const Items = v.pipe(v.array(Text), v.minLength(1));

/** Is `numbers` exactly 1, 2, …, n? */
const countsFromOne = (numbers: number[]) => numbers.every((n, i) => n === i + 1);

/** One day of the first-week action plan (docs/product.md#docs-guides). */
const ActionPlanDaySchema = v.object({
  /** Day number, from 1. */
  day: PositiveInteger,
  /** What the day is for, shown after "Day n". */
  title: Text,
  /** What you do that day, in order. */
  actions: v.pipe(v.array(Text), v.minLength(2, 'a day has at least 2 actions')),
});
export type ActionPlanDay = v.InferOutput<typeof ActionPlanDaySchema>;

/** What an open journey step shows, each under its heading in `labels`. */
const JourneyDetailsSchema = v.object({
  /** What the step is for, in one sentence. */
  objective: Text,
  /** What happens during the step. */
  whatHappens: Items,
  /** What you do or bring. */
  yourPreparation: Items,
  /** What you have at the end of it. */
  outcomes: Items,
});

/** One step of the journey (docs/product.md#docs-guides), with its expandable details. */
const JourneyStepSchema = v.object({
  /** Step number, from 1. */
  step: PositiveInteger,
  ...PhaseText,
  details: JourneyDetailsSchema,
});
export type JourneyStep = v.InferOutput<typeof JourneyStepSchema>;

/** One category of the preparation checklist (docs/product.md#docs-guides). */
const PreparationCategorySchema = v.object({
  /** Category heading (h3). */
  category: Text,
  /** Decorative icon beside the heading. */
  icon: IconName,
  /** Items to tick off. */
  items: v.pipe(v.array(Text), v.minLength(3, 'a checklist category has at least 3 items')),
});
export type PreparationCategory = v.InferOutput<typeof PreparationCategorySchema>;

/** One phase of a timeline (docs/product.md#docs-guides) with how far through the whole it ends. */
const TimelinePhaseSchema = v.object({
  /** Phase name (h3). */
  phase: Text,
  /** When: "Weeks 1–2". */
  duration: Text,
  /** One or two sentences. */
  description: Text,
  /** Share of the whole timeline complete at the end of this phase, 1–100: the phase's progress bar. */
  progress: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)),
});
export type TimelinePhase = v.InferOutput<typeof TimelinePhaseSchema>;

/** Words the action plan, journey and timeline put around the data. */
const GettingStartedLabelsSchema = v.object({
  /** Before a day's title: "Day {day}". */
  day: v.pipe(Text, v.includes('{day}')),
  /** Before a journey step's title: "Step {step}". */
  step: v.pipe(Text, v.includes('{step}')),
  /** Headings inside an open journey step, one for each of its details. */
  ...sameKeys(JourneyDetailsSchema, Text),
  /** Label of a timeline phase's progress bar (its value is shown beside it). */
  progress: Text,
});

export const GettingStartedSchema = v.object({
  labels: GettingStartedLabelsSchema,
  /** The first week, day by day: exactly 5 working days. */
  actionPlan: v.pipe(
    v.array(ActionPlanDaySchema),
    v.length(5, 'the first-week action plan has exactly 5 days'),
    v.check((days) => countsFromOne(days.map((d) => d.day)), 'action-plan days are numbered 1 to 5 in order'),
  ),
  /** The journey from audit to results: exactly 6 steps. */
  journey: v.pipe(
    v.array(JourneyStepSchema),
    v.length(6, counted('journey steps', 'docs-guides')),
    v.check((steps) => countsFromOne(steps.map((s) => s.step)), 'journey steps are numbered 1 to 6 in order'),
  ),
  /** What to prepare: exactly 3 categories. */
  preparation: v.pipe(
    v.array(PreparationCategorySchema),
    v.length(3, counted('preparation categories', 'docs-guides')),
  ),
  /** The project timeline: exactly 4 phases, with progress bars at 25, 50, 75 and 100. */
  timeline: v.pipe(
    v.array(TimelinePhaseSchema),
    v.check(
      (phases) => phases.map((p) => p.progress).join() === '25,50,75,100',
      'timeline progress is 25, 50, 75 and 100, in order',
    ),
  ),
  /** Keys to success, as cards. */
  successKeys: v.pipe(v.array(Card), v.minLength(3)),
  /** Closing call to action; its main button goes to /contact. */
  cta: CtaTo('/contact', 'docs-guides'),
});
export type GettingStarted = v.InferOutput<typeof GettingStartedSchema>;
