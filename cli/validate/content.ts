/**
 * The content modules the cross-file checks read, through typed imports: a check reads
 * `content.packages?.packages` with the module's own types, never a string path into a module and never a cast, so
 * a renamed export or field is a type error here rather than a check that silently finds nothing.
 *
 * Phase 1 (index.ts `loadModules`) imports every content module on its own and reports those that fail; a module
 * here is read only when phase 1 loaded it, and then from Node's module cache (no second evaluation). A check whose
 * module did not load is skipped with a note.
 */

/** The typed modules among those phase 1 loaded (`loaded`: their project-relative files). */
export async function typedContent(loaded: ReadonlySet<string>) {
  /** The module `load` imports, which is `file`, if phase 1 loaded it. */
  const when = async <T>(file: string, load: () => Promise<T>): Promise<T | undefined> =>
    loaded.has(file) ? await load() : undefined;
  return {
    about: await when('content/about.ts', () => import('../../content/about.ts')),
    caseStudies: await when('content/caseStudies.ts', () => import('../../content/caseStudies.ts')),
    caseStudiesSchema: await when('content/caseStudies.schema.ts', () => import('../../content/caseStudies.schema.ts')),
    consent: await when('content/consent.ts', () => import('../../content/consent.ts')),
    docsHub: await when('content/docs/hub.ts', () => import('../../content/docs/hub.ts')),
    guides: await when('content/guides.ts', () => import('../../content/guides.ts')),
    navigation: await when('content/navigation.ts', () => import('../../content/navigation.ts')),
    packages: await when('content/packages.ts', () => import('../../content/packages.ts')),
    navigationSchema: await when('content/navigation.schema.ts', () => import('../../content/navigation.schema.ts')),
    routes: await when('content/routes.ts', () => import('../../content/routes.ts')),
    services: await when('content/servicePages.ts', () => import('../../content/servicePages.ts')),
    servicesSchema: await when('content/servicePages.schema.ts', () => import('../../content/servicePages.schema.ts')),
    site: await when('content/site.ts', () => import('../../content/site.ts')),
    supportLevels: await when('content/supportLevels.ts', () => import('../../content/supportLevels.ts')),
    trainingResources: await when(
      'content/docs/training-resources.ts',
      () => import('../../content/docs/training-resources.ts'),
    ),
    troubleshooting: await when(
      'content/docs/troubleshooting.ts',
      () => import('../../content/docs/troubleshooting.ts'),
    ),
  };
}

/** The modules that loaded, each with its exports as typed; a module that did not load is undefined. */
export type Content = Awaited<ReturnType<typeof typedContent>>;
