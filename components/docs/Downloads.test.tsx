import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOWNLOAD_IDS } from '../../content/docs/hub.schema.ts';
import { getDownload, writeDownloads } from '../../lib/downloads.ts';
import { formatFileSize } from '../../lib/format.ts';
import { Downloads } from './Downloads.tsx';

describe('<Downloads>', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'docs-downloads-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('shows for each file the size of the file the build writes', async () => {
    // The page renders first, as vike pre-renders before postbuild writes the files.
    const html = renderToStaticMarkup(<Downloads ids={[...DOWNLOAD_IDS]} />);
    await writeDownloads(dir);
    const shown = [...html.matchAll(/<data[^>]*value="(\d+)"[^>]*>([^<]+)<\/data>/g)].map((m) => ({
      bytes: Number(m[1]),
      label: m[2],
    }));
    expect(shown).toHaveLength(DOWNLOAD_IDS.length);
    for (const [i, id] of DOWNLOAD_IDS.entries()) {
      const size = (await stat(path.join(dir, getDownload(id).file))).size;
      expect(shown[i], id).toEqual({ bytes: size, label: formatFileSize(size) });
    }
  });

  it('opens each file in a new window and says so, with its title, format and size', () => {
    const html = renderToStaticMarkup(<Downloads ids={['roi-calculator']} />);
    const download = getDownload('roi-calculator');
    expect(html).toContain(`href="${download.url}" target="_blank" rel="noopener"`);
    expect(html).toMatch(new RegExp(`${download.title} \\(Excel, \\d+ KB\\) \\(opens in a new window\\)`));
  });
});
