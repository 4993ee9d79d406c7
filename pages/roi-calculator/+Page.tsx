import { Island } from '../../components/islands/Island.tsx';
import { RoiBenchmarks } from '../../components/roi/RoiBenchmarks.tsx';
import { RoiMethodology } from '../../components/roi/RoiMethodology.tsx';
import { RoiScenarios } from '../../components/roi/RoiScenarios.tsx';
import { PageBody, PageHeader } from '../../components/sections/PageHeader.tsx';
import { NotedPage } from '../../components/sections/Notes.tsx';
import { TabsGroup } from '../../components/ui/tabs/TabsGroup.tsx';
import { roiContent } from '../../content/roi.ts';
import { ROI_SPREADSHEET_URL } from '../../lib/downloads.ts';

/**
 * /roi-calculator (docs/product.md#roi-calculator): four tabs, the calculator in the first. The tabs and the calculator
 * are two islands: the calculator's code comes with the page (it is what the page is for), the tabs' when a visitor
 * reaches for them, so a first figure changed waits for the calculator alone.
 */
export default function Page() {
  const { page, fields, outputs, businessTypes, businessTypeField, recommendations, chart } = roiContent;
  return (
    <NotedPage>
      <PageHeader title={page.title} intro={page.intro} />
      <PageBody>
        <TabsGroup
          label={page.title}
          tabs={[
            {
              value: 'calculator',
              label: page.tabs.calculator,
              content: (
                <Island
                  name="RoiCalculator"
                  // React wakes when a visitor reaches for the calculator (figures typed meanwhile are kept, see
                  // useRoiCase), or at once for a shared link, whose case is in the query: the page reads without it.
                  when="query"
                  withPage
                  props={{
                    copy: { page, fields, outputs, businessTypes, businessTypeField, recommendations, chart },
                    spreadsheetUrl: ROI_SPREADSHEET_URL,
                  }}
                />
              ),
            },
            { value: 'scenarios', label: page.tabs.scenarios, content: <RoiScenarios /> },
            { value: 'methodology', label: page.tabs.methodology, content: <RoiMethodology /> },
            { value: 'benchmarks', label: page.tabs.benchmarks, content: <RoiBenchmarks /> },
          ]}
        />
      </PageBody>
    </NotedPage>
  );
}
