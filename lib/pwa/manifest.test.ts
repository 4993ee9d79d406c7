import { describe, expect, it } from 'vitest';
import { pwa } from '../../content/pwa.ts';
import { findRoute } from '../routes.ts';
import { ICONS, liveShortcuts, webAppManifest } from './manifest.ts';

describe('web app manifest', () => {
  it('has every member installation needs', () => {
    const manifest = webAppManifest();
    expect(manifest).toMatchObject({ start_url: '/', scope: '/', display: 'standalone' });
    for (const key of ['name', 'short_name', 'description', 'theme_color', 'background_color'] as const) {
      expect(manifest[key]).toEqual(expect.any(String));
    }
    const sizes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  });

  it('offers only shortcuts whose route is live', () => {
    const urls = webAppManifest().shortcuts.map((shortcut) => shortcut.url);
    for (const url of urls) expect(findRoute(url)?.status).toBe('live');
    const hidden = pwa.manifest.shortcuts.filter((shortcut) => !urls.includes(shortcut.path));
    for (const shortcut of hidden) expect(findRoute(shortcut.path)?.status).not.toBe('live');
    expect(liveShortcuts().length).toBe(urls.length);
  });

  it('keeps the maskable mark inside the safe zone', () => {
    for (const icon of ICONS.filter((i) => i.purpose === 'maskable')) {
      expect(icon.scale).toBeLessThanOrEqual(0.8);
      expect(icon.background).toMatch(/^#/);
    }
  });
});
