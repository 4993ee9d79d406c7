import { Island } from '../../components/islands/Island.tsx';
import { RoiBenchmarks } from '../../components/roi/RoiBenchmarks.tsx';
import { RoiMethodology } from '../../components/roi/RoiMethodology.tsx';
import { PageBody, PageHeader } from '../../components/sections/PageHeader.tsx';
import { roiContent } from '../../content/roi.ts';
import { ROI_SPREADSHEET_URL } from '../../lib/downloads.ts';
import { scenarios } from '../../lib/roi.ts';
import { NotedPage } from '../../components/sections/Notes.tsx';

export default function Page() {
  const { page, fields, outputs, businessTypes, businessTypeField, recommendations, chart } = roiContent;
  return (
    <NotedPage>
      <PageHeader title={page.title} intro={page.intro} />
      <PageBody>
        <Island
          name="RoiCalculator"
          // React wakes when a visitor reaches for the calculator (figures typed meanwhile are kept, see
          // useRoiCase), or at once for a shared link, whose case is in the query: the page reads without it. Its
          // code is asked for once the page is painted.
          when="query"
          withPage
          props={{
            copy: { page, fields, outputs, businessTypes, businessTypeField, recommendations, chart },
            scenarios: scenarios.map((s) => ({ ...s })),
            spreadsheetUrl: ROI_SPREADSHEET_URL,
          }}
          slots={{ methodology: <RoiMethodology />, benchmarks: <RoiBenchmarks /> }}
        />
      </PageBody>
    </NotedPage>
  );
}
