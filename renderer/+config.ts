// https://vike.dev/config
import type { Config } from 'vike/types';

export default {
  // Every route is pre-rendered to static HTML; links are plain <a href> (server routing), so each page is
  // a full document that works with JavaScript off and hydration only adds behaviour.
  prerender: { noExtraDir: true },
  clientRouting: false,
  // urlPathname: the client must render with the same path the page was pre-rendered for (nav highlight).
  passToClient: ['urlPathname', 'abortStatusCode', 'abortReason'],
} satisfies Config;
