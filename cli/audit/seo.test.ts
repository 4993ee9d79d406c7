/**
 * The rules of `audit seo` that no plant of tests/planted reaches: the JSON-LD types a page owes by its path, the
 * head read apart from an inline SVG, and the clicks from / walked breadth first.
 */
import { describe, expect, it } from 'vitest';
import { clickDepths, readPage, requiredJsonLdTypes } from './seo.ts';

const origin = 'https://www.example.org';

describe('the parts of auditSeo', () => {
  it('decides the JSON-LD types a page owes from its path', () => {
    const types = (path: string) => requiredJsonLdTypes(path).map((r) => r.anyOf[0]);
    expect(types('/')).toEqual(['Organization', 'WebSite']);
    expect(types('/pricing')).toEqual(['Organization']);
    expect(types('/docs/best-practices')).toEqual(['Organization', 'BreadcrumbList']);
    expect(types('/blog/x')).toEqual(['Organization', 'BreadcrumbList', 'Article']);
    expect(types('/services/x')).toEqual(['Organization', 'BreadcrumbList', 'Service']);
  });

  it('reads the head, not an inline SVG, and decodes entities', () => {
    const facts = readPage(
      '<html><head><title>A &amp; B</title></head><body><svg><title>icon</title></svg><h1>x</h1></body></html>',
    );
    expect(facts.title).toEqual(['A & B']);
    expect(facts.h1).toBe(1);
  });

  it('walks clicks breadth first: a route too many clicks deep is found (no plant reaches it)', () => {
    const links: Record<string, string[]> = {
      '/': ['/a', '/b?x=1#top'],
      '/a': ['/b', 'c'],
      '/b': [],
      '/c': ['/d/'],
      '/d': [],
    };
    expect(Object.fromEntries(clickDepths((p) => links[p], origin))).toEqual({
      '/': 0,
      '/a': 1,
      '/b': 1,
      '/c': 2,
      '/d': 3,
    });
  });
});
