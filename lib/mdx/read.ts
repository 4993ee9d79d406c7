/**
 * One MDX source read as data: its frontmatter (not yet checked), word count, headings with their ids and the
 * link targets it writes. lib/documents.ts builds the collections from it; `cli validate` reads each file
 * with it on its own, so one file's broken frontmatter cannot hide another's.
 */
import type { Root } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { parse as parseYaml } from 'yaml';
import { slugHeadings, type HeadingEntry } from './headings.ts';

export interface DocumentLink {
  href: string;
  line: number;
}

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter).use(remarkGfm);

const countWords = (text: string): number => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** Parse one MDX source: frontmatter (unchecked), words, headings and links. */
export function readMdx(source: string): {
  frontmatter: unknown;
  words: number;
  headings: HeadingEntry[];
  links: DocumentLink[];
} {
  const tree = parser.parse(source) as Root;
  let frontmatter: unknown = {};
  let words = 0;
  const links: DocumentLink[] = [];
  visit(tree, (node) => {
    switch (node.type) {
      case 'yaml':
        frontmatter = parseYaml(node.value) ?? {};
        break;
      case 'text':
      case 'inlineCode':
        words += countWords(node.value);
        break;
      // An interpolated figure (`{claims.x.value}`) reads as one word.
      case 'mdxTextExpression':
        words += 1;
        break;
      case 'link':
        links.push({ href: node.url, line: node.position?.start.line ?? 0 });
        break;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        for (const attribute of node.attributes) {
          if (
            attribute.type === 'mdxJsxAttribute' &&
            attribute.name === 'href' &&
            typeof attribute.value === 'string'
          ) {
            links.push({ href: attribute.value, line: node.position?.start.line ?? 0 });
          }
        }
        break;
    }
  });
  return { frontmatter, words, headings: slugHeadings(tree), links };
}
