import type { Link, SectionHeading } from '../../content/schema.ts';
import type { Service } from '../../content/servicePages.ts';
import { Cards } from './CardGrid.tsx';
import { MoreLink } from './MoreLink.tsx';
import { Section } from './Section.tsx';

/** The services as cards linking to their pages, with an optional link onwards under them. */
export function ServiceCards({
  heading,
  services,
  linkLabel,
  more,
}: {
  heading: SectionHeading;
  services: Service[];
  linkLabel: string;
  more?: Link & { text?: string };
}) {
  return (
    <Section heading={heading} id="services">
      <Cards
        cards={services.map((service) => ({
          icon: service.icon,
          title: service.name,
          text: service.summary,
          points: [],
          link: { label: linkLabel, href: service.path },
        }))}
      />
      {more ? <MoreLink {...more} /> : null}
    </Section>
  );
}
