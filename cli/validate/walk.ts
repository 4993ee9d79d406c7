/**
 * Reading content data generically: every string or object in a module's exports with its field path. Valibot
 * schemas and functions that modules also export are not data and are skipped.
 */
import { joinPath } from './problem.ts';

export interface Found<T = unknown> {
  path: string;
  value: T;
}

/** A valibot schema, action or pipe: every one has a `~run` method; data never does. */
const isSchema = (value: object): boolean => typeof (value as { '~run'?: unknown })['~run'] === 'function';

/**
 * Depth first under `value`, with each node's path from `base`: `onString` for every string, `onRecord` for every
 * plain object (not an array or Date). An object reached twice (two exports sharing a record) is visited once,
 * under the first path, through `seen`.
 */
function walk(
  value: unknown,
  base: string,
  seen: WeakSet<object>,
  on: { string?: (found: Found<string>) => void; record?: (found: Found<Record<string, unknown>>) => void },
): void {
  const visit = (node: unknown, path: string): void => {
    if (typeof node === 'string') on.string?.({ path, value: node });
    if (node === null || typeof node !== 'object' || node instanceof Date || isSchema(node) || seen.has(node)) return;
    seen.add(node);
    if (!Array.isArray(node)) on.record?.({ path: path || '(root)', value: node as Record<string, unknown> });
    for (const [key, item] of Object.entries(node))
      visit(item, joinPath(path, Array.isArray(node) ? Number(key) : key));
  };
  visit(value, base);
}

/** Every string under `value`, with its path: where content data names a link. */
export function collectStrings(value: unknown, base: string, seen: WeakSet<object> = new WeakSet()): Found<string>[] {
  const found: Found<string>[] = [];
  walk(value, base, seen, { string: (item) => found.push(item) });
  return found;
}

/** Every plain object under `value` (schemas skipped), with its path: for rules about records, such as offers. */
export function collectObjects(value: unknown, base: string): Found<Record<string, unknown>>[] {
  const found: Found<Record<string, unknown>>[] = [];
  walk(value, base, new WeakSet(), { record: (item) => found.push(item) });
  return found;
}
