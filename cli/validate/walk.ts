/**
 * Reading content data generically: every string in a module's exports with its field path. Valibot schemas and
 * functions that modules also export are not data and are skipped.
 */
import { joinPath } from './problem.ts';

export interface Found<T = unknown> {
  path: string;
  value: T;
}

/** A valibot schema, action or pipe: every one has a `~run` method; data never does. */
const isSchema = (value: object): boolean => typeof (value as { '~run'?: unknown })['~run'] === 'function';

/**
 * Every string under `value`, depth first, with its path from `base`: where content data names a link. An object
 * reached twice (two exports sharing a record) is visited once, under the first path, through `seen`.
 */
export function collectStrings(value: unknown, base: string, seen: WeakSet<object> = new WeakSet()): Found<string>[] {
  const found: Found<string>[] = [];
  const visit = (node: unknown, path: string): void => {
    if (typeof node === 'string') found.push({ path, value: node });
    if (node === null || typeof node !== 'object' || node instanceof Date || isSchema(node) || seen.has(node)) return;
    seen.add(node);
    for (const [key, item] of Object.entries(node))
      visit(item, joinPath(path, Array.isArray(node) ? Number(key) : key));
  };
  visit(value, base);
  return found;
}
