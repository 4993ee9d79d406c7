/** The shape of `content/docs/training-resources.ts`: its schemas and types, checked when that module loads (`parseContent`). */
import * as v from 'valibot';
import {
  CardText,
  counted,
  CtaTo,
  fixedHref,
  Level,
  OnRequest,
  RequestAction,
  Slug,
  NotedFigure,
  Text,
  uniqueBy,
} from '../schema.ts';
import { DOWNLOAD_IDS, DownloadId } from './hub.schema.ts';

/**
 * One training module (docs/product.md#docs-guides): its name, who it is for and what they can do afterwards. Its
 * "Start Training" asks for it on the contact page (`action`).
 */
const TrainingModuleSchema = v.object({
  /** Stable id (no `##` heading on the page has this slug). */
  id: Slug,
  ...CardText,
  /** Length in minutes: 40 to 90 (docs/product.md#timeline). */
  duration: v.pipe(
    v.number(),
    v.integer(),
    v.minValue(40, 'a module lasts 40 to 90 minutes'),
    v.maxValue(90, 'a module lasts 40 to 90 minutes'),
  ),
  /** Level badge. */
  level: Level,
  /** How it is delivered: "Live online session". */
  format: Text,
  /** What it covers. */
  topics: v.pipe(v.array(Text), v.minLength(3, 'a module lists at least 3 topics')),
  /**
   * Shown with the "Most popular" badge: the claim that backs it, `claims.popularTrainingModules`, whose note the
   * badge cites. A flag with no record behind it is refused.
   */
  popular: v.optional(NotedFigure),
});
export type TrainingModule = v.InferOutput<typeof TrainingModuleSchema>;

export const TrainingResourcesSchema = v.object({
  /** Badge and field labels of the module cards. */
  labels: v.object({
    /** Badge of a popular module. */
    popular: Text,
    /** Heading of a module's topic list. */
    topics: Text,
  }),
  /** Exactly 6 modules, at least 2 of them popular. */
  modules: v.pipe(
    v.array(TrainingModuleSchema),
    v.length(6, counted('training modules', 'docs-guides')),
    v.check((list) => list.filter((m) => m.popular).length >= 2, 'at least 2 modules are marked popular'),
    uniqueBy((m) => m.id, 'module ids must be unique'),
  ),
  /** Every module's link to `requestHref`: the spec's "Start Training", booking that module. */
  action: RequestAction,
  /** Where every module's link goes (the contact page, where you book it) and how booking works. */
  ...OnRequest,
  requestHref: fixedHref('/contact', 'every module’s "Start Training"', 'docs-guides'),
  /** The 4 downloadable resources, by id, in the order shown: each of DOWNLOAD_IDS once. */
  downloadIds: v.pipe(
    v.array(DownloadId),
    v.check(
      (ids) => [...ids].sort().join() === [...DOWNLOAD_IDS].sort().join(),
      'the training page offers each of the 4 downloads exactly once',
    ),
  ),
  /** Custom-training call to action; its main button goes to /contact. */
  cta: CtaTo('/contact', 'docs-guides'),
});
export type TrainingResources = v.InferOutput<typeof TrainingResourcesSchema>;
