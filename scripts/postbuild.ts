/**
 * Runs after `vike build` has pre-rendered every page into dist/client: writes the files that come from
 * the registry and content (sitemap.xml, robots.txt, _headers, the web app manifest), the images made from
 * the mark of lib/brand.ts (social preview, /icon.svg, app icons), and the downloads of lib/downloads.ts (the three HTML
 * documents and the ROI spreadsheet).
 * scripts/build-sw.ts runs next and precaches all of it.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { blogPage } from '../content/blogPage.ts';
import { claims } from '../content/claims.ts';
import { site } from '../content/site.ts';
import { brand, markSvg } from '../lib/brand.ts';
import { articles } from '../lib/documents.ts';
import { DOWNLOADS_PATH, writeDownloads } from '../lib/downloads.ts';
import { STYLES as DOWNLOAD_STYLES } from '../lib/file-formats/document.ts';
import { FEED_PATH, rssXml } from '../lib/feed.ts';
import { headersFile, scriptHash } from '../lib/headers.ts';
import { APPLE_ICON_SPEC, ICONS, MANIFEST_PATH, webAppManifest, type IconSpec } from '../lib/pwa/manifest.ts';
import { OG_IMAGE, absoluteUrl, articleImagePath } from '../lib/seo.ts';
import { gitCommitDate, robotsTxt, sitemapXml } from './sitemap.ts';
import { writeLogos } from './build-logos.ts';
import {
  BOOT_SOURCE,
  type BuildManifest,
  HEAD_SOURCE,
  deferModuleScripts,
  inlineHeadScript,
  islandPreloads,
  minifyPageScript,
} from './defer-scripts.ts';
import { inlineSiteStylesheets } from './inline-css.ts';

const out = path.resolve(process.argv[2] ?? path.join(process.env.BUILD_OUT ?? 'dist', 'client'));

/** Words of `text` in lines of at most `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** A social preview card: the brand mark, a big title and smaller lines, on the dark brand background. */
async function socialImage(title: string, lines: string[]): Promise<Buffer> {
  const mark = markSvg().replace('<svg ', '<svg x="96" y="96" width="120" height="120" ');
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const titleLines = wrap(title, 26).slice(0, 3);
  const text = (content: string, y: number, size: number, fill: string, weight = 400) =>
    `<text x="96" y="${y}" font-family="DejaVu Sans, Arial, sans-serif" font-size="${size}" font-weight="${weight}" fill="${fill}">${escape(content)}</text>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_IMAGE.width}" height="${OG_IMAGE.height}">
  <rect width="100%" height="100%" fill="${brand.ink}"/>
  ${mark}
  ${titleLines.map((line, i) => text(line, 320 + i * 80, 64, brand.paper, 700)).join('\n  ')}
  ${lines.map((line, i) => text(line, 320 + titleLines.length * 80 + 20 + i * 50, 34, '#a9b6cc')).join('\n  ')}
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
  await writeFile(path.join(out, 'sitemap.xml'), sitemapXml({ gitDate: gitCommitDate, buildDate: today }));
  await writeFile(path.join(out, 'robots.txt'), robotsTxt());
  const boot = minifyPageScript(await readFile(BOOT_SOURCE, 'utf8'), BOOT_SOURCE);
  const head = minifyPageScript(await readFile(HEAD_SOURCE, 'utf8'), HEAD_SOURCE);
  // Vite's manifest of the client build, which vike keeps beside the output folder.
  const manifest = JSON.parse(await readFile(path.join(out, '..', 'assets.json'), 'utf8')) as BuildManifest;
  const exists = (file: string) => existsSync(path.join(out, file));
  const styleHashes = await inlineSiteStylesheets(out, (html) =>
    deferModuleScripts(inlineHeadScript(html, head, islandPreloads(html, manifest, exists)), boot),
  );
  // The downloads' own inline stylesheet is allowed beside the pages' (lib/file-formats/document.ts).
  await writeFile(
    path.join(out, '_headers'),
    headersFile({
      styleHashes: [...styleHashes, scriptHash(DOWNLOAD_STYLES)],
      scriptHashes: [scriptHash(head), scriptHash(boot)],
    }),
  );
  await writeFile(
    path.join(out, OG_IMAGE.path.slice(1)),
    await socialImage(site.brand, [
      `AI automation that saves ${claims.hoursSavedWeekly.value} hours a week`,
      'for UK small and medium businesses',
    ]),
  );
  await mkdir(path.join(out, 'og'), { recursive: true });
  for (const article of articles) {
    const image = await socialImage(article.data.title, [`${article.data.category} · ${site.brand}`]);
    await writeFile(path.join(out, articleImagePath(article.slug).slice(1)), image);
  }
  await writeFile(
    path.join(out, FEED_PATH.slice(1)),
    rssXml(
      {
        title: blogPage.feed.title,
        link: absoluteUrl('/blog'),
        description: blogPage.feed.description,
        feedUrl: absoluteUrl(FEED_PATH),
      },
      articles.map((article) => ({
        title: article.data.title,
        link: absoluteUrl(article.path),
        date: article.data.date,
        summary: article.data.excerpt,
        category: article.data.category,
        author: article.data.author,
      })),
    ),
  );
  const icon = Buffer.from(markSvg());
  await writeFile(path.join(out, 'icon.svg'), icon);
  for (const spec of [...ICONS, APPLE_ICON_SPEC]) {
    await mkdir(path.dirname(path.join(out, spec.path)), { recursive: true });
    await writeFile(path.join(out, spec.path.slice(1)), await appIcon(icon, spec));
  }
  await writeFile(path.join(out, MANIFEST_PATH.slice(1)), `${JSON.stringify(webAppManifest(), null, 2)}\n`);
  // The same bytes the pages measured when they showed each file's size (lib/downloads.ts).
  await writeDownloads(path.join(out, DOWNLOADS_PATH.slice(1)));
  await writeLogos(out);
  process.stdout.write(
    `postbuild: wrote sitemap.xml, robots.txt, _headers, the feed, the app manifest, images, brand marks and downloads to ${path.relative(process.cwd(), out)}\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`postbuild failed: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
