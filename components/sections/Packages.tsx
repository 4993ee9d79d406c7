import type { Package } from '../../content/packages.ts';
import type { Link, SectionHeading } from '../../content/schema.ts';
import { MoreLink } from './MoreLink.tsx';
import { PackageCards, type PackageCardsProps } from './PackageCards.tsx';
import { Section } from './Section.tsx';

/** The package cards as a section of their own, with an optional link onwards (to the pricing page, the ROI calculator). */
export function Packages({
  heading,
  more,
  packages,
  ...labels
}: Omit<PackageCardsProps, 'packages'> & {
  heading: SectionHeading;
  /** A link under the cards, with an optional sentence before it. */
  more?: Link & { text?: string };
  packages: Package[];
}) {
  return (
    <Section heading={heading} id="packages">
      <PackageCards packages={packages} {...labels} />
      {more ? <MoreLink {...more} /> : null}
    </Section>
  );
}
