import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { caseStudies } from './caseStudies.ts';
import { EntryOrder, collectEntries, importFolder } from './entries.ts';
import { ContentError } from './schema.ts';
import { services } from './servicePages.ts';

const Thing = v.object({ id: v.string(), ...EntryOrder.entries, name: v.pipe(v.string(), v.minLength(1)) });

describe('collectEntries', () => {
  it('gives each record its file name as id and sorts by order, whatever the file order', () => {
    const things = collectEntries(
      'content/things',
      { './things/zebra.ts': { order: 1, name: 'Z' }, './things/apple.ts': { order: 2, name: 'A' } },
      Thing,
    );
    expect(things).toEqual([
      { id: 'zebra', order: 1, name: 'Z' },
      { id: 'apple', order: 2, name: 'A' },
    ]);
  });

  it('names the entry’s own file when its record fails the schema', () => {
    const collect = () => collectEntries('content/things', { 'content/things/bad.ts': { order: 1, name: '' } }, Thing);
    expect(collect).toThrow(ContentError);
    expect(collect).toThrow(/content\/things\/bad\.ts › name: /);
  });

  it('refuses two entries in one place and a file name that cannot be a URL', () => {
    expect(() =>
      collectEntries(
        'content/things',
        { './things/a.ts': { order: 1, name: 'A' }, './things/b.ts': { order: 1, name: 'B' } },
        Thing,
      ),
    ).toThrow('content/things/b.ts: order 1 is taken by content/things/a.ts');
    expect(() => collectEntries('content/things', { './things/My Thing.ts': { order: 1, name: 'A' } }, Thing)).toThrow(
      "content/things/My Thing.ts: an entry's file name is its id and URL",
    );
  });
});

describe('the two readers of a folder', () => {
  // Vitest runs under Vite, so the collections came through import.meta.glob; plain Node reads the folder.
  it('see the same services and case studies', async () => {
    const serviceFiles = Object.keys(await importFolder('content/services', 'service'));
    expect(serviceFiles.map((file) => file.replace(/^content\/services\/|\.ts$/g, '')).sort()).toEqual(
      services.map((service) => service.id).sort(),
    );
    const studyFiles = Object.keys(await importFolder('content/case-studies', 'caseStudy'));
    expect(studyFiles.map((file) => file.replace(/^content\/case-studies\/|\.ts$/g, '')).sort()).toEqual(
      caseStudies.map((study) => study.id).sort(),
    );
    expect(services.map((service) => service.id)).toHaveLength(serviceFiles.length);
  });
});
