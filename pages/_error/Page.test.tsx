import { renderToString } from 'react-dom/server';
import type { PageContextServer } from 'vike/types';
import { beforeAll, describe, expect, it } from 'vitest';
import { IslandScope, loadIslands } from '../../components/islands/Island.tsx';
import Page from './+Page.tsx';

const render = (context: Partial<PageContextServer>) =>
  renderToString(
    <IslandScope>
      <Page pageContext={{ urlPathname: '/x', ...context } as PageContextServer} />
    </IslandScope>,
  );

beforeAll(loadIslands);

describe('error page', () => {
  it('says the page was not found, with a way home and the path logged', () => {
    const html = render({ is404: true });
    expect(html).toContain('Oops! Page not found');
    expect(html).toContain('href="/"');
    expect(html).toContain('Return to Home');
    expect(html).toContain('data-island="NotFoundLog"');
  });

  it('shows "Unexpected Application Error!" with the status or the message, never the path', () => {
    expect(render({ is404: false, abortStatusCode: 503 })).toMatch(/Unexpected Application Error!.*503/s);
    expect(render({ is404: false, abortReason: 'The calculator failed to load' })).toContain(
      'The calculator failed to load',
    );
    const failed = render({ is404: false, errorWhileRendering: new Error('content/home.ts is invalid') });
    expect(failed).toContain('content/home.ts is invalid');
    expect(failed).not.toContain('/x');
  });
});
