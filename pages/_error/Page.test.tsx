import { renderToString } from 'react-dom/server';
import type { PageContextServer } from 'vike/types';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_LOG_ATTRIBUTE } from '../../components/sections/notFoundLog.ts';
import { errors } from '../../content/errors.ts';
import { ISLAND_TAG } from '../../lib/islands.ts';
import Page from './+Page.tsx';

const render = (context: Partial<PageContextServer>) =>
  renderToString(<Page pageContext={{ urlPathname: '/x', ...context } as PageContextServer} />);

describe('error page', () => {
  it('says the page was not found, with a way home and the path logged, and places no island', () => {
    const html = render({ is404: true });
    expect(html).toContain('Oops! Page not found');
    expect(html).toContain('href="/"');
    expect(html).toContain('Return to Home');
    expect(html).toContain(`${NOT_FOUND_LOG_ATTRIBUTE}="${errors.notFound.log}"`);
    expect(html).not.toContain(ISLAND_TAG);
  });

  it('shows "Unexpected Application Error!" with the status or the message, never the path', () => {
    expect(render({ is404: false, abortStatusCode: 503 })).toMatch(/Unexpected Application Error!.*503/s);
    expect(render({ is404: false, abortReason: 'The calculator failed to load' })).toContain(
      'The calculator failed to load',
    );
    const failed = render({ is404: false, errorWhileRendering: new Error('content/home.ts is invalid') });
    expect(failed).toContain('content/home.ts is invalid');
    expect(failed).not.toContain('/x');
    expect(failed).not.toContain(NOT_FOUND_LOG_ATTRIBUTE);
  });
});
