import { Island } from '../../components/islands/Island.tsx';
import { RoiBenchmarks } from '../../components/roi/RoiBenchmarks.tsx';
import { RoiMethodology } from '../../components/roi/RoiMethodology.tsx';
import { PageBody, PageHeader } from '../../components/sections/PageHeader.tsx';
import { roiContent } from '../../content/roi.ts';
import { ROI_SPREADSHEET_URL } from '../../lib/downloads.ts';
import { scenarios } from '../../lib/roi.ts';

export default function Page() {
  const { page, fields, outputs, businessTypes, businessTypeField, recommendations, chart } = roiContent;
  return (
    <>
      <PageHeader title={page.title} intro={page.intro} />
      <PageBody>
        <Island
          name="RoiCalculator"
          // The calculator is what its page is for: its code comes with the page and it wakes at once, so the first
          // figure changed recomputes (figures typed before then are kept, see useRoiCase).
          when="load"
          props={{
            copy: { page, fields, outputs, businessTypes, businessTypeField, recommendations, chart },
            scenarios: scenarios.map((s) => ({ ...s })),
            spreadsheetUrl: ROI_SPREADSHEET_URL,
          }}
          slots={{ methodology: <RoiMethodology />, benchmarks: <RoiBenchmarks /> }}
        />
      </PageBody>
    </>
  );
}
