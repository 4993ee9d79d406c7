/** The shape of `content/packages.ts`: its schemas and types, checked when that module loads (`parseContent`). */
import * as v from 'valibot';
import { PROMISE_IDS } from './claims.schema.ts';
import { counted, Pounds, NotedFigure, Text } from './schema.ts';

export const PackageSchema = v.object({
  /** Stable id, used for anchors and structured data. */
  id: v.pipe(v.string(), v.regex(/^[a-z-]+$/)),
  /** Package name. */
  name: Text,
  /** One-off setup fee in pounds. */
  setupFee: Pounds,
  /** Monthly fee in pounds. */
  monthlyFee: Pounds,
  /** Duration label, e.g. "Delivered in 2 weeks". */
  duration: Text,
  /** One-sentence description. */
  description: Text,
  /** What is included. */
  features: v.pipe(v.array(Text), v.minLength(3)),
  /** Who the package suits. */
  idealFor: Text,
  /**
   * Marked "Most Popular" (docs/product.md#packages: Standard): the claim that backs it, `claims.popularPackage`, whose
   * note the badge cites. A flag with no record behind it is refused.
   */
  popular: v.optional(NotedFigure),
  /** The promises the package carries (content/claims.ts `promises`): which package has which is said here only. */
  promises: v.pipe(
    v.array(v.picklist(PROMISE_IDS, `must be one of ${PROMISE_IDS.join(', ')}`)),
    v.minLength(1),
    v.check((ids) => new Set(ids).size === ids.length, 'each promise once'),
  ),
});
export type Package = v.InferOutput<typeof PackageSchema>;

/** Which package has which promise, in plain sentences built from the package records. */
export const GuaranteesSchema = v.object({
  /** Every promise and the packages that carry it: "Every package, Starter, Standard and Premium, comes with …". */
  summary: Text,
  /** The promises every package carries, in order: what "every package" may promise. */
  shared: v.array(v.picklist(PROMISE_IDS)),
});
export type Guarantees = v.InferOutput<typeof GuaranteesSchema>;

/** How many packages there are (docs/product.md#packages). */
export const PACKAGE_COUNT = 3;

/** The packages in the order shown, exactly one of them marked popular. */
export const PackagesSchema = v.pipe(
  v.array(PackageSchema),
  v.length(PACKAGE_COUNT, counted('packages', 'packages')),
  v.check((list) => list.filter((p) => p.popular).length === 1, 'exactly one package is marked popular'),
);
