import type { Package } from '../../content/packages.ts';
import type { Link, SectionHeading } from '../../content/schema.ts';
import { ButtonLink } from '../ui/button/index.ts';
import { PackageCards } from './PackageCards.tsx';
import * as section from './Section.css.ts';
import { Section } from './Section.tsx';

/** The package cards as a section of their own, with an optional link onwards (to the pricing page). */
export function Packages({
  heading,
  popularLabel,
  idealForLabel,
  cta,
  more,
  packages,
}: {
  heading: SectionHeading;
  popularLabel: string;
  idealForLabel: string;
  cta: Link;
  more?: Link;
  packages: Package[];
}) {
  return (
    <Section heading={heading} id="packages">
      <PackageCards packages={packages} popularLabel={popularLabel} idealForLabel={idealForLabel} cta={cta} />
      {more ? (
        <div className={section.actions}>
          <ButtonLink href={more.href} tone="ghost">
            {more.label}
          </ButtonLink>
        </div>
      ) : null}
    </Section>
  );
}
