import { GuideCards } from '../../components/guides/GuideCards.tsx';
import { UseCaseCards } from '../../components/guides/UseCaseCards.tsx';
import { VideoCards } from '../../components/guides/VideoCards.tsx';
import { CardGrid } from '../../components/sections/CardGrid.tsx';
import { CtaBanner } from '../../components/sections/CtaBanner.tsx';
import { Hero } from '../../components/sections/Hero.tsx';
import { guidesPage } from '../../content/guides.ts';
import { NotedPage } from '../../components/sections/Notes.tsx';

/**
 * /guides (docs/product.md#guides): tips, six guides, use cases and video tutorials, in grids of up to 3 columns
 * (the four tips two by two).
 */
export default function Page() {
  const { hero, tips, guides, useCases, videos, closing } = guidesPage;
  return (
    <NotedPage>
      <Hero {...hero} size="page" />
      <CardGrid
        heading={tips.heading}
        cards={tips.items.map((tip) => ({ icon: tip.icon, title: tip.title, text: tip.description, points: [] }))}
        columns={2}
      />
      <GuideCards {...guides} />
      <UseCaseCards {...useCases} />
      <VideoCards {...videos} />
      <CtaBanner {...closing} />
    </NotedPage>
  );
}
