// https://vike.dev/onRenderHtml
import { renderToString } from 'react-dom/server';
import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import type { PageContextServer } from 'vike/types';
import { loadIslands } from '../components/islands/Island.tsx';
import { SHELL_DATA_ID } from '../components/shell/shellData.ts';
import { serializeJsonForScript } from '../lib/html.ts';
import { INSTALL_OFFER_SCRIPT } from '../lib/pwa/installOffer.ts';
import { PWA_HEAD_TAGS } from '../lib/pwa/manifest.ts';
import { findRoute, notFoundRoute } from '../lib/routes.ts';
import { buildHead } from '../lib/seo.ts';
import { Layout } from './Layout.tsx';
import { routeForPage } from './routeForPage.ts';
import { buildShellData } from './shellData.ts';

export async function onRenderHtml(pageContext: PageContextServer) {
  const { Page } = pageContext;
  const route = routeForPage(pageContext, findRoute, notFoundRoute);
  await loadIslands();
  const body = renderToString(
    <Layout currentPath={pageContext.urlPathname} indexable={route.sitemap}>
      <Page pageContext={pageContext} />
    </Layout>,
  );
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
    <link rel="icon" href="/favicon-32.png" sizes="32x32" type="image/png">
    <link rel="icon" href="/icon.svg" type="image/svg+xml">
    ${dangerouslySkipEscape(PWA_HEAD_TAGS)}
  </head>
  <body>
    ${dangerouslySkipEscape(body)}
    <script type="application/json" id="${SHELL_DATA_ID}">${dangerouslySkipEscape(shellData)}</script>
  </body>
</html>`;
}
