import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOWNLOAD_IDS } from '../content/docs/hub.schema.ts';
import { docsHub } from '../content/docs/hub.ts';
import { site } from '../content/site.ts';
import { DOWNLOADS_PATH, downloadBytes, downloadSize, downloads, getDownload, writeDownloads } from './downloads.ts';
import { formatFileSize } from './format.ts';

describe('the downloads registry', () => {
  it('has one entry per download id, each served as /downloads/<id>.<extension of its format>', () => {
    expect(downloads.map((d) => d.id)).toEqual([...DOWNLOAD_IDS]);
    expect(downloads.map((d) => d.url)).toEqual([
      '/downloads/automation-readiness-assessment.html',
      '/downloads/security-compliance-guide.html',
      '/downloads/workflow-mapping-template.html',
      '/downloads/roi-calculator.xls',
    ]);
    for (const download of downloads) expect(download.url).toBe(`${DOWNLOADS_PATH}/${download.file}`);
    expect(downloads.map((d) => d.contentType)).toEqual([
      'text/html; charset=utf-8',
      'text/html; charset=utf-8',
      'text/html; charset=utf-8',
      'application/vnd.ms-excel',
    ]);
  });

  it('agrees with every download card of the docs hub: same URL, title and description', () => {
    const cards = docsHub.groups.flatMap((g) => g.resources).filter((r) => r.downloadable);
    expect(cards).toHaveLength(DOWNLOAD_IDS.length);
    for (const card of cards) {
      const download = getDownload(card.id);
      expect(download.url).toBe(card.downloadUrl);
      expect(download.title).toBe(card.title);
      expect(download.description).toBe(card.description);
      expect(download.format).toBe(card.format);
    }
  });

  it('names each HTML document’s own address as its canonical URL, so search engines index it once', () => {
    for (const download of downloads.filter((d) => d.format === 'HTML')) {
      const text = new TextDecoder().decode(downloadBytes(download.id));
      expect(text).toContain(`<link rel="canonical" href="${site.origin}${download.url}">`);
    }
  });

  it('makes real files: HTML documents and a compound-file Excel workbook', () => {
    const text = new TextDecoder().decode(downloadBytes('security-compliance-guide'));
    expect(text.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(Buffer.from(downloadBytes('roi-calculator').subarray(0, 8)).toString('hex')).toBe('d0cf11e0a1b11ae1');
  });
});

describe('sizes shown are the sizes written', () => {
  let dir: string;
  let written: Awaited<ReturnType<typeof writeDownloads>>;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'downloads-'));
    written = await writeDownloads(dir);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes each file as postbuild does, with the byte size a page shows', async () => {
    expect(written.map((w) => path.basename(w.file))).toEqual(downloads.map((d) => d.file));
    for (const { id, file } of written) {
      const onDisk = (await stat(file)).size;
      expect(downloadSize(id).bytes, id).toBe(onDisk);
      expect(downloadSize(id).label, id).toBe(formatFileSize(onDisk));
    }
  });

  it('the generators are deterministic: a fresh render matches the written file byte for byte', async () => {
    for (const { id, file } of written) {
      const fresh = Buffer.from(getDownload(id).render());
      expect(fresh.equals(await readFile(file)), id).toBe(true);
    }
  });
});
