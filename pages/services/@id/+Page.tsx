import type { PageContextServer } from 'vike/types';
import { CardGrid } from '../../../components/sections/CardGrid.tsx';
import { CaseStudyCards } from '../../../components/sections/CaseStudyCards.tsx';
import { Checklists } from '../../../components/sections/Checklists.tsx';
import { CtaBanner } from '../../../components/sections/CtaBanner.tsx';
import { Faq } from '../../../components/sections/Faq.tsx';
import { Hero } from '../../../components/sections/Hero.tsx';
import { PriceTiers } from '../../../components/sections/PriceTiers.tsx';
import { Steps } from '../../../components/sections/Steps.tsx';
import { SupportLevels } from '../../../components/sections/SupportLevels.tsx';
import { caseStudies } from '../../../content/caseStudies.ts';
import { labels } from '../../../content/labels.ts';
import { serviceSections as sections, services } from '../../../content/servicePages.ts';
import { supportLevelLabels, supportLevels } from '../../../content/supportLevels.ts';
import { NotedPage } from '../../../components/sections/Notes.tsx';

/** A service page (docs/product.md#services), from its record in content/servicePages.ts. */
export default function Page({ pageContext }: { pageContext: PageContextServer }) {
  const service = services.find((s) => s.id === pageContext.routeParams['id']);
  if (!service) throw new Error(`No service ${pageContext.routeParams['id']} in content/servicePages.ts`);
  // Sections alternate plain and muted; the support levels (training-support only) shift the ones after them.
  const shifted = Boolean(service.supportLevels);
  return (
    <NotedPage>
      <Hero {...service.hero} size="page" />
      <CardGrid {...service.problems} />
      <PriceTiers
        heading={sections.tiers}
        tiers={service.tiers}
        cta={sections.tierCta}
        vatLabel={labels.vat.added}
        supportPeriod={{ label: sections.supportPeriodLabel, value: service.supportPeriod.label }}
      />
      <Checklists
        lists={[
          { heading: sections.included, items: service.included },
          { heading: sections.idealFor, items: service.idealFor },
        ]}
      />
      <Steps heading={sections.process} steps={service.process} />
      {service.supportLevels ? (
        <SupportLevels heading={service.supportLevels} levels={supportLevels} labels={supportLevelLabels} />
      ) : null}
      <CaseStudyCards
        heading={sections.relatedCaseStudies}
        studies={service.relatedCaseStudies.flatMap((id) => caseStudies.filter((study) => study.id === id))}
        linkLabel={sections.caseStudyLinkLabel}
        tone={shifted ? 'muted' : 'plain'}
      />
      <Faq heading={sections.faq} items={service.faq} tone={shifted ? 'plain' : 'muted'} />
      <CtaBanner {...service.cta} />
    </NotedPage>
  );
}
