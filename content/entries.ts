/**
 * One file for each entry (docs/decisions/0022-one-file-for-each-entry.md): a collection the firm keeps adding to
 * (services, case studies) is a folder of modules, `content/<folder>/<id>.ts`, each exporting one record; the file's
 * name is its id. Adding an entry is adding a file: its page, its route, the lists that show it and the checks that
 * read it all come from the folder.
 *
 * Two kinds of reader load these modules. Vite (the site's build, vitest) bundles what it imports, so the
 * collection module lists the folder with `import.meta.glob`, which Vite expands at build time and which must
 * be written literally there. Plain Node (the CLI, build scripts, Playwright) has no such thing: it reads the
 * folder here, from the project root where every command runs (as lib/documents.ts reads MDX).
 */
import * as v from 'valibot';
import { PositiveInteger, SLUG, parseContent } from './schema.ts';

/**
 * Whether Vite transformed this module (the site's build, vitest): it writes `import.meta.env.MODE` as a string
 * at build time, while plain Node has no such property. (Testing the bare env object would not do: vike
 * replaces it with null.)
 */
export const underVite: boolean = (() => {
  try {
    return typeof import.meta.env.MODE === 'string';
  } catch {
    return false;
  }
})();

/** Each entry module's export, by its project-relative file (`content/services/ai-automation.ts`). */
export type EntryModules = Record<string, unknown>;

/** Plain Node's `import.meta.glob`: the named export of every `*.ts` in `folder` (tests excluded). */
export async function importFolder(folder: string, exportName: string): Promise<EntryModules> {
  // Loaded here, not at the top: this module is also bundled by Vite, where this branch never runs.
  const [{ globSync }, path, { pathToFileURL }] = await Promise.all([
    import('node:fs'),
    import('node:path'),
    import('node:url'),
  ]);
  const files = globSync(`${folder}/*.ts`)
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => !file.endsWith('.test.ts'))
    .sort();
  const modules: EntryModules = {};
  for (const file of files) {
    const module = (await import(pathToFileURL(path.resolve(file)).href)) as Record<string, unknown>;
    modules[file] = module[exportName];
  }
  return modules;
}

/** `./services/ai-automation.ts` (a glob key) or `content/services/ai-automation.ts` → the project path. */
const projectPath = (folder: string, key: string): string => `${folder}/${key.split('/').pop() ?? key}`;

/** `content/services/ai-automation.ts` → `ai-automation`. */
const entryId = (file: string): string => (file.split('/').pop() ?? file).replace(/\.ts$/, '');

/** What every entry has besides its own fields: where it comes in its lists. */
export const EntryOrder = v.object({
  /** Position in every list that shows the collection (smallest first); two entries may not share it. */
  order: PositiveInteger,
});

/**
 * The entries of `folder`, each checked by `schema` (a failure names the entry's own file), given its `id`
 * from the file's name, and sorted by `order`.
 */
export function collectEntries<S extends v.GenericSchema<unknown, { id: string; order: number }>>(
  folder: string,
  modules: EntryModules,
  schema: S,
): v.InferOutput<S>[] {
  const entries = Object.entries(modules).map(([key, data]) => {
    const file = projectPath(folder, key);
    const id = entryId(file);
    // An entry file's name is its id and part of its URL.
    if (!SLUG.test(id)) {
      throw new Error(`${file}: an entry's file name is its id and URL: lower-case words joined by hyphens`);
    }
    const record = typeof data === 'object' && data !== null ? { ...data, id } : data;
    return { file, entry: parseContent(file, schema, record) };
  });
  entries.sort((a, b) => a.entry.order - b.entry.order);
  entries.forEach((current, i) => {
    const previous = entries[i - 1];
    if (previous && previous.entry.order === current.entry.order) {
      throw new Error(`${current.file}: order ${current.entry.order} is taken by ${previous.file}`);
    }
  });
  return entries.map(({ entry }) => entry);
}
