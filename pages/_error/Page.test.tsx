import { renderToString } from 'react-dom/server';
import type { PageContext } from 'vike/types';
import { describe, expect, it } from 'vitest';
import { PageContextProvider } from '../../components/layout/PageContext.tsx';
import Page from './+Page.tsx';

const render = (context: Partial<PageContext>) =>
  renderToString(
    <PageContextProvider pageContext={{ urlPathname: '/x', ...context } as PageContext}>
      <Page />
    </PageContextProvider>,
  );

describe('error page', () => {
  it('says the page was not found, with a way home', () => {
    const html = render({ is404: true });
    expect(html).toContain('Oops! Page not found');
    expect(html).toContain('href="/"');
    expect(html).toContain('Return to Home');
  });

  it('shows "Unexpected Application Error!" with the status or the message for other errors', () => {
    expect(render({ is404: false, abortStatusCode: 500 })).toMatch(/Unexpected Application Error!.*500/s);
    expect(render({ is404: false, abortReason: 'The calculator failed to load' })).toContain(
      'The calculator failed to load',
    );
  });
});
