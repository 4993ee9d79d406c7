/** Which routes the header and footer link to (SPEC §2 "Shared shell"), and the shell's own copy. */
import * as v from 'valibot';
import { Link, Text, parseContent } from './schema.ts';
import { services } from './services.ts';

const Path = v.pipe(v.string(), v.regex(/^\//));

export const NavigationSchema = v.object({
  /** Skip link text. */
  skipLink: Text,
  /** Header links, in order. Labels come from the route registry. */
  header: v.array(Path),
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
  footerGroups: v.array(v.object({ title: Text, titlePath: v.optional(Path), paths: v.array(Path) })),
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

export const navigation = parseContent('content/navigation.ts', NavigationSchema, {
  skipLink: 'Skip to main content',
  header: [
    '/',
    '/pricing',
    '/roi-calculator',
    '/about',
    '/case-studies',
    '/blog',
    '/docs',
    '/contact',
    '/contact-support',
  ],
  headerCta: { label: 'Free Automation Audit', href: '/contact' },
  menuLabel: 'Menu',
  themeLabel: 'Colour theme',
  themes: { light: 'Light', dark: 'Dark', system: 'System' },
  pageNav: {
    onThisPage: 'On this page',
    previous: 'Previous',
    next: 'Next',
    updated: 'Last updated',
    breadcrumbs: 'Breadcrumb',
    sectionLink: 'Link to this section: {heading}',
  },
  toastDismiss: 'Dismiss notification',
  footerGroups: [
    {
      title: 'Services',
      titlePath: '/services',
      paths: services.map((service) => service.path),
    },
    { title: 'Company', paths: ['/about', '/case-studies', '/pricing', '/docs', '/contact'] },
    { title: 'Resources', paths: ['/blog', '/guides', '/api-reference', '/docs', '/contact-support'] },
    { title: 'Legal', paths: ['/privacy', '/terms', '/cookies', '/gdpr'] },
  ],
  footerContact: {
    title: 'Get in touch',
    appointment: { label: 'Available by appointment', href: '/contact' },
    remote: 'Remote services worldwide',
  },
  socialLabels: { twitter: 'Twitter', linkedin: 'LinkedIn', github: 'GitHub' },
  copyright: '© {year} {name}. All rights reserved.',
  registration: {
    number: '{name} is registered in {place}, company number {number}.',
    office: 'Registered office: {address}.',
  },
});
