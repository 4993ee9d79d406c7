// https://vike.dev/pageContext#typescript
import type { ReactElement } from 'react';
import type { PageContextServer } from 'vike/types';

declare global {
  namespace Vike {
    interface PageContext {
      /** Pages render on the server only (renderer/+config.ts); the error page reads the context it gets. */
      Page: (props: { pageContext: PageContextServer }) => ReactElement;
    }
  }
}
export {};
