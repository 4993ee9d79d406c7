/**
 * Runs after `vike build` has pre-rendered every page into dist/client: writes the files that come from
 * the registry and content (sitemap.xml, robots.txt, _headers, the web app manifest), the images made from
 * public/icon.svg (social preview, favicon, app icons), and the generated downloads (the ROI spreadsheet).
 * scripts/build-sw.ts runs next and precaches all of it.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { site } from '../content/site.ts';
import { headersFile } from '../lib/headers.ts';
import { APPLE_ICON_SPEC, ICONS, MANIFEST_PATH, webAppManifest, type IconSpec } from '../lib/pwa/manifest.ts';
import { OG_IMAGE } from '../lib/seo.ts';
import { robotsTxt, sitemapXml } from '../lib/sitemap.ts';
import { writeDownloads } from './build-downloads.ts';
import { writeLogos } from './build-logos.ts';
import { writeRoiSpreadsheet } from './build-roi-spreadsheet.ts';
import { deferModuleScripts } from './defer-scripts.ts';
import { inlineSiteStylesheets } from './inline-css.ts';

const out = path.resolve(process.argv[2] ?? 'dist/client');

async function socialImage(): Promise<Buffer> {
  const icon = await readFile('public/icon.svg', 'utf8');
  const mark = icon.replace('<svg ', '<svg x="96" y="96" width="120" height="120" ');
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_IMAGE.width}" height="${OG_IMAGE.height}">
  <rect width="100%" height="100%" fill="#0b1220"/>
  ${mark}
  <text x="96" y="330" font-family="DejaVu Sans, Arial, sans-serif" font-size="72" font-weight="700" fill="#ffffff">${escape(site.brand)}</text>
  <text x="96" y="420" font-family="DejaVu Sans, Arial, sans-serif" font-size="38" fill="#a9b6cc">AI automation that saves 20+ hours a week</text>
  <text x="96" y="480" font-family="DejaVu Sans, Arial, sans-serif" font-size="38" fill="#a9b6cc">for UK small and medium businesses</text>
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

/** An app icon from the SVG mark: scaled into its safe zone and flattened onto a background where needed. */
async function appIcon(icon: Buffer, spec: IconSpec): Promise<Buffer> {
  const mark = Math.round(spec.size * spec.scale);
  const inset = Math.round((spec.size - mark) / 2);
  const markPng = await sharp(icon, { density: 72 * Math.ceil(mark / 32) })
    .resize(mark, mark)
    .png()
    .toBuffer();
  const background = spec.background ?? { r: 0, g: 0, b: 0, alpha: 0 };
  return sharp({ create: { width: spec.size, height: spec.size, channels: 4, background } })
    .composite([{ input: markPng, top: inset, left: inset }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

async function main(): Promise<void> {
  await mkdir(out, { recursive: true });
  const today = new Date().toISOString().slice(0, 10);
  await writeFile(path.join(out, 'sitemap.xml'), sitemapXml(today));
  await writeFile(path.join(out, 'robots.txt'), robotsTxt());
  const styleHashes = await inlineSiteStylesheets(out, deferModuleScripts);
  await writeFile(path.join(out, '_headers'), headersFile({ styleHashes }));
  await writeFile(path.join(out, OG_IMAGE.path.slice(1)), await socialImage());
  const icon = await readFile('public/icon.svg');
  await writeFile(path.join(out, 'favicon-32.png'), await sharp(icon).resize(32, 32).png().toBuffer());
  for (const spec of [...ICONS, APPLE_ICON_SPEC]) {
    await mkdir(path.dirname(path.join(out, spec.path)), { recursive: true });
    await writeFile(path.join(out, spec.path.slice(1)), await appIcon(icon, spec));
  }
  await writeFile(path.join(out, MANIFEST_PATH.slice(1)), `${JSON.stringify(webAppManifest(), null, 2)}\n`);
  await writeRoiSpreadsheet(path.join(out, 'downloads'));
  await writeDownloads(path.join(out, 'downloads'));
  await writeLogos(out);
  process.stdout.write(
    `postbuild: wrote sitemap.xml, robots.txt, _headers, the app manifest, images, brand marks and downloads to ${path.relative(process.cwd(), out)}\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`postbuild failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
