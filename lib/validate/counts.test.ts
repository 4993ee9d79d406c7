import { beforeAll, describe, expect, it } from 'vitest';
import { caseStudies as studies } from '../../content/caseStudies.ts';
import { home } from '../../content/home.ts';
import { COUNT_RULES, FIXED_LINKS, SPEC_COUNTS, checkCounts, checkFixedLinks, countList } from './counts.ts';
import { contentModuleFiles, loadModules, readMdxFiles, contentMdxFiles } from './index.ts';
import { select } from './walk.ts';

let loaded: Record<string, unknown>;

// Importing every content module and reading every MDX file takes seconds on a busy two-core machine: done once
// for the file.
beforeAll(async () => {
  const { modules } = await loadModules(contentModuleFiles());
  const { mdx } = readMdxFiles(contentMdxFiles());
  loaded = Object.fromEntries(modules);
  for (const dir of ['content/blog', 'content/docs', 'content/legal']) {
    loaded[`${dir}/*.mdx`] = mdx.filter((doc) => doc.file.startsWith(`${dir}/`)).map((doc) => doc.frontmatter);
  }
});

/** What the rules read on the real site: every module's exports and each collection's frontmatter (a copy a test may change). */
async function realSources(): Promise<Record<string, unknown>> {
  return { ...loaded };
}

describe('checkCounts', () => {
  it('passes on the real content, running every rule', async () => {
    const { problems, skipped, checked } = checkCounts(await realSources());
    expect(problems).toEqual([]);
    expect(skipped).toEqual([]);
    // One per rule, and one per case study for the result tiles.
    expect(checked).toBe(COUNT_RULES.length - 1 + studies.length);
  });

  it('reports a wrong count with file, path and the spec’s words', async () => {
    const sources = await realSources();
    const logos = home.tools.logos.slice(1);
    sources['content/home.ts'] = { home: { ...home, tools: { ...home.tools, logos } } };
    expect(checkCounts(sources).problems).toEqual([
      {
        file: 'content/home.ts',
        path: 'home.tools.logos',
        rule: 'count',
        message: 'SPEC §4: 12 logos in the tool strip, found 11',
      },
    ]);
  });

  it('locates each list by the properties its typed accessor reads', () => {
    expect(SPEC_COUNTS.toolLogos.at).toBe('home.tools.logos');
    expect(SPEC_COUNTS.footerServicesLinks.at).toBe('navigation.footerGroups[0].paths');
    expect(SPEC_COUNTS.caseStudyResults.at).toBe('caseStudies[*].results');
    expect(SPEC_COUNTS.articles.at).toBe('');
    const words = { spec: 'SPEC §4', what: 'logos', expected: 12 };
    // An accessor that computes rather than reads would give a location that is not where the list is.
    expect(() => countList('content/home.ts', (m) => m.home.tools.logos.slice(1), words)).toThrow(
      'only reads properties',
    );
  });

  it('counts per item with [*] and through a filter (2 featured articles)', async () => {
    const sources = await realSources();
    const articles = sources['content/blog/*.mdx'] as { featured: boolean }[];
    sources['content/blog/*.mdx'] = articles.map((article) => ({ ...article, featured: true }));
    const { caseStudies } = sources['content/caseStudies.ts'] as { caseStudies: { results: unknown[] }[] };
    sources['content/caseStudies.ts'] = {
      ...(sources['content/caseStudies.ts'] as object),
      caseStudies: caseStudies.map((study, i) => (i === 2 ? { ...study, results: study.results.slice(0, 3) } : study)),
    };
    expect(checkCounts(sources).problems.map((p) => `${p.file} › ${p.path}: ${p.message}`)).toEqual([
      'content/caseStudies.ts › caseStudies[2].results: SPEC §2 Case studies: 4 result tiles, found 3',
      'content/blog/*.mdx › (files): SPEC §2 Blog: 2 featured articles, found 5',
    ]);
  });

  it('holds a collection the firm adds to at a minimum: a sixth article passes, a fourth is too few', async () => {
    const sources = await realSources();
    const articles = sources['content/blog/*.mdx'] as { featured: boolean }[];
    const extra = { ...articles[0]!, featured: false };
    sources['content/blog/*.mdx'] = [...articles, extra];
    expect(checkCounts(sources).problems).toEqual([]);
    const first = articles.filter((article) => article.featured);
    sources['content/blog/*.mdx'] = [...first, articles.find((article) => !article.featured)!];
    expect(checkCounts(sources).problems.map((p) => p.message)).toEqual(['SPEC §2 Blog: at least 5 articles, found 3']);
  });

  it('reports a list its module does not have, and skips a rule whose module did not load', async () => {
    const sources = await realSources();
    const { navigation } = sources['content/navigation.ts'] as { navigation: { footerGroups: unknown[] } };
    sources['content/navigation.ts'] = {
      navigation: { ...navigation, footerGroups: navigation.footerGroups.slice(0, 3) },
    };
    expect(checkCounts(sources).problems.map((p) => `${p.file} › ${p.path}: ${p.message}`)).toEqual([
      'content/navigation.ts › navigation.footerGroups: SPEC §2 Shared shell: 4 footer groups, found 3',
      'content/navigation.ts › navigation.footerGroups[3].paths: SPEC §2 Shared shell: 4 footer Legal links, but there is no navigation.footerGroups[3].paths',
    ]);
    const rule = SPEC_COUNTS.toolLogos;
    expect(checkCounts({}, [rule])).toEqual({ problems: [], checked: 0, skipped: [rule] });
  });
});

describe('checkFixedLinks', () => {
  it('passes on the real content, each rule finding its link', async () => {
    const sources = await realSources();
    const { problems, checked } = checkFixedLinks(sources);
    expect(problems).toEqual([]);
    // One link a rule, and one per item where a rule reads a list (every service's call to action).
    const found = FIXED_LINKS.map((rule) => select(sources[rule.file], rule.path)?.length ?? 0);
    expect(found.every((count) => count >= 1)).toBe(true);
    expect(checked).toBe(found.reduce((sum, count) => sum + count, 0));
    expect(checked).toBeGreaterThan(FIXED_LINKS.length);
  });

  it('reports a call to action the spec sends to /contact that leads elsewhere, and a rule whose data moved', async () => {
    const sources = await realSources();
    const { about } = sources['content/about.ts'] as { about: { cta: { primary: object } } };
    sources['content/about.ts'] = {
      about: { ...about, cta: { ...about.cta, primary: { ...about.cta.primary, href: '/pricing' } } },
    };
    expect(checkFixedLinks(sources).problems).toEqual([
      {
        file: 'content/about.ts',
        path: 'about.cta.primary.href',
        rule: 'fixed-link',
        message: 'SPEC §2 About: the closing call to action leads to /contact, not /pricing',
      },
    ]);
    sources['content/about.ts'] = { about: { ...about, cta: undefined } };
    expect(checkFixedLinks(sources).problems[0]?.message).toContain('there is no about.cta.primary.href');
  });

  it('reports a header whose links are out of the spec’s order', async () => {
    const sources = await realSources();
    const { navigation } = sources['content/navigation.ts'] as { navigation: { header: string[] } };
    const [home, pricing, ...rest] = navigation.header;
    sources['content/navigation.ts'] = { navigation: { ...navigation, header: [pricing, home, ...rest] } };
    expect(checkFixedLinks(sources).problems.map((p) => p.message)).toEqual([
      'SPEC §2 Shared shell: header link 1 leads to /, not /pricing',
      'SPEC §2 Shared shell: header link 2 leads to /pricing, not /',
    ]);
  });
});
