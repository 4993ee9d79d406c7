/** The shape of `content/labels.ts`: its schemas and types, checked when that module loads (`parseContent`). */
import * as v from 'valibot';
import { Text, fixedHref } from './schema.ts';

/** The words on every package card, wherever the cards are shown (the home and pricing pages). */
export const PackageCardWordsSchema = v.object({
  /** Badge on the popular package (docs/product.md#packages). */
  popularLabel: v.literal('Most Popular'),
  /** Label before a package's ideal-for text. */
  idealForLabel: Text,
  /** Word beside the one-off setup fee. */
  setupLabel: Text,
  /** Words after the monthly fee. */
  monthlyLabel: Text,
  /** After each price on a card: whether VAT is added (the labels' `vat.added`). */
  vatLabel: Text,
  /** Every card's call to action (docs/product.md#pricing: "Get Started" to /contact). */
  cta: v.object({
    label: v.literal('Get Started'),
    href: fixedHref('/contact', 'every package card’s "Get Started"', 'pricing'),
  }),
});

export const LabelsSchema = v.object({
  /** A duration badge; `{minutes}` is filled in. */
  minutes: Text,
  /** After a link that opens in a new window, for screen readers. */
  newWindow: Text,
  packageCard: PackageCardWordsSchema,
  /** The footnotes at a page's end (components/sections/Notes.tsx). */
  notes: v.object({
    /** Their heading, which describes every reference to them: "How we count these figures". */
    title: Text,
    /** A back link's accessible name; `{number}` is the reference's ("1", or "2b" for a note cited twice). */
    back: Text,
  }),
  /**
   * Whether VAT is added to a price, said one way wherever a price is shown: after a price on a card ("+VAT"), in a
   * sentence ("excl. VAT"), and the policy in full. The structured data says the same (`valueAddedTaxIncluded`).
   */
  vat: v.object({
    /** After a price: "£500 setup +VAT". */
    added: v.literal('+VAT'),
    /** In a sentence: "£500 setup plus £100 a month, excl. VAT". */
    excluded: v.literal('excl. VAT'),
    /** The policy, for the pricing FAQ and the terms. */
    note: Text,
  }),
});
