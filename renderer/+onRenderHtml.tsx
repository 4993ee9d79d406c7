// https://vike.dev/onRenderHtml
import { renderToString } from 'react-dom/server';
import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import type { PageContextServer } from 'vike/types';
import { loadIslands } from '../components/islands/Island.tsx';
import { SHELL_DATA_ID } from '../components/shell/shellData.ts';
import { tagManagerId } from '../lib/analytics.ts';
import { escapeHtml, serializeJsonForScript } from '../lib/html.ts';
import { PWA_HEAD_TAGS } from '../lib/pwa/manifest.ts';
import { findRoute, notFoundRoute } from '../lib/routes.ts';
import { buildHead } from '../lib/seo.ts';
import { PREPAINT_SCRIPT } from '../lib/theme.ts';
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
  const gtm = tagManagerId();
  // Tag Manager's fallback for visitors without JavaScript; only when a real id is configured (SPEC §7).
  const gtmNoscript = gtm
    ? `<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=${escapeHtml(gtm)}" height="0" width="0" style="display:none;visibility:hidden" title="Google Tag Manager"></iframe></noscript>`
    : '';
  const shellData = serializeJsonForScript(buildShellData());

  return escapeInject`<!DOCTYPE html>
<html lang="en-GB">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <script>${dangerouslySkipEscape(PREPAINT_SCRIPT)}</script>
    ${dangerouslySkipEscape(buildHead(route))}
    <link rel="icon" href="/favicon-32.png" sizes="32x32" type="image/png">
    <link rel="icon" href="/icon.svg" type="image/svg+xml">
    ${dangerouslySkipEscape(PWA_HEAD_TAGS)}
  </head>
  <body>
    ${dangerouslySkipEscape(gtmNoscript)}${dangerouslySkipEscape(body)}
    <script type="application/json" id="${SHELL_DATA_ID}">${dangerouslySkipEscape(shellData)}</script>
  </body>
</html>`;
}
