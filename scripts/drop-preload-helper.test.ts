import { describe, expect, it } from 'vitest';
import { dropPreloadHelper } from './drop-preload-helper.ts';

const chunk = (fileName: string, code: string, imports: string[] = [], moduleIds = [`/src/${fileName}.ts`]) => ({
  type: 'chunk' as const,
  fileName,
  code,
  imports,
  moduleIds,
});

describe('dropPreloadHelper', () => {
  it('replaces the helper with a call of the factory in every importer and drops its chunk', async () => {
    const helper = chunk(
      'assets/chunks/helper.js',
      'var e=function(f,d){return f()};export{e as t};',
      [],
      ['\0vite/preload-helper.js'],
    );
    const entry = chunk(
      'assets/entries/client.js',
      'import{t as e}from"../chunks/helper.js";export const load=()=>e(()=>import(`../chunks/island.js`),[]);',
      ['assets/chunks/helper.js'],
    );
    const sibling = chunk(
      'assets/chunks/other.js',
      'import { t } from "./helper.js";export const go=()=>t(async()=>1,[]);',
      ['assets/chunks/helper.js'],
    );
    const bundle = { [helper.fileName]: helper, [entry.fileName]: entry, [sibling.fileName]: sibling };

    expect(dropPreloadHelper(bundle)).toBe('assets/chunks/helper.js');
    expect(Object.keys(bundle)).toEqual(['assets/entries/client.js', 'assets/chunks/other.js']);
    expect(entry.code).toBe('const e=f=>f();export const load=()=>e(()=>import(`../chunks/island.js`),[]);');
    expect(entry.imports).toEqual([]);
    expect(sibling.code).toBe('const t=f=>f();export const go=()=>t(async()=>1,[]);');
    // The stand-in behaves as the helper does with no dependencies: it returns the factory's promise.
    const standIn = new Function(`${sibling.code.replace('export const go=', 'return ')}`)() as () => Promise<number>;
    await expect(standIn()).resolves.toBe(1);
  });

  it('leaves a bundle without the helper alone', () => {
    const only = chunk('a.js', 'export const a=1;');
    expect(dropPreloadHelper({ 'a.js': only })).toBeUndefined();
    expect(only.code).toBe('export const a=1;');
  });

  it('fails the build when the helper shares its chunk, or an importer cannot be rewritten', () => {
    const shared = chunk('h.js', '', [], ['\0vite/preload-helper.js', '/src/other.ts']);
    expect(() => dropPreloadHelper({ 'h.js': shared })).toThrow(/shares its chunk/);
    const helper = chunk('h.js', '', [], ['\0vite/preload-helper.js']);
    const odd = chunk('x.js', 'import*as h from"./h.js";', ['h.js']);
    expect(() => dropPreloadHelper({ 'h.js': helper, 'x.js': odd })).toThrow(/x\.js: cannot find/);
  });
});
