/**
 * Build step: the tool strip's brand marks as SVG files under /logos/, from the simple-icons package (CC0),
 * each in its brand colour with its name as the title. Only the marks content/home.ts names are written.
 * @see https://github.com/simple-icons/simple-icons
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as icons from 'simple-icons';
import { home } from '../content/home.ts';
import { escapeHtml } from '../lib/html.ts';
import { LOGOS_PATH, logoPath } from '../lib/logos.ts';

type SimpleIcon = { title: string; slug: string; hex: string; path: string };

const bySlug = new Map(
  Object.values(icons as unknown as Record<string, SimpleIcon>)
    .filter((icon) => typeof icon === 'object' && icon !== null && 'slug' in icon)
    .map((icon) => [icon.slug, icon]),
);

/** The SVG for a slug; throws for a slug simple-icons does not have, so a typo fails the build. */
export function logoSvg(slug: string): string {
  const icon = bySlug.get(slug);
  if (!icon) throw new Error(`simple-icons has no mark "${slug}" (content/home.ts tools.logos)`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" role="img"><title>${escapeHtml(icon.title)}</title><path fill="#${icon.hex}" d="${icon.path}"/></svg>\n`;
}

/** Writes every mark the strip uses into `<out>/logos/`; returns the site paths written. */
export async function writeLogos(out: string): Promise<string[]> {
  await mkdir(path.join(out, LOGOS_PATH.slice(1)), { recursive: true });
  const slugs = home.tools.logos.flatMap((tool) => (tool.simpleIcon ? [tool.simpleIcon] : []));
  for (const slug of slugs) await writeFile(path.join(out, logoPath(slug).slice(1)), logoSvg(slug));
  return slugs.map(logoPath);
}
