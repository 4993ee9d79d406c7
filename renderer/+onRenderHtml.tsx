// https://vike.dev/onRenderHtml
import { renderToString } from 'react-dom/server';
import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import type { PageContextServer } from 'vike/types';
import { loadIslands } from '../components/islands/Island.tsx';
import { SHELL_DATA_ID } from '../components/shell/shellData.ts';
import { serializeJsonForScript } from '../lib/html.ts';
import { INSTALL_OFFER_SCRIPT } from '../lib/pwa/installOffer.ts';
import { ICON_DATA_URL, PWA_HEAD_TAGS } from '../lib/pwa/manifest.ts';
import { findRoute, notFoundRoute } from '../lib/routes.ts';
import { buildHead } from '../lib/seo.ts';
import { Layout } from './Layout.tsx';
import { routeForPage } from './routeForPage.ts';
import { buildShellData } from './buildShellData.ts';

export async function onRenderHtml(pageContext: PageContextServer) {
  const { Page } = pageContext;
  const route = routeForPage(pageContext, findRoute, notFoundRoute);
  await loadIslands();
  const body = renderToString(
    <Layout currentPath={pageContext.urlPathname} indexable={route.sitemap}>
      <Page pageContext={pageContext} />
    </Layout>,
  );
  // Nothing is fetched before the first paint: the favicon is the page's own data, and the manifest is linked once
  // the page has painted (renderer/boot.js). The browser fetched both while the page painted, and Lighthouse counted
  // each as delaying the largest paint.
  // The brief's Tag Manager <noscript> frame is left out: without scripts no consent can be given (UK PECR), so
  // nothing from a tag service may load (docs/decisions/0019-consent-before-analytics.md).
  const shellData = serializeJsonForScript(buildShellData());

  return escapeInject`<!DOCTYPE html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <script>${dangerouslySkipEscape(INSTALL_OFFER_SCRIPT)}</script>
    ${dangerouslySkipEscape(buildHead(route))}
    <link rel="icon" href="${dangerouslySkipEscape(ICON_DATA_URL)}" type="image/svg+xml">
    ${dangerouslySkipEscape(PWA_HEAD_TAGS)}
  </head>
  <body>
    ${dangerouslySkipEscape(body)}
    <script type="application/json" id="${SHELL_DATA_ID}">${dangerouslySkipEscape(shellData)}</script>
  </body>
</html>`;
}
