import { forms } from '../../content/forms.ts';
import type { FormType } from '../../lib/forms.ts';
import { ButtonLink } from '../ui/button/index.ts';
import { PageBody, PageHeader } from '../sections/PageHeader.tsx';

/**
 * Where a form posted without JavaScript lands after it was stored (cli/server/forms.ts answers 303 here):
 * the same words as the success toast a scripted page shows.
 */
export function FormSent({ form }: { form: FormType }) {
  const { success } = forms[form];
  const { back } = forms.sent[form];
  return (
    <>
      <PageHeader title={success.title} intro={success.description} />
      <PageBody>
        <ButtonLink href={back.href}>{back.label}</ButtonLink>
      </PageBody>
    </>
  );
}
