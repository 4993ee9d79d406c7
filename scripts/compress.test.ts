import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, expect, it } from 'vitest';
import { compressSite, dropCompressed } from './compress.ts';

const out = mkdtempSync(path.join(tmpdir(), 'compress-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

it('writes a brotli copy of each text file of 1 KB or more, none of smaller or binary files, and keeps them off Cloudflare', async () => {
  const page = `<!doctype html><title>Page</title><p>${'Words. '.repeat(400)}</p>`;
  mkdirSync(path.join(out, 'assets'));
  writeFileSync(path.join(out, 'page.html'), page);
  writeFileSync(path.join(out, 'assets/app.js'), `console.log("${'x'.repeat(2000)}")`);
  writeFileSync(path.join(out, 'small.css'), 'p{margin:0}');
  writeFileSync(path.join(out, 'image.png'), Buffer.alloc(4096));

  expect(await compressSite(out)).toMatchObject({ files: 2 });
  expect(brotliDecompressSync(readFileSync(path.join(out, 'page.html.br'))).toString()).toBe(page);
  expect(existsSync(path.join(out, 'assets/app.js.br'))).toBe(true);
  expect(existsSync(path.join(out, 'small.css.br'))).toBe(false);
  expect(existsSync(path.join(out, 'image.png.br'))).toBe(false);
  // wrangler reads it and uploads none of the copies (a copy uploaded is served at its own URL).
  expect(readFileSync(path.join(out, '.assetsignore'), 'utf8')).toBe('*.br\n');

  dropCompressed(path.join(out, 'page.html'));
  expect(existsSync(path.join(out, 'page.html.br'))).toBe(false);
});
