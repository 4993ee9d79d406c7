import type { PageContextServer } from 'vike/types';
import { ErrorPanel } from '../../components/sections/ErrorPanel.tsx';
import { errors } from '../../content/errors.ts';
import { errorDetail } from './errorDetail.ts';

/**
 * The catch-all page: "Oops! Page not found" for unknown paths, otherwise the application error. The path
 * tried is logged by the client entry (components/sections/notFoundLog.ts), so the page needs no island.
 */
export default function Page({ pageContext }: { pageContext: PageContextServer }) {
  if (pageContext.is404)
    return (
      <ErrorPanel
        title={errors.notFound.title}
        text={errors.notFound.text}
        link={errors.notFound.link}
        log={errors.notFound.log}
      />
    );
  return <ErrorPanel title={errors.unexpected.title} text={errorDetail(pageContext)} link={errors.notFound.link} />;
}
