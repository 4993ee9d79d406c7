import { RoiCalculator } from '../../components/roi/RoiCalculator.tsx';
import { PageBody, PageHeader } from '../../components/sections/PageHeader.tsx';
import { roiContent } from '../../content/roi.ts';
import { Static } from '../../components/Static.tsx';

export default function Page() {
  return (
    <>
      <Static>
        <PageHeader title={roiContent.page.title} intro={roiContent.page.intro} />
      </Static>
      <PageBody>
        <RoiCalculator />
      </PageBody>
    </>
  );
}
