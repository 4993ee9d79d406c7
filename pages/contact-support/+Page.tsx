import { CriticalBadge, HelpLinks, SupportFormSection } from '../../components/sections/ContactPanels.tsx';
import { PageBody, PageHeader } from '../../components/sections/PageHeader.tsx';
import { PriorityCards } from '../../components/sections/PriorityCards.tsx';
import { forms } from '../../content/forms.ts';
import { site } from '../../content/site.ts';
import { NotedPage } from '../../components/sections/Notes.tsx';

/**
 * /contact-support (docs/product.md#support): the emergency line, the support form, the priorities and where else to
 * look.
 */
export default function Page() {
  const page = forms.supportPage;
  return (
    <NotedPage>
      <PageHeader title={page.heading} intro={page.intro} />
      <PageBody>
        <CriticalBadge badge={page.criticalBadge} phone={site.phone} />
        <SupportFormSection title={page.formTitle} />
        <PriorityCards title={page.prioritiesTitle} intro={page.prioritiesIntro} priorities={forms.priorities} />
        <HelpLinks links={page.links} />
      </PageBody>
    </NotedPage>
  );
}
