import { describe, expect, it } from 'vitest';
import { liveRoutes } from '../routes.ts';
import { pageFileForPath, precacheCandidates } from './urls.ts';

const origin = 'https://site.example';
const keys = (path: string) => precacheCandidates(new URL(path, origin)).map((url) => url.href.slice(origin.length));

describe('precache URL mapping', () => {
  it.each([
    ['/', '/index.html'],
    ['/pricing', '/pricing.html'],
    ['/pricing/', '/pricing.html'],
    ['/docs/getting-started/', '/docs/getting-started.html'],
    ['//', '/index.html'],
  ])('maps `/`, clean URLs and trailing slashes to the pre-rendered file: %s is %s', (path, file) => {
    expect(pageFileForPath(path)).toBe(file);
  });

  it.each(['/downloads/roi-calculator.xlsx', '/assets/static/app.abc123.js', '/404.html'])(
    'leaves files alone: %s',
    (file) => {
      expect(pageFileForPath(file)).toBe(file);
    },
  );

  it('gives every live route its registry file, with or without slash and query', () => {
    for (const route of liveRoutes()) {
      const file = `/${route.file}`;
      expect(keys(route.path)).toContain(file);
      expect(keys(`${route.path.replace(/\/$/, '')}/?utm_source=x#top`)).toEqual([file]);
    }
  });

  it('proposes nothing new for a URL that is already a precache key', () => {
    expect(keys('/contact.html')).toEqual([]);
    expect(keys('/contact?x=1')).toEqual(['/contact.html']);
  });
});
