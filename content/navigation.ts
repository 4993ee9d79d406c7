/** Which routes the header and footer link to (docs/product.md#the-shell), and the shell's own copy. */
import { parseContent } from './schema.ts';
import { services } from './servicePages.ts';
import { NavigationSchema } from './navigation.schema.ts';

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
