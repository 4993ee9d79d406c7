/**
 * The site's downloadable files (docs/product.md#calls-and-downloads: static files under /downloads/;
 * docs/decisions/0008-no-dead-ends.md), one entry per id of content/docs/hub.ts: its file name, URL, format, content
 * type and the function that makes its bytes. scripts/postbuild.ts writes the files from here, and pages show sizes
 * computed from the same bytes: pages pre-render before postbuild runs, so they cannot read the built file, but they
 * can make it. Both generators are deterministic, so the bytes measured by a page are the bytes served.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DOWNLOAD_IDS, type DownloadId, type DownloadResource } from '../content/docs/hub.schema.ts';
import { docsHub } from '../content/docs/hub.ts';
import { site } from '../content/site.ts';
import { HTML_DOCUMENTS, renderDownload } from './file-formats/document.ts';
import { buildRoiWorkbook } from './file-formats/spreadsheet.ts';
import { formatFileSize } from './format.ts';
import { DOWNLOADS_PATH } from './http.ts';

/** Where the site's downloadable files live (one home with the headers that keep them out of search results). */
export { DOWNLOADS_PATH };

/** How each file format is named and served. */
const DOWNLOAD_FORMATS = {
  HTML: { extension: 'html', contentType: 'text/html; charset=utf-8' },
  Excel: { extension: 'xls', contentType: 'application/vnd.ms-excel' },
} as const;
type DownloadFormat = keyof typeof DOWNLOAD_FORMATS;

export interface Download {
  id: DownloadId;
  /** Card title and link text, from the docs hub's resource card. */
  title: string;
  /** One sentence, from the docs hub's resource card. */
  description: string;
  /** Decorative icon, from the docs hub's resource card. */
  icon: DownloadResource['icon'];
  format: DownloadFormat;
  /** File name under /downloads/: `<id>.<extension>`. */
  file: string;
  /** The URL it is served at. */
  url: string;
  /** The Content-Type a server sends for it. */
  contentType: string;
  /** Makes the file's bytes (the same every time). */
  render: () => Uint8Array;
}

const utf8 = new TextEncoder();

/** One of the HTML documents of lib/file-formats/document.ts, as UTF-8 bytes, served at `url`. */
const htmlDocument =
  (id: DownloadId) =>
  (url: string): Uint8Array => {
    const doc = HTML_DOCUMENTS.find((d) => d.id === id);
    if (!doc) throw new Error(`lib/downloads.ts: no HTML document with id ${id} (lib/file-formats/document.ts)`);
    return utf8.encode(renderDownload(doc, `${site.origin}${url}`));
  };

/** What makes each file served at a URL, by id. A new id in DOWNLOAD_IDS without a generator here is a type error. */
const RENDERERS: Record<DownloadId, (url: string) => Uint8Array> = {
  'automation-readiness-assessment': htmlDocument('automation-readiness-assessment'),
  'security-compliance-guide': htmlDocument('security-compliance-guide'),
  'workflow-mapping-template': htmlDocument('workflow-mapping-template'),
  'roi-calculator': buildRoiWorkbook,
};

function resource(id: DownloadId): DownloadResource {
  const found = docsHub.groups
    .flatMap((group) => group.resources)
    .find((r): r is DownloadResource => r.downloadable && r.id === id);
  if (!found) throw new Error(`lib/downloads.ts: the docs hub has no downloadable card for ${id}`);
  return found;
}

function entry(id: DownloadId): Download {
  const card = resource(id);
  if (!(card.format in DOWNLOAD_FORMATS))
    throw new Error(`lib/downloads.ts: ${id} has no file format (${card.format})`);
  const format = card.format as DownloadFormat;
  const file = `${id}.${DOWNLOAD_FORMATS[format].extension}`;
  const url = `${DOWNLOADS_PATH}/${file}`;
  if (card.downloadUrl !== url)
    throw new Error(`lib/downloads.ts: the docs hub links ${id} to ${card.downloadUrl}, not ${url}`);
  return {
    id,
    title: card.title,
    description: card.description,
    icon: card.icon,
    format,
    file,
    url,
    contentType: DOWNLOAD_FORMATS[format].contentType,
    render: () => RENDERERS[id](url),
  };
}

/** Every download, in the order of DOWNLOAD_IDS. */
export const downloads: readonly Download[] = DOWNLOAD_IDS.map(entry);

const byId = new Map(downloads.map((download) => [download.id, download]));

export function getDownload(id: DownloadId): Download {
  const download = byId.get(id);
  if (!download) throw new Error(`lib/downloads.ts: no download ${id}`);
  return download;
}

/** The ROI spreadsheet's URL (the calculator page links to it). */
export const ROI_SPREADSHEET_URL = getDownload('roi-calculator').url;

const rendered = new Map<DownloadId, Uint8Array>();

/** The file's bytes, made once per process. */
export function downloadBytes(id: DownloadId): Uint8Array {
  let bytes = rendered.get(id);
  if (!bytes) {
    bytes = getDownload(id).render();
    rendered.set(id, bytes);
  }
  return bytes;
}

/** The file's size in bytes and as shown ("23 KB"). */
export function downloadSize(id: DownloadId): { bytes: number; label: string } {
  const bytes = downloadBytes(id).byteLength;
  return { bytes, label: formatFileSize(bytes) };
}

/** Writes every download into `dir` (dist/client/downloads); returns each file's path and size. */
export async function writeDownloads(dir: string): Promise<{ id: DownloadId; file: string; bytes: number }[]> {
  await mkdir(dir, { recursive: true });
  return Promise.all(
    downloads.map(async (download) => {
      const file = path.join(dir, download.file);
      const bytes = downloadBytes(download.id);
      await writeFile(file, bytes);
      return { id: download.id, file, bytes: bytes.byteLength };
    }),
  );
}

/** The download served at `url` (query and hash ignored), if any. */
export function findDownloadByUrl(url: string): Download | undefined {
  const pathname = url.split(/[?#]/)[0];
  return downloads.find((download) => download.url === pathname);
}
