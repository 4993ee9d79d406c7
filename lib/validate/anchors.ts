/**
 * Element ids that pages render from content, so a link's `#fragment` can be checked before anything is built.
 * Each source is a promise its schema makes ("Anchor id: /case-studies#<id>") and its page keeps; MDX pages
 * add their heading ids (lib/mdx/headings.ts) on their own. An id a component makes up (`useId`) is not
 * linkable and is not listed: link to a heading or to an id declared here.
 */
export interface AnchorSource {
  /** The route whose page renders the ids. */
  route: string;
  /** The module holding them, and the path to them in its exports (`[*]` for every item). */
  file: string;
  path: string;
}

export const ANCHOR_SOURCES: readonly AnchorSource[] = [
  // content/caseStudies.ts: "each id is the card's anchor".
  { route: '/case-studies', file: 'content/caseStudies.ts', path: 'caseStudies[*].id' },
  // content/docs/hub.ts: "Stable id: the card's anchor".
  { route: '/docs', file: 'content/docs/hub.ts', path: 'docsHub.groups[*].resources[*].id' },
  // The docs guides give each training module and each troubleshooting category its id.
  {
    route: '/docs/training-resources',
    file: 'content/docs/training-resources.ts',
    path: 'trainingResources.modules[*].id',
  },
  { route: '/docs/troubleshooting', file: 'content/docs/troubleshooting.ts', path: 'troubleshooting.categories[*].id' },
  // components/guides/GuideCards.tsx gives each guide card its id.
  { route: '/guides', file: 'content/guides.ts', path: 'guidesPage.guides.items[*].id' },
  // components/sections/ResponseTargets.tsx: the first-response table, where tickets are raised and where support is sold.
  { route: '/contact-support', file: 'content/supportLevels.ts', path: 'responseTargets.id' },
  { route: '/pricing', file: 'content/supportLevels.ts', path: 'responseTargets.id' },
  { route: '/docs/troubleshooting', file: 'content/supportLevels.ts', path: 'responseTargets.id' },
  { route: '/services/training-support', file: 'content/supportLevels.ts', path: 'responseTargets.id' },
  // components/consent/Consent.tsx: the cookie page's control, the target of the footer's "Cookie settings".
  { route: '/cookies', file: 'content/consent.ts', path: 'consent.settingsId' },
];
