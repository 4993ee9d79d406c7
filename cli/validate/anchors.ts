/**
 * Element ids that pages render from content, so a link's `#fragment` can be checked before anything is built.
 * Each source is a promise its schema makes ("Anchor id: /case-studies#<id>") and its page keeps; MDX pages
 * add their heading ids (lib/mdx/headings.ts) on their own. An id a component makes up (`useId`) is not
 * linkable and is not listed: link to a heading or to an id declared here.
 */
import type { Content } from './content.ts';

export interface AnchorSource {
  /** The route whose page renders the ids. */
  route: string;
  /** The module holding them, for messages. */
  file: string;
  /** The ids, read from the module through its types; undefined when it did not load. */
  ids: readonly string[] | undefined;
}

export function anchorSources(content: Content): AnchorSource[] {
  const targets = content.supportLevels && [content.supportLevels.responseTargets.id];
  return [
    // components/sections/PackageCards.tsx: each package's card, on the pricing page.
    {
      route: '/pricing',
      file: 'content/packages.ts',
      ids: content.packages?.packages.map((pkg) => `package-${pkg.id}`),
    },
    // pages/about/+Page.tsx: the process section, which pages showing part of it link to.
    { route: '/about', file: 'content/about.ts', ids: content.about && [content.about.about.process.id] },
    // content/caseStudies.ts: "each id is the card's anchor".
    { route: '/case-studies', file: 'content/caseStudies.ts', ids: content.caseStudies?.caseStudies.map((s) => s.id) },
    // content/docs/hub.ts: "Stable id: the card's anchor".
    {
      route: '/docs',
      file: 'content/docs/hub.ts',
      ids: content.docsHub?.docsHub.groups.flatMap((group) => group.resources.map((resource) => resource.id)),
    },
    // The docs guides give each training module and each troubleshooting category its id.
    {
      route: '/docs/training-resources',
      file: 'content/docs/training-resources.ts',
      ids: content.trainingResources?.trainingResources.modules.map((module) => module.id),
    },
    {
      route: '/docs/troubleshooting',
      file: 'content/docs/troubleshooting.ts',
      ids: content.troubleshooting?.troubleshooting.categories.map((category) => category.id),
    },
    // components/guides/GuideCards.tsx gives each guide card its id.
    { route: '/guides', file: 'content/guides.ts', ids: content.guides?.guidesPage.guides.items.map((g) => g.id) },
    // components/sections/ResponseTargets.tsx: the first-response table, where tickets are raised and where support is
    // sold.
    ...['/contact-support', '/pricing', '/docs/troubleshooting', '/services/training-support'].map((route) => ({
      route,
      file: 'content/supportLevels.ts',
      ids: targets,
    })),
    // components/consent/Consent.tsx: the cookie page's control, the target of the footer's "Cookie settings".
    { route: '/cookies', file: 'content/consent.ts', ids: content.consent && [content.consent.consent.settingsId] },
  ];
}
