// https://vike.dev/onRenderClient
import { startTransition } from 'react';
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
  // Hydrating inside a transition lets React yield to the browser every few milliseconds instead of blocking
  // the main thread for the whole page: the content is already visible, so nothing is lost by waiting.
  // @see https://react.dev/reference/react/startTransition
  startTransition(() => {
    hydrateRoot(
      container,
      <Layout pageContext={pageContext}>
        <Page />
      </Layout>,
    );
  });
  startAnalytics();
}
