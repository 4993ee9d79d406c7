/**
 * One MDX source read as data: its frontmatter (not yet checked), headings with their ids and the
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
import { isMap, isScalar, LineCounter, parseDocument } from 'yaml';
import { slugHeadings, type HeadingEntry } from './headings.ts';

export interface DocumentLink {
  href: string;
  line: number;
}

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter).use(remarkGfm);

/** A top-level frontmatter field and the lines of the file it spans, from its key to the next key. */
export interface FrontmatterField {
  key: string;
  /** First and last line (1-based, in the MDX file). */
  lines: [number, number];
}

/**
 * The frontmatter block (the YAML between the opening and closing `---`): its value, and which lines each
 * top-level field spans, so a finding in a line of it can name the field. A YAML error throws, as `yaml.parse`
 * would.
 */
function readFrontmatter(yaml: string, open: number, close: number): { value: unknown; fields: FrontmatterField[] } {
  const lineCounter = new LineCounter();
  const document = parseDocument(yaml, { lineCounter });
  if (document.errors[0]) throw document.errors[0];
  const starts: { key: string; line: number }[] = [];
  if (isMap(document.contents)) {
    for (const pair of document.contents.items) {
      if (!isScalar(pair.key) || !pair.key.range) continue;
      // Line 1 of the YAML is the line after the opening `---`.
      starts.push({ key: String(pair.key.value), line: open + lineCounter.linePos(pair.key.range[0]).line });
    }
  }
  const fields = starts.map(({ key, line }, index): FrontmatterField => {
    const last = (starts[index + 1]?.line ?? close) - 1;
    return { key, lines: [line, last] };
  });
  return { value: document.toJS() ?? {}, fields };
}

/** Parse one MDX source: frontmatter (unchecked) and its fields' lines, headings and links. */
export function readMdx(source: string): {
  frontmatter: unknown;
  frontmatterFields: FrontmatterField[];
  headings: HeadingEntry[];
  links: DocumentLink[];
} {
  const tree = parser.parse(source) as Root;
  let frontmatter: unknown = {};
  let frontmatterFields: FrontmatterField[] = [];
  const links: DocumentLink[] = [];
  visit(tree, (node) => {
    switch (node.type) {
      case 'yaml': {
        const read = readFrontmatter(node.value, node.position?.start.line ?? 1, node.position?.end.line ?? 1);
        frontmatter = read.value;
        frontmatterFields = read.fields;
        break;
      }
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
  return { frontmatter, frontmatterFields, headings: slugHeadings(tree), links };
}
