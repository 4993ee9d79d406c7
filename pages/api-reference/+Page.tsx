import { ApiReferenceTabs } from '../../components/api-reference/ApiReferenceTabs.tsx';
import { Hero } from '../../components/sections/Hero.tsx';
import { PageBody } from '../../components/sections/PageHeader.tsx';
import { apiReferencePage } from '../../content/api-reference/page.ts';

/**
 * /api-reference (docs/product.md#api-reference): "API Reference & Integration Guides" with a tab for each integration.
 */
export default function Page() {
  const { hero, tabs, defaultTab } = apiReferencePage;
  return (
    <>
      <Hero {...hero} size="page" />
      <PageBody>
        <ApiReferenceTabs label={hero.title} tabs={tabs} defaultTab={defaultTab} />
      </PageBody>
    </>
  );
}
