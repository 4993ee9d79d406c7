import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOT_FOUND_LOG_ATTRIBUTE, logMissingPath } from './notFoundLog.ts';

/** A stand-in for a page: the element carrying the attribute, if any, found by the selector asked for. */
function page(log: string | null) {
  const selectors: string[] = [];
  const root = {
    querySelector: (selector: string) => {
      selectors.push(selector);
      return log === null ? null : { getAttribute: (name: string) => (name === NOT_FOUND_LOG_ATTRIBUTE ? log : null) };
    },
  } as unknown as ParentNode;
  return { root, selectors };
}

afterEach(() => vi.restoreAllMocks());

describe('logMissingPath', () => {
  it("warns with the page's line and the path the visitor tried, once", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { root, selectors } = page('404 Error: User attempted to access non-existent route');
    logMissingPath(root, '/no-such-page');
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      '404 Error: User attempted to access non-existent route: /no-such-page',
    );
    expect(selectors).toEqual([`[${NOT_FOUND_LOG_ATTRIBUTE}]`]);
  });

  it('says nothing on any other page', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    logMissingPath(page(null).root, '/pricing');
    expect(warn).not.toHaveBeenCalled();
  });
});
