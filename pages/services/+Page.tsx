import { CtaBanner } from '../../components/sections/CtaBanner.tsx';
import { Hero } from '../../components/sections/Hero.tsx';
import { ServiceCards } from '../../components/sections/ServiceCards.tsx';
import { services, servicesPage as page } from '../../content/servicePages.ts';
import { NotedPage } from '../../components/sections/Notes.tsx';

/**
 * The services index (docs/decisions/0008-no-dead-ends.md): every service as a card, from the records their pages use.
 */
export default function Page() {
  return (
    <NotedPage>
      <Hero {...page.hero} size="page" />
      <ServiceCards heading={page.list} services={services} linkLabel={page.cardLinkLabel} more={page.packagesLink} />
      <CtaBanner {...page.cta} />
    </NotedPage>
  );
}
