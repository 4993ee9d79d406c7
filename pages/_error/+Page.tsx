import type { PageContextServer } from 'vike/types';
import { Island } from '../../components/islands/Island.tsx';
import { ErrorPanel } from '../../components/sections/ErrorPanel.tsx';
import { errors } from '../../content/errors.ts';
import { errorDetail } from './errorDetail.ts';

/** The catch-all page: "Oops! Page not found" for unknown paths, otherwise the application error. */
export default function Page({ pageContext }: { pageContext: PageContextServer }) {
  if (pageContext.is404)
    return (
      <>
        <ErrorPanel title={errors.notFound.title} text={errors.notFound.text} link={errors.notFound.link} />
        <Island name="NotFoundLog" when="load" props={{ message: errors.notFound.log }} />
      </>
    );
  return <ErrorPanel title={errors.unexpected.title} text={errorDetail(pageContext)} link={errors.notFound.link} />;
}
