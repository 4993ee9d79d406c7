import { describe, expect, it } from 'vitest';
import { type LinkTargets, checkLinks, isInternalHref, splitHref } from './links.ts';

const targets = (): LinkTargets => ({
  routes: new Map([
    ['/', 'live'],
    ['/case-studies', 'live'],
    ['/pricing', 'pending'],
    ['/docs/troubleshooting', 'live'],
    ['/cookies', 'live'],
  ]),
  files: new Set(['/downloads/roi-calculator.xls']),
  anchors: new Map([
    ['/case-studies', { ids: new Set(['invoice-extraction']), from: ['ids of content/caseStudies.ts'] }],
    ['/docs/troubleshooting', { ids: new Set(['emergency-support']), from: ['the headings of t.mdx'] }],
  ]),
});

const link = (href: string, page?: string) => ({
  file: 'content/x.ts',
  path: 'x.href',
  href,
  ...(page ? { page } : {}),
});

describe('checkLinks', () => {
  it('passes links to live routes, served files and known ids', () => {
    const result = checkLinks(
      [
        link('/'),
        link('/case-studies#invoice-extraction'),
        link('/case-studies/?x=1'),
        link('/downloads/roi-calculator.xls'),
        link('#emergency-support', '/docs/troubleshooting'),
      ],
      targets(),
    );
    expect(result).toMatchObject({ problems: [], unchecked: [], links: 5, fragments: 2 });
  });

  it('reports a link to no route or file', () => {
    expect(checkLinks([link('/case-study')], targets()).problems).toEqual([
      expect.objectContaining({ file: 'content/x.ts', path: 'x.href', rule: 'link' }),
    ]);
  });

  it('reports a #fragment that names no id the page is known to have', () => {
    const { problems } = checkLinks(
      [link('/case-studies#invoice-extration'), link('#emergncy-support', '/docs/troubleshooting')],
      targets(),
    );
    expect(problems.map((p) => p.rule)).toEqual(['anchor', 'anchor']);
    expect(problems[0]?.message).toContain('no element id "invoice-extration" on /case-studies');
  });

  it('leaves a fragment with nowhere to look unchecked, not passed', () => {
    const result = checkLinks([link('/cookies#analytics-choice')], targets());
    expect(result).toMatchObject({ problems: [], unchecked: [link('/cookies#analytics-choice')] });
  });

  it('reports a link to a pending route, which 404s until its page is built', () => {
    const result = checkLinks([link('/pricing'), link('/pricing#starter')], targets());
    expect(result.problems.map((p) => p.message)).toEqual([
      '/pricing is a pending route: it would 404 until its page is built',
      '/pricing#starter: /pricing is a pending route: it would 404 until its page is built',
    ]);
  });
});

describe('link helpers', () => {
  it('tells site paths from other strings', () => {
    expect(['/', '/pricing', '/roi-calculator?x=1#a'].every(isInternalHref)).toBe(true);
    expect(['//cdn.example.com/x', 'https://x.test/', '/ month', 'pricing'].some(isInternalHref)).toBe(false);
  });

  it('splits path and fragment', () => {
    expect(splitHref('/pricing/?x=1#a%20b')).toEqual({ path: '/pricing', fragment: 'a b' });
    expect(splitHref('#top', '/docs')).toEqual({ path: '/docs', fragment: 'top' });
    expect(splitHref('/')).toEqual({ path: '/' });
  });
});
