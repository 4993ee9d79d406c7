import { CardGrid } from '../../components/sections/CardGrid.tsx';
import { CtaBanner } from '../../components/sections/CtaBanner.tsx';
import { Faq } from '../../components/sections/Faq.tsx';
import { Hero } from '../../components/sections/Hero.tsx';
import { Packages } from '../../components/sections/Packages.tsx';
import { SupportLevels } from '../../components/sections/SupportLevels.tsx';
import { packages } from '../../content/packages.ts';
import { pricing } from '../../content/pricing.ts';
import { supportLevelLabels, supportLevels } from '../../content/supportLevels.ts';
import { NotedPage } from '../../components/sections/Notes.tsx';

/**
 * Pricing (docs/product.md#pricing): the packages (the records the home page and the JSON-LD offers read), support
 * levels, promises.
 */
export default function Page() {
  return (
    <NotedPage>
      <Hero {...pricing.hero} size="page" />
      <Packages {...pricing.packages} packages={packages} more={pricing.roiLink} />
      <SupportLevels heading={pricing.support} levels={supportLevels} labels={supportLevelLabels} tone="muted" />
      <CardGrid {...pricing.guarantees} />
      {pricing.faq ? <Faq {...pricing.faq} tone="muted" /> : null}
      <CtaBanner {...pricing.cta} />
    </NotedPage>
  );
}
