// https://vike.dev/config
import type { Config } from 'vike/types';

export default {
  // Every route is pre-rendered to static HTML; links are plain <a href> (server routing), so each page is
  // a full document that works with JavaScript off.
  prerender: { noExtraDir: true },
  clientRouting: false,
  // Pages render on the server only: neither a page's component, its copy nor its content modules reach the browser
  // (docs/decisions/0015-static-pages-with-islands.md). No client hooks load either; the browser gets +client.ts, the
  // island loader. https://vike.dev/meta  https://vike.dev/clientHooks  https://vike.dev/client
  meta: { Page: { env: { server: true, client: false } } },
  clientHooks: false,
} satisfies Config;
