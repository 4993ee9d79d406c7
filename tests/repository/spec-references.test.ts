/**
 * No comment, test name, message or page of the docs cites the product brief or the design notes the project
 * started from ("SPEC §5", "DESIGN decision 18", "DESIGN.md, Layout"): neither is in the repository, so a newcomer
 * cannot follow the citation. Cite the page that holds the rule instead, docs/product.md#<section> for what the
 * site must do and docs/decisions/NNNN-<title>.md for why it is built so, or say the rule in words
 * (docs/decisions/0001-record-decisions-in-the-repository.md). Those citations must lead somewhere too: a record
 * that exists, a section the product page has. This reads every text file git tracks (the lock file aside), strings
 * and comments alike, as tests/repository/issue-references.test.ts does for issue numbers.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { slug } from 'github-slugger';
import { describe, expect, it } from 'vitest';
import { citations as citationsOf, trackedTextFiles, unquoted, where } from './citations.ts';

/**
 * "SPEC §5", "SPEC's URL", "DESIGN decision 18", "DESIGN 3", "DESIGN.md", "SPEC.md": the two documents by their
 * names, which are upper case. Not the word "spec" in prose, nor a constant such as `SPEC_ROUTES`.
 */
const CITATION = /\bSPEC\b|\bDESIGN\b/;

/**
 * Files another change is rewriting at the moment, whose citations stay until it lands: each is allowed its
 * citations, and an entry whose file no longer has any fails, so this list only empties.
 */
const PENDING: readonly string[] = [];

const THIS_FILE = 'tests/repository/spec-references.test.ts';
const citations = (file: string, text: string) => citationsOf(CITATION, THIS_FILE, file, text);

/** The ids of the product page's sections, as GitHub makes them from its headings. */
function sectionIds(markdown: string): Set<string> {
  const headings = markdown.split('\n').filter((line) => /^#{1,6} /.test(line));
  return new Set(headings.map((line) => slug(line.replace(/^#+ /, ''))));
}

/**
 * A cited decision record or product section, in code (`docs/decisions/0009-….md`, `docs/product.md#forms`) or as
 * a Markdown link relative to the page (`](decisions/0009-….md)`, `](0009-….md)` among the records).
 */
const RECORD = /(?:docs\/decisions\/|\]\((?:\.\.\/)?(?:decisions\/)?)(\d{4}-[a-z0-9-]+\.md)/g;
const SECTION = /(?:docs\/|\]\((?:\.\.\/)?)product\.md#([a-z0-9-]+)/g;

/** Each line of `text` citing a record that does not exist or a section the product page does not have. */
function brokenCitations(file: string, text: string, records: ReadonlySet<string>, sections: ReadonlySet<string>) {
  return text.split('\n').flatMap((line, index) => {
    const read = file === THIS_FILE ? unquoted(line) : line;
    const missing = [
      ...[...read.matchAll(RECORD)].map((m) => m[1]!).filter((record) => !records.has(record)),
      ...[...read.matchAll(SECTION)].map((m) => `product.md#${m[1]!}`).filter((s) => !sections.has(s.slice(11))),
    ];
    return missing.map((target) => `${file}:${index + 1}: ${target}`);
  });
}

const files = trackedTextFiles();

const RECORDS = new Set(
  files.map(({ file }) => file).flatMap((file) => (file.startsWith('docs/decisions/0') ? [path.basename(file)] : [])),
);
const SECTIONS = sectionIds(readFileSync('docs/product.md', 'utf8'));

describe('citations of the product brief and the design notes', () => {
  it('reads every tracked text file: source, tests, docs and scripts', () => {
    const names = files.map((f) => f.file);
    expect(names.length).toBeGreaterThan(500);
    for (const file of [
      'README.md',
      'docs/product.md',
      'cli/validate/index.ts',
      'content/claims.schema.ts',
      '.ci/run',
    ]) {
      expect(names).toContain(file);
    }
    expect(names.filter((name) => name.endsWith('.mdx')).length).toBeGreaterThan(15);
    expect(RECORDS.size).toBeGreaterThan(30);
    expect(SECTIONS).toContain('contact-form');
  });

  it('finds none, but in the files being rewritten elsewhere', () => {
    const found = files.flatMap(({ file, text }) => citations(file, text)).filter((c) => !PENDING.includes(c.file));
    expect(found.map(where), 'cite docs/product.md#<section> or docs/decisions/, or say the rule in words').toEqual([]);
  });

  it('lists as pending only files that still cite them', () => {
    const citing = new Set(files.flatMap(({ file, text }) => citations(file, text)).map((c) => c.file));
    expect(
      PENDING.filter((file) => !citing.has(file)),
      'rewritten: remove these from PENDING',
    ).toEqual([]);
  });

  it('finds every cited decision record and product section', () => {
    const broken = files.flatMap(({ file, text }) => brokenCitations(file, text, RECORDS, SECTIONS));
    expect(broken, 'a record that exists, a heading of docs/product.md').toEqual([]);
    // What was read: citations of each kind, in code and in the docs' own links.
    const cited = files.flatMap(({ text }) => [...text.matchAll(RECORD), ...text.matchAll(SECTION)]);
    expect(cited.length).toBeGreaterThan(200);
  });

  it('catches a planted citation, and not prose about a spec nor a constant named after one', () => {
    const planted = [
      '/** The GDPR requests (SPEC §2 Legal pages). */',
      ' * Both hosts call it (DESIGN decision 18, "One form handler, two hosts")',
      "it('uses the defaults of SPEC §9', () => {",
      '    // Content is validated at build time only (DESIGN 3).',
      '  message: `may import only lib/ (DESIGN.md, Layout).`,',
      'The specification is `../shared/SPEC.md`.',
      " * The ROI spreadsheet served at its SPEC's URL",
      '// The spec’s label, on every card (docs/product.md#documentation-hub).',
      'const SPEC_ROUTES = [APPLE_ICON_SPEC];',
      'Both forms follow the specification’s rules (the design notes say why).',
    ].join('\n');
    expect(citations('planted.ts', planted).map(where)).toEqual([
      'planted.ts:1: /** The GDPR requests (SPEC §2 Legal pages). */',
      'planted.ts:2: * Both hosts call it (DESIGN decision 18, "One form handler, two hosts")',
      "planted.ts:3: it('uses the defaults of SPEC §9', () => {",
      'planted.ts:4: // Content is validated at build time only (DESIGN 3).',
      'planted.ts:5: message: `may import only lib/ (DESIGN.md, Layout).`,',
      'planted.ts:6: The specification is `../shared/SPEC.md`.',
      "planted.ts:7: * The ROI spreadsheet served at its SPEC's URL",
    ]);
  });

  it('catches a planted citation of a record or section that does not exist, and passes those that do', () => {
    const records = new Set(['0009-forms-post-to-our-own-inbox.md']);
    const sections = new Set(['forms', 'contact-form']);
    const planted = [
      ' * The form API (docs/decisions/0009-forms-post-to-our-own-inbox.md).',
      ' * The form API (docs/decisions/0009-forms-post-to-our-inbox.md).',
      '/** The enquiry form (docs/product.md#contact-form). */',
      '/** The enquiry form (docs/product.md#enquiry-form). */',
      'rules ([the product](product.md#forms): names',
      '[one handler, two hosts](decisions/0020-one-form-handler-two-hosts.md)',
      '[loose claims](0025-loose-claims.md)',
    ].join('\n');
    expect(brokenCitations('planted.md', planted, records, sections)).toEqual([
      'planted.md:2: 0009-forms-post-to-our-inbox.md',
      'planted.md:4: product.md#enquiry-form',
      'planted.md:6: 0020-one-form-handler-two-hosts.md',
      'planted.md:7: 0025-loose-claims.md',
    ]);
  });
});
