/** The shape of `content/labels.ts`: its schemas and types, checked when that module loads (`parseContent`). */
import * as v from 'valibot';
import { InternalHref, Text } from './schema.ts';

/** The words on every package card, wherever the cards are shown (the home and pricing pages). */
export const PackageCardWordsSchema = v.object({
  /** Badge on the popular package (SPEC §2). */
  popularLabel: v.literal('Most Popular'),
  /** Label before a package's ideal-for text. */
  idealForLabel: Text,
  /** Word beside the one-off setup fee. */
  setupLabel: Text,
  /** Words after the monthly fee. */
  monthlyLabel: Text,
  /** Every card's call to action (SPEC §2: "Get Started" to /contact). */
  cta: v.object({ label: v.literal('Get Started'), href: InternalHref }),
});
export type PackageCardWords = v.InferOutput<typeof PackageCardWordsSchema>;

export const LabelsSchema = v.object({
  /** A duration badge; `{minutes}` is filled in. */
  minutes: Text,
  /** After a link that opens in a new window, for screen readers. */
  newWindow: Text,
  packageCard: PackageCardWordsSchema,
});
