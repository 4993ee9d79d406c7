/**
 * Head metadata and link labels for every route of docs/product.md#routes made from typed content, plus /services and
 * /search (docs/decisions/0008-no-dead-ends.md). Routes of MDX pages (legal pages, docs guides, articles) come from
 * their files' frontmatter through lib/documents.ts, and each service page's from its record in content/services/.
 * `status: 'pending'` marks a specified route whose page is not built yet: nothing renders for it and audits report
 * links to it.
 */
import * as v from 'valibot';
import { claims } from './claims.ts';
import { labels } from './labels.ts';
import { packages } from './packages.ts';
import { RouteMeta, type RouteMetaInput, parseContent } from './schema.ts';

/** The lowest setup fee, for the pricing page's title: read from the package records, never typed. */
const fromFee = Math.min(...packages.map((pkg) => pkg.setupFee)).toLocaleString('en-GB');

const routes: RouteMetaInput[] = [
  {
    path: '/',
    label: 'Home',
    title: 'AI & Workflow Automation for UK SMEs',
    description: `We automate repetitive work in small and medium businesses with AI automation, workflows and integrations. Book a free ${claims.freeAudit.value} audit.`,
    keywords: ['AI automation', 'business process automation', 'workflow automation UK', 'SME automation consultancy'],
  },
  {
    path: '/pricing',
    label: 'Pricing',
    title: `Pricing: Automation Packages from £${fromFee} ${labels.vat.added}`,
    description:
      'Three automation packages with clear setup and monthly fees: Starter, Standard and Premium. No long-term contracts; money back on Starter.',
    keywords: ['automation pricing', 'automation packages', 'AI consultancy cost'],
  },
  {
    path: '/roi-calculator',
    label: 'ROI Calculator',
    title: 'Automation ROI Calculator',
    description:
      'Estimate the hours and money automation could save your business, your break-even point and your first-year and three-year return on investment.',
    keywords: ['automation ROI calculator', 'time savings calculator', 'break-even'],
  },
  {
    path: '/about',
    label: 'About',
    title: 'About Us',
    description: `Who we are, how we work and why small businesses choose us: a practical automation consultancy, with five project phases and results checked after go-live.`,
    keywords: ['about', 'automation consultancy', 'our process'],
  },
  {
    path: '/case-studies',
    label: 'Case Studies',
    title: 'Case Studies: Real Results from Real Businesses',
    description:
      'How AI automation has transformed workflows, saved time and increased revenue for businesses like yours, with the numbers behind each project.',
    keywords: ['automation case studies', 'AI results', 'invoice extraction', 'resume parser'],
  },
  {
    path: '/blog',
    label: 'Blog',
    title: 'Automation Insights',
    description:
      'Practical articles on AI automation, workflow ROI, automation platforms and bringing your team along, written for owners and managers of small businesses.',
    keywords: ['automation blog', 'AI insights', 'workflow tips'],
  },
  {
    path: '/docs',
    label: 'Docs',
    title: 'Documentation & Resources',
    description:
      'Guides, templates and downloads to plan, build and run your automations: getting started, best practices, troubleshooting and training materials.',
    keywords: ['automation documentation', 'automation resources', 'templates'],
  },
  {
    path: '/contact',
    label: 'Contact',
    title: 'Contact Us: Free Automation Audit',
    description: `Tell us about your business and the work you would like to automate. We reply within ${claims.enquiryReply.value}, and the ${claims.freeAudit.value} automation audit is free.`,
    keywords: ['contact', 'free automation audit', 'enquiry'],
  },
  {
    path: '/contact/sent',
    label: 'Message sent',
    title: 'Message sent',
    description: `Your enquiry reached us. We reply to every enquiry within ${claims.enquiryReply.value}; this page confirms a form sent without JavaScript.`,
    noindex: true,
  },
  {
    path: '/contact-support',
    label: 'Support',
    title: 'Contact Support',
    description:
      'Open a support ticket for an automation, integration or billing issue. Critical tickets are answered first at every support level; call us for emergencies.',
    keywords: ['support', 'support ticket', 'automation help'],
  },
  {
    path: '/contact-support/sent',
    label: 'Support request submitted',
    title: 'Support request submitted',
    description:
      'Your support request reached us. We answer by its priority; this page confirms a form sent without JavaScript.',
    noindex: true,
  },
  {
    path: '/services',
    label: 'Services',
    title: 'Automation Services',
    description:
      'AI automation consulting, custom workflow development, system integration, process optimisation and training and support for small and medium businesses.',
    keywords: ['automation services', 'AI consulting', 'system integration'],
  },

  {
    path: '/api-reference',
    label: 'API Reference',
    title: 'API Reference & Integration Guides',
    description:
      'How to connect our automations with Make, Zapier, n8n or your own code: webhooks, authentication, payloads and error handling.',
    keywords: ['API reference', 'webhooks', 'Make', 'Zapier', 'n8n'],
  },
  {
    path: '/guides',
    label: 'Guides',
    title: 'Guides & Tutorials',
    description:
      'Quick tips, step-by-step guides, use cases and video tutorials for building, monitoring and improving business automations.',
    keywords: ['automation guides', 'tutorials', 'use cases'],
  },
  {
    path: '/search',
    label: 'Search',
    title: 'Search',
    description:
      'Search every page, guide and article on the site, including the documentation you have saved for offline reading.',
    noindex: true,
  },
];

export const routeMeta: RouteMeta[] = parseContent('content/routes.ts', v.array(RouteMeta), routes);

/**
 * The title of a route listed here, for a page whose h1 is its name (the blog, the docs hub, /services,
 * /guides, /api-reference, /search): the name is written once, here, and the page's content reads it.
 */
export function routeTitle(path: string): string {
  const route = routeMeta.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`content/routes.ts: no route ${path}`);
  return route.title;
}
