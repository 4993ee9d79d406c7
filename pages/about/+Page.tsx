import { CardGrid } from '../../components/sections/CardGrid.tsx';
import { CtaBanner } from '../../components/sections/CtaBanner.tsx';
import { Hero } from '../../components/sections/Hero.tsx';
import { Milestones } from '../../components/sections/Milestones.tsx';
import { ProfileCard } from '../../components/sections/ProfileCard.tsx';
import { Steps } from '../../components/sections/Steps.tsx';
import { Story } from '../../components/sections/Story.tsx';
import { about } from '../../content/about.ts';
import { NotedPage } from '../../components/sections/Notes.tsx';

/**
 * About (docs/product.md#about): story and founder, why choose us, the five-phase process, milestones, call to action.
 */
export default function Page() {
  return (
    <NotedPage>
      <Hero {...about.hero} size="page" />
      <Story {...about.story} aside={<ProfileCard {...about.founder} />} />
      <CardGrid {...about.whyChoose} tone="muted" />
      <Steps
        id={about.process.id}
        heading={about.process.heading}
        steps={about.process.phases}
        note={about.discoveryCall}
        tone="plain"
      />
      <Milestones {...about.milestones} tone="muted" />
      <CtaBanner {...about.cta} />
    </NotedPage>
  );
}
