import { describe, expect, it } from 'vitest';
import { liveRoutes } from '../routes.ts';
import { pageFileForPath, precacheCandidates } from './urls.ts';

const origin = 'https://site.example';
const keys = (path: string) => precacheCandidates(new URL(path, origin)).map((url) => url.href.slice(origin.length));

describe('precache URL mapping', () => {
  it('maps `/`, clean URLs and trailing slashes to the pre-rendered file', () => {
    expect(pageFileForPath('/')).toBe('/index.html');
    expect(pageFileForPath('/pricing')).toBe('/pricing.html');
    expect(pageFileForPath('/pricing/')).toBe('/pricing.html');
    expect(pageFileForPath('/docs/getting-started/')).toBe('/docs/getting-started.html');
    expect(pageFileForPath('//')).toBe('/index.html');
  });

  it('leaves files alone', () => {
    expect(pageFileForPath('/downloads/roi-calculator.xlsx')).toBe('/downloads/roi-calculator.xlsx');
    expect(pageFileForPath('/assets/static/app.abc123.js')).toBe('/assets/static/app.abc123.js');
    expect(pageFileForPath('/404.html')).toBe('/404.html');
  });

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
