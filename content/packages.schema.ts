/** The shape of `content/packages.ts`: its schemas and types, checked when that module loads (`parseContent`). */
import * as v from 'valibot';
import { Pounds, Text } from './schema.ts';

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
  /** Marked "Most Popular". */
  popular: v.optional(v.boolean(), false),
});
export type Package = v.InferOutput<typeof PackageSchema>;

/** The packages in the order shown, exactly one of them marked popular. */
export const PackagesSchema = v.pipe(
  v.array(PackageSchema),
  v.check((list) => list.filter((p) => p.popular).length === 1, 'exactly one package is marked popular'),
);
