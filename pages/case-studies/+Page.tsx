import { CardGrid } from '../../components/sections/CardGrid.tsx';
import { CaseStudies } from '../../components/sections/CaseStudy.tsx';
import { CtaBanner } from '../../components/sections/CtaBanner.tsx';
import { Hero } from '../../components/sections/Hero.tsx';
import { caseStudies, caseStudiesPage as page } from '../../content/caseStudies.ts';
import { NotedPage } from '../../components/sections/Notes.tsx';

/**
 * Case studies (docs/product.md#case-studies): every study, each anchored by its id, then the more stories and a call
 * to action.
 */
export default function Page() {
  return (
    <NotedPage>
      <Hero {...page.hero} size="page" />
      <CaseStudies studies={caseStudies} labels={page.labels} accordionLabels={page.accordionLabels} />
      <CardGrid {...page.moreStories} tone="muted" />
      <CtaBanner {...page.cta} />
    </NotedPage>
  );
}
