import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { bundleProblem } from './build-search.ts';

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A bundle as Pagefind writes it, with `change` applied: file name to its text. */
function bundle(change: Record<string, string> = {}): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'build-search-'));
  folders.push(folder);
  const files: Record<string, string> = {
    'pagefind-entry.json': JSON.stringify({
      version: '1',
      languages: { en: { hash: 'en_1a', wasm: 'en', page_count: 31 } },
    }),
    'pagefind.js': 'export {};',
    'pagefind-worker.js': 'self;',
    'pagefind.en_1a.pf_meta': 'meta',
    'wasm.en.pagefind': 'wasm',
    ...change,
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(folder, name), text);
  return folder;
}

describe('the search bundle, before the build goes on', () => {
  it('is whole when its entry parses and names files that hold something', async () => {
    expect(await bundleProblem(bundle())).toBeNull();
  });

  it('is not while the entry is empty, as a backend killed mid-write left it', async () => {
    expect(await bundleProblem(bundle({ 'pagefind-entry.json': '' }))).toMatch(
      /^pagefind-entry\.json is not whole JSON/,
    );
  });

  it('is not while a file the entry names, or a script of Pagefind, is empty or missing', async () => {
    expect(await bundleProblem(bundle({ 'wasm.en.pagefind': '' }))).toBe('wasm.en.pagefind is missing or empty');
    const entry = JSON.stringify({ languages: { en: { hash: 'en_2b', wasm: 'en', page_count: 3 } } });
    expect(await bundleProblem(bundle({ 'pagefind-entry.json': entry }))).toBe(
      'pagefind.en_2b.pf_meta is missing or empty',
    );
    expect(await bundleProblem(bundle({ 'pagefind-worker.js': '' }))).toBe('pagefind-worker.js is missing or empty');
  });

  it('is not when it lists no page', async () => {
    const entry = JSON.stringify({ languages: { en: { hash: 'en_1a', wasm: 'en', page_count: 0 } } });
    expect(await bundleProblem(bundle({ 'pagefind-entry.json': entry }))).toBe('pagefind-entry.json lists no page');
  });
});
