/** The shape of `content/navigation.ts`: its schemas and types, checked when that module loads (`parseContent`). */
import * as v from 'valibot';
import { counted, Each, fixedHref, Link, Text } from './schema.ts';

const Path = v.pipe(v.string(), v.regex(/^\//));

/** The header's links, in the product's order (docs/product.md#the-shell): Home … Support. */
export const HEADER_PATHS = [
  '/',
  '/pricing',
  '/roi-calculator',
  '/about',
  '/case-studies',
  '/blog',
  '/docs',
  '/contact',
  '/contact-support',
] as const;

/**
 * The footer's groups in order (their titles are the copy's), each with how many links it has; the Services group
 * lists every service (content/services/), at least five (FooterServicesSchema).
 */
export const FOOTER_GROUPS = [
  { title: 'Services', links: {} },
  { title: 'Company', links: { exactly: 5 } },
  { title: 'Resources', links: { exactly: 5 } },
  { title: 'Legal', links: { exactly: 4 } },
] as const;

const FooterGroup = (group: (typeof FOOTER_GROUPS)[number]) => {
  const what = `footer ${group.title} links`;
  return v.object({
    title: Text,
    titlePath: v.optional(Path),
    paths:
      'exactly' in group.links
        ? v.pipe(v.array(Path), v.length(group.links.exactly, counted(what, 'the-shell')))
        : v.array(Path),
  });
};

/**
 * The footer's Services links: one per service, at least five. They come from the services' folder, so `brightwork
 * validate` checks them (cli/validate/counts.ts), not the module, which a command run elsewhere loads with none.
 */
export const FooterServicesSchema = v.pipe(
  v.array(v.unknown()),
  v.minLength(5, counted('footer Services links', 'the-shell')),
);

export const NavigationSchema = v.object({
  /** Skip link text. */
  skipLink: Text,
  /** Header links, in the product's order (HEADER_PATHS). Labels come from the route registry. */
  header: Each(
    HEADER_PATHS.map((path, index) => fixedHref(path, `header link ${index + 1}`, 'the-shell')),
    'navigation links',
    'the-shell',
  ),
  /** The header's call to action. */
  headerCta: Link,
  /** Accessible names of the header controls. */
  menuLabel: Text,
  themeLabel: Text,
  themes: v.object({ light: Text, dark: Text, system: Text }),
  /** Long-form pages (docs, legal, articles): the "On this page" list, previous/next links and dates. */
  pageNav: v.object({
    onThisPage: Text,
    previous: Text,
    next: Text,
    /** Before a legal page's last-change date. */
    updated: Text,
    /** Accessible name of the breadcrumb trail. */
    breadcrumbs: Text,
    /** Accessible name of a heading's anchor link; `{heading}` is the heading's text. */
    sectionLink: Text,
  }),
  /** Accessible name of a toast's close button. */
  toastDismiss: Text,
  /**
   * Footer link groups. Labels come from the route registry; a group's title may link to its index page. The
   * Services group lists every service (content/services/).
   */
  footerGroups: Each(FOOTER_GROUPS.map(FooterGroup), 'footer groups', 'the-shell'),
  /** Footer contact lines. */
  footerContact: v.object({
    title: Text,
    appointment: Link,
    remote: Text,
  }),
  /** Accessible names for the social profile links. */
  socialLabels: v.object({ twitter: Text, linkedin: Text, github: Text }),
  /** Copyright line; `{year}` and `{name}` are filled in at render. */
  copyright: Text,
  /** The company's registration (lib/company.ts), shown only once content/site.ts has its number. */
  registration: v.object({ number: Text, office: Text }),
});
