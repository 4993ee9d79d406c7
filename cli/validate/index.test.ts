import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ArticleFrontmatter, LegalFrontmatter } from '../../content/collections.ts';
import { routes } from '../../lib/routes.ts';
import { anchorSources } from './anchors.ts';
import { typedContent } from './content.ts';
import { type Problem, contentModuleFiles, formatProblem, loadModules, readMdxFiles, validate } from './index.ts';

const fixtures = 'cli/validate/fixtures';
const fixtureBlog = {
  blog: { dir: `${fixtures}/blog`, route: (slug: string) => `/blog/${slug}`, schema: ArticleFrontmatter },
};
const lines = (problems: Problem[]) => problems.map(formatProblem);

describe('loadModules', () => {
  it('reports a module that fails its schema with its file and the field path, and keeps going', async () => {
    const { modules, problems, notes } = await loadModules([
      `${fixtures}/brokenModule.ts`,
      `${fixtures}/importsBroken.ts`,
      `${fixtures}/throwsModule.ts`,
      `${fixtures}/goodModule.ts`,
    ]);
    expect(lines(problems)).toEqual([
      'cli/validate/fixtures/brokenModule.ts › [1].results[1].value: schema must not be empty',
      'cli/validate/fixtures/throwsModule.ts › (module): import planted failure at import',
    ]);
    expect(notes).toEqual([
      'cli/validate/fixtures/importsBroken.ts did not load because cli/validate/fixtures/brokenModule.ts failed its schema',
    ]);
    expect([...modules.keys()]).toEqual([`${fixtures}/goodModule.ts`]);
  });
});

describe('readMdxFiles', () => {
  it('checks each file’s frontmatter against its collection’s schema, naming the field', () => {
    // An article filed among the legal pages: their schema wants a label and an updated date.
    const { problems, mdx } = readMdxFiles([`${fixtures}/blog/planted.mdx`], {
      legal: { dir: `${fixtures}/blog`, route: (slug: string) => `/${slug}`, schema: LegalFrontmatter },
    });
    expect(problems.map((p) => `${p.file} › ${p.path}: ${p.rule}`)).toContain(
      'cli/validate/fixtures/blog/planted.mdx › frontmatter.label: schema',
    );
    expect(mdx[0]).toMatchObject({ route: '/planted', headings: ['real-heading'] });
  });

  it('reports a file that does not parse, with its line, and reads the others', () => {
    const broken = path.join(mkdtempSync(path.join(tmpdir(), 'mdx-')), 'broken.mdx');
    writeFileSync(broken, '# A heading\n\nText with <Callout title="x">an unclosed element.\n');
    const { problems, mdx } = readMdxFiles([broken, `${fixtures}/blog/planted.mdx`], fixtureBlog);
    expect(problems.map((p) => `${p.path}: ${p.rule}`)).toEqual([expect.stringMatching(/^line \d+: mdx$/)]);
    expect(mdx.map((doc) => doc.file)).toEqual([`${fixtures}/blog/planted.mdx`]);
  });

  it('passes a file its schema accepts (the fixture’s defects are beyond any schema)', () => {
    expect(readMdxFiles([`${fixtures}/blog/planted.mdx`], fixtureBlog).problems).toEqual([]);
  });
});

describe('validate', () => {
  it('finds every planted defect in the fixtures, each with file, path and rule', async () => {
    const report = await validate({
      moduleFiles: ['content/packages.ts', `${fixtures}/brokenModule.ts`, `${fixtures}/goodModule.ts`],
      mdxFiles: [`${fixtures}/blog/planted.mdx`],
      collections: fixtureBlog,
      // A registry in which /pricing is specified but not built yet.
      routes: routes.map((route) => (route.path === '/pricing' ? { ...route, status: 'pending' as const } : route)),
    });
    const mdx = 'cli/validate/fixtures/blog/planted.mdx';
    expect(report.ok).toBe(false);
    expect(report.problems.map((p) => `${p.file} › ${p.path}: ${p.rule}`).sort()).toEqual(
      [
        'cli/validate/fixtures/brokenModule.ts › [1].results[1].value: schema',
        `${mdx} › line 15: anchor`,
        `${mdx} › line 15: link`,
        `${mdx} › frontmatter.cta.primary.href: link`,
        `${mdx} › line 18: payload`,
        'cli/validate/fixtures/goodModule.ts › page.links[0].href: link',
      ].sort(),
    );
    expect(report.problems.map(formatProblem)).toContain(
      'cli/validate/fixtures/goodModule.ts › page.links[0].href: link /pricing is a pending route: it would 404 until its page is built',
    );
    expect(report.checked).toMatchObject({ 'content modules': 3, 'MDX files': 1, links: 5, fragments: 2 });
  });

  it('passes the real content', { timeout: 60_000 }, async () => {
    const report = await validate();
    expect(lines(report.problems)).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.checked['content modules']).toBeGreaterThan(30);
    expect(report.checked['MDX files']).toBeGreaterThan(15);
    expect(report.checked.links).toBeGreaterThan(100);
    expect(report.checked.fragments).toBeGreaterThan(0);
    expect(report.checked['written payloads']).toBeGreaterThan(0);
    // Every fragment in content is checked against ids content declares or MDX headings.
    expect(report.notes.filter((note) => note.startsWith('fragment not checked'))).toEqual([]);
  });

  it('fails a run that found nothing to check', async () => {
    const report = await validate({ moduleFiles: [], mdxFiles: [] });
    expect(report.ok).toBe(false);
    expect(lines(report.problems)).toEqual(
      expect.arrayContaining([
        'content › (files): import no content modules found: run from the project root',
        'content › (files): mdx no MDX files found: run from the project root',
        'content › (files): link no internal links found to check',
      ]),
    );
  });

  it('reads ids from sources that exist', async () => {
    const content = await typedContent(new Set(contentModuleFiles()));
    for (const source of anchorSources(content)) {
      expect(source.ids?.length, `${source.route} ${source.file}`).toBeGreaterThan(0);
    }
  });
});

describe('typedContent', () => {
  it('gives each module under the file phase 1 loaded it from, and only those that loaded', async () => {
    const { modules } = await loadModules(contentModuleFiles());
    const content = await typedContent(new Set(modules.keys()));
    expect(Object.values(content).every((module) => module !== undefined)).toBe(true);
    // Loaded on its own, each file gives exactly its own module: the very exports phase 1 walked.
    const named: string[] = [];
    for (const [file, exports] of modules) {
      for (const [key, module] of Object.entries(await typedContent(new Set([file])))) {
        if (module === undefined) continue;
        named.push(key);
        expect(
          Object.entries(module).every(([name, value]) => exports[name] === value),
          `${key}: ${file}`,
        ).toBe(true);
      }
    }
    expect(named.sort()).toEqual(Object.keys(content).sort());
  });
});
