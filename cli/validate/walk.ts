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
 * Every string (and Date, as its ISO text) under `value`, depth first, with its path from `base`. An object
 * reached twice (two exports sharing a record) is visited once, under the first path, through `seen`.
 */
export function collectStrings(value: unknown, base: string, seen: WeakSet<object> = new WeakSet()): Found<string>[] {
  const found: Found<string>[] = [];
  const visit = (node: unknown, path: string): void => {
    if (typeof node === 'string') {
      found.push({ path, value: node });
      return;
    }
    if (node instanceof Date) {
      found.push({ path, value: Number.isNaN(node.getTime()) ? 'Invalid Date' : node.toISOString() });
      return;
    }
    if (node === null || typeof node !== 'object' || isSchema(node) || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) node.forEach((item, index) => visit(item, joinPath(path, index)));
    else for (const [key, item] of Object.entries(node)) visit(item, joinPath(path, key));
  };
  visit(value, base);
  return found;
}

/** Every plain object under `value` (schemas skipped), with its path: for rules about records, such as ratings. */
export function collectObjects(value: unknown, base: string): Found<Record<string, unknown>>[] {
  const found: Found<Record<string, unknown>>[] = [];
  const seen = new WeakSet<object>();
  const visit = (node: unknown, path: string): void => {
    if (node === null || typeof node !== 'object' || node instanceof Date || isSchema(node) || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, joinPath(path, index)));
      return;
    }
    found.push({ path: path || '(root)', value: node as Record<string, unknown> });
    for (const [key, item] of Object.entries(node)) visit(item, joinPath(path, key));
  };
  visit(value, base);
  return found;
}
