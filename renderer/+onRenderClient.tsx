// https://vike.dev/onRenderClient
import { hydrateRoot } from 'react-dom/client';
import type { PageContextClient } from 'vike/types';
import { startAnalytics } from './analytics.ts';
import { Layout } from './Layout.tsx';
import { startPwa } from './pwa.ts';

export async function onRenderClient(pageContext: PageContextClient) {
  const { Page } = pageContext;
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the pre-rendered HTML');
  startPwa();
  hydrateRoot(
    container,
    <Layout pageContext={pageContext}>
      <Page />
    </Layout>,
  );
  startAnalytics();
}
