/**
 * Reading content data generically: every string in a module's exports with its field path, and the values
 * a path such as `caseStudies[*].results` points at. Valibot schemas and functions that modules also export
 * are not data and are skipped.
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

type Step = { kind: 'key'; key: string } | { kind: 'index'; index: number } | { kind: 'each' };

function parsePath(path: string): Step[] {
  const steps: Step[] = [];
  const pattern = /([A-Za-z_$][\w$]*)|\[(\d+)\]|\[\*\]|\.|(.)/g;
  for (const match of path.matchAll(pattern)) {
    if (match[3] !== undefined) throw new Error(`cli/validate/walk.ts: cannot read path ${path}`);
    if (match[1] !== undefined) steps.push({ kind: 'key', key: match[1] });
    else if (match[2] !== undefined) steps.push({ kind: 'index', index: Number(match[2]) });
    else if (match[0] === '[*]') steps.push({ kind: 'each' });
  }
  return steps;
}

/**
 * The values at `path` (`home.faq.items`, `caseStudies[*].results`, `''` for the root), each with its
 * concrete path; undefined when the path leads nowhere, so a rule whose data moved fails loudly.
 */
export function select(root: unknown, path: string): Found[] | undefined {
  let current: Found[] = [{ path: '', value: root }];
  for (const step of parsePath(path)) {
    const next: Found[] = [];
    for (const { path: at, value } of current) {
      if (step.kind === 'each') {
        if (!Array.isArray(value)) return undefined;
        value.forEach((item, index) => next.push({ path: joinPath(at, index), value: item }));
      } else if (step.kind === 'index') {
        if (!Array.isArray(value) || step.index >= value.length) return undefined;
        next.push({ path: joinPath(at, step.index), value: value[step.index] });
      } else {
        if (value === null || typeof value !== 'object' || !(step.key in value)) return undefined;
        next.push({ path: joinPath(at, step.key), value: (value as Record<string, unknown>)[step.key] });
      }
    }
    current = next;
  }
  return current;
}
