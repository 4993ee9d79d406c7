/**
 * Heading ids for MDX, from one function: the compile step (a remark plugin, vite.config.ts) puts them on
 * the rendered headings and the loader (lib/documents.ts) lists them for "On this page", so the two can
 * never disagree. Ids are GitHub's slugs of the heading text, as readers expect from Markdown anchors.
 */
import GithubSlugger from 'github-slugger';
import type { Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';

export interface HeadingEntry {
  depth: number;
  text: string;
  id: string;
}

/** Every heading of a Markdown tree with its id, in order. */
export function slugHeadings(tree: Root, each?: (node: Heading, entry: HeadingEntry) => void): HeadingEntry[] {
  const slugger = new GithubSlugger();
  const entries: HeadingEntry[] = [];
  visit(tree, 'heading', (node) => {
    const text = toString(node).trim();
    const entry = { depth: node.depth, text, id: slugger.slug(text) };
    entries.push(entry);
    each?.(node, entry);
  });
  return entries;
}

/** The remark plugin: sets each heading's `id`. */
export function remarkHeadingIds() {
  return (tree: Root) => {
    slugHeadings(tree, (node, { id }) => {
      // mdast-util-to-hast copies `data.hProperties` onto the rendered element.
      const data = (node.data ?? {}) as { hProperties?: Record<string, unknown> };
      node.data = { ...data, hProperties: { ...data.hProperties, id } } as typeof node.data;
    });
  };
}
