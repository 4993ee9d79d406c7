import { RoiCalculator } from '../../components/roi/RoiCalculator.tsx';
import { PageBody, PageHeader } from '../../components/sections/PageHeader.tsx';
import { roiContent } from '../../content/roi.ts';

export default function Page() {
  return (
    <>
      <PageHeader title={roiContent.page.title} intro={roiContent.page.intro} />
      <PageBody>
        <RoiCalculator />
      </PageBody>
    </>
  );
}
