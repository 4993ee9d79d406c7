/**
 * Runs after `vike build` has pre-rendered every page into dist/client: writes the files that come from
 * the registry and content (sitemap.xml, robots.txt, _headers), the images made from public/icon.svg, and
 * the generated downloads (the ROI spreadsheet).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { site } from '../content/site.ts';
import { headersFile } from '../lib/headers.ts';
import { OG_IMAGE } from '../lib/seo.ts';
import { robotsTxt, sitemapXml } from '../lib/sitemap.ts';
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
  await writeRoiSpreadsheet(path.join(out, 'downloads'));
  process.stdout.write(
    `postbuild: wrote sitemap.xml, robots.txt, _headers, images and downloads to ${path.relative(process.cwd(), out)}\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`postbuild failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
