import { EnquiryPanel } from '../../components/sections/ContactPanels.tsx';
import { PageBody, PageHeader } from '../../components/sections/PageHeader.tsx';
import { forms } from '../../content/forms.ts';
import { site } from '../../content/site.ts';

/** /contact (docs/product.md#contact): the enquiry form and what happens next. */
export default function Page() {
  const page = forms.contactPage;
  return (
    <>
      <PageHeader title={page.heading} intro={page.intro} />
      <PageBody>
        <EnquiryPanel page={page} email={site.email} />
      </PageBody>
    </>
  );
}
