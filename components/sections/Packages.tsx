import type { Home } from '../../content/home.ts';
import type { Package } from '../../content/packages.ts';
import { ButtonLink } from '../ui/button/index.ts';
import { PackageCards } from './PackageCards.tsx';
import * as section from './Section.css.ts';
import { Section } from './Section.tsx';

/** The package cards as a section of their own, with a link to the full pricing page. */
export function Packages({
  heading,
  popularLabel,
  idealForLabel,
  cta,
  more,
  packages,
}: Home['pricing'] & { packages: Package[] }) {
  return (
    <Section heading={heading} id="packages">
      <PackageCards packages={packages} popularLabel={popularLabel} idealForLabel={idealForLabel} cta={cta} />
      <div className={section.actions}>
        <ButtonLink href={more.href} tone="ghost">
          {more.label}
        </ButtonLink>
      </div>
    </Section>
  );
}
