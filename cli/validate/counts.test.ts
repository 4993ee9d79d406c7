import { beforeAll, describe, expect, it } from 'vitest';
import { caseStudies } from '../../content/caseStudies.ts';
import { CaseStudiesSchema } from '../../content/caseStudies.schema.ts';
import { collections } from '../../content/collections.ts';
import { navigation } from '../../content/navigation.ts';
import { FooterServicesSchema } from '../../content/navigation.schema.ts';
import { services } from '../../content/servicePages.ts';
import { ServicesSchema } from '../../content/servicePages.schema.ts';
import { type CollectionFile, type CountedFiles, checkFileCounts, mdxCounts } from './counts.ts';
import { contentMdxFiles, readMdxFiles } from './index.ts';

let real: CollectionFile[];

// Reading every MDX file takes a while on a busy two-core machine: done once for the file.
beforeAll(() => {
  const { mdx } = readMdxFiles(contentMdxFiles());
  real = mdx.map((doc) => ({ dir: doc.file.slice(0, doc.file.lastIndexOf('/')), frontmatter: doc.frontmatter }));
});

const entries = (
  studies: readonly unknown[] = caseStudies,
  offers: readonly unknown[] = services,
  footer: readonly unknown[] = navigation.footerGroups[0]!.paths,
): CountedFiles[] => [
  { file: 'content/case-studies/*.ts', path: '(files)', schema: CaseStudiesSchema, items: studies },
  { file: 'content/services/*.ts', path: '(files)', schema: ServicesSchema, items: offers },
  { file: 'content/navigation.ts', path: 'footerGroups[0].paths', schema: FooterServicesSchema, items: footer },
];
const messages = (files: readonly CollectionFile[], more: CountedFiles[] = entries()): string[] =>
  checkFileCounts([...mdxCounts(collections, files), ...more]).problems.map(
    (p) => `${p.file} › ${p.path}: ${p.rule} ${p.message}`,
  );
const inDir = (dir: string) => (file: CollectionFile) => file.dir === dir;
const featured = (file: CollectionFile): boolean => (file.frontmatter as { featured: boolean }).featured;

describe('checkFileCounts', () => {
  it('passes the real content, checking every collection', () => {
    expect(checkFileCounts([...mdxCounts(collections, real), ...entries()])).toEqual({ problems: [], checked: 6 });
    expect(real.filter(inDir('content/blog')).length).toBeGreaterThanOrEqual(5);
  });

  it('reports featured articles other than two, against the folder', () => {
    const allFeatured = real.map((file) =>
      file.dir === 'content/blog'
        ? { ...file, frontmatter: { ...(file.frontmatter as object), featured: true } }
        : file,
    );
    expect(messages(allFeatured)).toEqual([
      `content/blog/*.mdx › (files): count 2 featured articles (docs/product.md#blog), found ${real.filter(inDir('content/blog')).length}`,
    ]);
  });

  it('holds the articles at a minimum: a sixth passes, three are too few', () => {
    const articles = real.filter(inDir('content/blog'));
    const plain = articles.find((file) => !featured(file))!;
    expect(messages([...real, plain])).toEqual([]);
    const others = real.filter((file) => !inDir('content/blog')(file));
    expect(messages([...others, ...articles.filter(featured), plain])).toEqual([
      'content/blog/*.mdx › (files): count at least 5 articles (docs/product.md#blog), found 3',
    ]);
  });

  it('reports a legal page or a docs guide missing or over, and reads no count a collection does not fix', () => {
    const legal = real.filter(inDir('content/legal'));
    const docs = real.filter(inDir('content/docs'));
    const rest = real.filter((file) => !legal.includes(file) && !docs.includes(file));
    expect(messages([...rest, ...legal.slice(1), ...docs, ...docs.slice(0, 1)])).toEqual([
      'content/legal/*.mdx › (files): count 4 legal pages (docs/product.md#legal), found 3',
      'content/docs/*.mdx › (files): count 5 docs guides (docs/product.md#docs-guides), found 6',
    ]);
    expect(mdxCounts({ legal: { dir: collections.legal.dir } }, real)).toEqual([]);
  });

  it('holds the case studies, services and footer Services links at a minimum: a sixth passes, four are too few', () => {
    const footer = navigation.footerGroups[0]!.paths;
    const sixth = entries([...caseStudies, caseStudies[0]], [...services, services[0]], [...footer, '/services/x']);
    expect(messages(real, sixth)).toEqual([]);
    expect(messages(real, entries(caseStudies.slice(0, 4), services.slice(0, 4), footer.slice(0, 4)))).toEqual([
      'content/case-studies/*.ts › (files): count at least 5 case studies (docs/product.md#case-studies), found 4',
      'content/services/*.ts › (files): count at least 5 service pages (docs/product.md#services), found 4',
      'content/navigation.ts › footerGroups[0].paths: count at least 5 footer Services links (docs/product.md#the-shell), found 4',
    ]);
  });
});
