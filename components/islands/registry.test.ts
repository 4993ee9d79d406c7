/**
 * One rule, one name: an island module is `<Name>.island.tsx`, named after its registry entry, and every such
 * file is in the registry; `…Island` names only the placer, <Island>, so a server component that places an
 * island is called for what it shows. The registry's imports are lazy, so this reads its source.
 */
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { islands } from './registry.ts';

const HERE = path.dirname(new URL(import.meta.url).pathname);
const ROOT = path.resolve(HERE, '../..');
const relative = (file: string) => path.relative(ROOT, file).split(path.sep).join('/');

/** Each entry of the registry as written: its name and the file its lazy import names. */
const entries = [
  ...readFileSync(path.join(HERE, 'registry.ts'), 'utf8').matchAll(/^\s*(\w+): \(\) => import\('([^']+)'\)/gm),
].map(([, name, specifier]) => ({ name: name!, file: relative(path.resolve(HERE, specifier!)) }));

describe('island modules', () => {
  it('are read from every entry of the registry', () => {
    expect(entries.map((entry) => entry.name).sort()).toEqual(Object.keys(islands).sort());
  });

  it('are each named <Name>.island.tsx after their entry', () => {
    for (const { name, file } of entries) expect(path.posix.basename(file), name).toBe(`${name}.island.tsx`);
  });

  it('are all in the registry: no *.island.tsx file is left out', () => {
    const files = globSync('components/**/*.island.tsx', { cwd: ROOT }).map((file) => file.split(path.sep).join('/'));
    expect(files.sort()).toEqual(entries.map((entry) => entry.file).sort());
  });

  it('leave the "Island" suffix to the placer: no other component is called …Island', () => {
    const named = globSync('{components,pages,renderer}/**/*.tsx', { cwd: ROOT }).flatMap((file) =>
      [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(/\b(?:function|const|class)\s+([A-Z]\w*Island)\b/g)]
        .map(([, name]) => `${file.split(path.sep).join('/')}: ${name}`)
        .filter((found) => !found.endsWith(': Island')),
    );
    expect(named).toEqual([]);
  });
});
