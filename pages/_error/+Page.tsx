import { useEffect } from 'react';
import { usePageContext } from '../../components/layout/PageContext.tsx';
import { ErrorPanel } from '../../components/sections/ErrorPanel.tsx';
import { errors } from '../../content/errors.ts';

/** The catch-all page: "Oops! Page not found" for unknown paths, otherwise the application error. */
export default function Page() {
  const { is404, abortStatusCode, abortReason, urlPathname } = usePageContext();

  useEffect(() => {
    // SPEC §2: the attempted path is logged. A warning, not an error: the page itself works as intended.
    if (is404) console.warn(`${errors.notFound.log}: ${window.location.pathname}`);
  }, [is404]);

  if (is404)
    return <ErrorPanel title={errors.notFound.title} text={errors.notFound.text} link={errors.notFound.link} />;
  const detail =
    typeof abortReason === 'string' ? abortReason : abortStatusCode ? String(abortStatusCode) : urlPathname;
  return <ErrorPanel title={errors.unexpected.title} text={detail} link={errors.notFound.link} />;
}
