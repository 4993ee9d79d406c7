import { useId } from 'react';
import { ContactFormIsland } from '../../components/forms/Forms.tsx';
import * as styles from '../../components/sections/Contact.css.ts';
import { PageBody, PageHeader } from '../../components/sections/PageHeader.tsx';
import { forms } from '../../content/forms.ts';
import { site } from '../../content/site.ts';

export default function Page() {
  const page = forms.contactPage;
  const titleId = useId();
  return (
    <>
      <PageHeader title={page.heading} intro={page.intro} />
      <PageBody>
        <div className={styles.layout}>
          <div>
            <h2 id={titleId}>{page.formTitle}</h2>
            <ContactFormIsland titleId={titleId} />
          </div>
          <aside className={styles.aside}>
            <p className={`${styles.asideText} ${styles.strong}`}>{page.replyNote}</p>
            <p className={styles.asideText}>
              {page.directEmail} <a href={`mailto:${site.email}`}>{site.email}</a>
            </p>
            <p className={styles.asideText}>{page.auditNote}</p>
            <p className={styles.asideText}>
              {page.privacyNote} <a href={page.privacyLink.href}>{page.privacyLink.label}</a>
            </p>
          </aside>
        </div>
      </PageBody>
    </>
  );
}
