/** The shape of `content/navigation.ts`: its schemas and types, checked when that module loads (`parseContent`). */
import * as v from 'valibot';
import { Link, Text } from './schema.ts';

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
