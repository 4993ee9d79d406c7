/**
 * The web app manifest (the site is installable, docs/decisions/0010-offline-with-a-service-worker.md), built from
 * content and the route registry so the app's name, colours and shortcuts exist once. The build writes it and the icons
 * (scripts/postbuild.ts); the renderer links it from every page, because vike's HTML never passes through
 * vite-plugin-pwa's injection.
 * @see https://developer.mozilla.org/en-US/docs/Web/Progressive_web_apps/Manifest
 */
import { pwa } from '../../content/pwa.ts';
import { site } from '../../content/site.ts';
import { findRoute } from '../routes.ts';
import { brand, markSvg, themeColors } from '../brand.ts';

export const MANIFEST_PATH = '/manifest.webmanifest';
export const APPLE_TOUCH_ICON = { path: '/apple-touch-icon.png', size: 180 } as const;

export interface IconSpec {
  path: string;
  size: number;
  purpose: 'any' | 'maskable';
  /**
   * Share of the canvas the mark fills. A maskable icon keeps it inside the central 80 % safe zone, on an
   * opaque background, because launchers crop it to their own shape.
   */
  scale: number;
  /** Opaque background (maskable and Apple icons); transparent when absent. */
  background?: string;
}

const SMALL_ICON: IconSpec = { path: '/icons/icon-192.png', size: 192, purpose: 'any', scale: 1 };

/** The mark at its largest, also the organisation's logo in structured data (Google asks for 112 px or more). */
export const LARGE_ICON: IconSpec = { path: '/icons/icon-512.png', size: 512, purpose: 'any', scale: 1 };

export const ICONS: readonly IconSpec[] = [
  SMALL_ICON,
  LARGE_ICON,
  { path: '/icons/icon-maskable-512.png', size: 512, purpose: 'maskable', scale: 0.6, background: brand.blue },
];

/** iOS fills transparency with black, so the touch icon sits on the mark's own blue. */
export const APPLE_ICON_SPEC: IconSpec = {
  path: APPLE_TOUCH_ICON.path,
  size: APPLE_TOUCH_ICON.size,
  purpose: 'any',
  scale: 1,
  background: brand.blue,
};

/** Shortcuts whose route is live; the others wait for their page, so no shortcut opens a 404. */
export function liveShortcuts() {
  return pwa.manifest.shortcuts.filter((shortcut) => findRoute(shortcut.path)?.status === 'live');
}

export function webAppManifest() {
  const icon = (spec: IconSpec) => ({
    src: spec.path,
    sizes: `${spec.size}x${spec.size}`,
    type: 'image/png',
    purpose: spec.purpose,
  });
  return {
    id: '/',
    name: pwa.manifest.name ?? site.brand,
    short_name: pwa.manifest.shortName,
    description: pwa.manifest.description,
    lang: 'en-GB',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: themeColors.light,
    background_color: themeColors.light,
    icons: ICONS.map(icon),
    shortcuts: liveShortcuts().map((shortcut) => ({
      name: shortcut.name,
      ...(shortcut.shortName ? { short_name: shortcut.shortName } : {}),
      description: shortcut.description,
      url: shortcut.path,
      icons: [icon(SMALL_ICON)],
    })),
  };
}

/**
 * The head tag every page carries: the Apple touch icon. The manifest is linked by the boot script once the page has
 * painted (renderer/boot.js; its path is the boot script's `data-manifest`): a manifest in the HTML is fetched by
 * Chromium while the page is still painting, and Lighthouse counts that as delaying the largest paint.
 */
export const PWA_HEAD_TAGS = `<link rel="apple-touch-icon" href="${APPLE_TOUCH_ICON.path}" sizes="${APPLE_TOUCH_ICON.size}x${APPLE_TOUCH_ICON.size}">`;

/** The favicon: the mark itself, in the page, so the browser fetches nothing for it. */
export const ICON_DATA_URL = `data:image/svg+xml,${encodeURIComponent(markSvg())}`;
