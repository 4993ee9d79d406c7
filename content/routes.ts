/**
 * Head metadata and link labels for every route of SPEC §2, plus /services and /search (DESIGN decision 6).
 * Blog article routes are added from content/blog/articles.ts by lib/routes.ts. `status: 'pending'` marks a
 * specified route whose page is not built yet: nothing renders for it and audits report links to it.
 */
import * as v from 'valibot';
import { RouteMeta, type RouteMetaInput, parseContent } from './schema.ts';

const routes: RouteMetaInput[] = [
  {
    path: '/',
    label: 'Home',
    title: 'AI Automation & Workflow Consultancy for UK SMEs',
    description:
      'We automate the repetitive work in small and medium businesses: AI automation, workflows and integrations that save 20+ hours a week. Book a free 30-minute audit.',
    keywords: ['AI automation', 'business process automation', 'workflow automation UK', 'SME automation consultancy'],
  },
  {
    path: '/pricing',
    label: 'Pricing',
    title: 'Pricing: Automation Packages from £500',
    description:
      'Three automation packages with clear setup and monthly fees: Starter, Standard and Premium. No long-term contracts and a 30-day money-back guarantee.',
    keywords: ['automation pricing', 'automation packages', 'AI consultancy cost'],
    status: 'pending',
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
    description:
      'Who we are, how we work and why small businesses choose us: a practical automation consultancy with a five-phase process and results in 60 days.',
    keywords: ['about', 'automation consultancy', 'our process'],
    status: 'pending',
  },
  {
    path: '/case-studies',
    label: 'Case Studies',
    title: 'Case Studies: Real Results from Real Businesses',
    description:
      'How AI automation has transformed workflows, saved time and increased revenue for businesses like yours, with the numbers behind each project.',
    keywords: ['automation case studies', 'AI results', 'invoice extraction', 'resume parser'],
    status: 'pending',
  },
  {
    path: '/blog',
    label: 'Blog',
    title: 'Automation Insights',
    description:
      'Practical articles on AI automation, workflow ROI, automation platforms and bringing your team along, written for owners and managers of small businesses.',
    keywords: ['automation blog', 'AI insights', 'workflow tips'],
    status: 'pending',
  },
  {
    path: '/docs',
    label: 'Docs',
    title: 'Documentation & Resources',
    description:
      'Guides, templates and downloads to plan, build and run your automations: getting started, best practices, troubleshooting and training materials.',
    keywords: ['automation documentation', 'automation resources', 'templates'],
    status: 'pending',
  },
  {
    path: '/docs/getting-started',
    label: 'Getting Started',
    title: 'Getting Started with Automation',
    description:
      'Your first week, the six-step journey, what to prepare and the four-phase timeline from audit to results, so you know exactly what happens when.',
    keywords: ['getting started', 'automation onboarding', 'first week'],
    status: 'pending',
  },
  {
    path: '/docs/implementation-guides',
    label: 'Implementation Guides',
    title: 'Implementation Guides',
    description:
      'Step-by-step implementation guides for CRM lead automation, invoice and payment automation, and e-commerce inventory automation.',
    keywords: ['implementation guide', 'CRM automation', 'invoice automation', 'inventory automation'],
    status: 'pending',
  },
  {
    path: '/docs/best-practices',
    label: 'Best Practices',
    title: 'Automation Best Practices',
    description:
      'A six-step framework, practice areas, industry tips and the success metrics that separate automations that last from those that break.',
    keywords: ['automation best practices', 'success metrics', 'framework'],
    status: 'pending',
  },
  {
    path: '/docs/troubleshooting',
    label: 'Troubleshooting',
    title: 'Troubleshooting Guides',
    description:
      'Quick checks that solve most problems, detailed guides for integration, workflow, performance and data-quality issues, and when to escalate.',
    keywords: ['troubleshooting', 'automation errors', 'integration problems'],
    status: 'pending',
  },
  {
    path: '/docs/training-resources',
    label: 'Training Resources',
    title: 'Training Resources',
    description:
      'Six training modules from beginner to advanced, downloadable resources and custom training for your team, so everyone can run and improve your automations.',
    keywords: ['automation training', 'training modules', 'team training'],
    status: 'pending',
  },
  {
    path: '/contact',
    label: 'Contact',
    title: "Contact Us: Let's Automate Your Business",
    description:
      'Tell us about your business and the work you would like to automate. We reply within 24 hours and the first 30-minute automation audit is free.',
    keywords: ['contact', 'free automation audit', 'enquiry'],
  },
  {
    path: '/contact-support',
    label: 'Support',
    title: 'Contact Support',
    description:
      'Open a support ticket for an automation, integration or billing issue. Critical issues get a response in under two hours; call us for emergencies.',
    keywords: ['support', 'support ticket', 'automation help'],
  },
  {
    path: '/services',
    label: 'Services',
    title: 'Automation Services',
    description:
      'AI automation consulting, custom workflow development, system integration, process optimisation and training and support for small and medium businesses.',
    keywords: ['automation services', 'AI consulting', 'system integration'],
    status: 'pending',
  },
  {
    path: '/services/ai-automation',
    label: 'AI Automation Consulting',
    title: 'AI Automation Consulting',
    description:
      'Find and automate the work AI does well in your business, from documents to email to customer questions, with three months of optimisation support.',
    keywords: ['AI automation consulting', 'AI agents', 'document automation'],
    status: 'pending',
  },
  {
    path: '/services/workflow-development',
    label: 'Custom Workflow Development',
    title: 'Custom Workflow Development',
    description:
      'Custom workflows built on Make, Zapier, n8n or code, from simple two-step automations to complex multi-system processes, with two months of support.',
    keywords: ['workflow development', 'Make', 'Zapier', 'n8n'],
    status: 'pending',
  },
  {
    path: '/services/system-integration',
    label: 'System Integration Services',
    title: 'System Integration Services',
    description:
      'Connect your CRM, accounting, e-commerce and support tools so data flows once and stays in sync, with 200+ integrations and three months of support.',
    keywords: ['system integration', 'API integration', 'CRM integration'],
    status: 'pending',
  },
  {
    path: '/services/process-optimization',
    label: 'Process Optimisation Services',
    title: 'Process Optimisation Services',
    description:
      'Map how work really flows through your business, remove the waste, and automate what is left, with measurable targets agreed before we start.',
    keywords: ['process optimisation', 'process mapping', 'efficiency'],
    status: 'pending',
  },
  {
    path: '/services/training-support',
    label: 'Training & Support Services',
    title: 'Training & Support Services',
    description:
      'Training that makes your team confident with its automations, and support plans from included standard cover to 24/7 enterprise response.',
    keywords: ['automation training', 'support plans', 'managed automation'],
    status: 'pending',
  },
  {
    path: '/api-reference',
    label: 'API Reference',
    title: 'API Reference & Integration Guides',
    description:
      'How to connect our automations with Make, Zapier, n8n or your own code: webhooks, authentication, payloads and error handling.',
    keywords: ['API reference', 'webhooks', 'Make', 'Zapier', 'n8n'],
    status: 'pending',
  },
  {
    path: '/guides',
    label: 'Guides',
    title: 'Guides & Tutorials',
    description:
      'Quick tips, step-by-step guides, use cases and video tutorials for building, monitoring and improving business automations.',
    keywords: ['automation guides', 'tutorials', 'use cases'],
    status: 'pending',
  },
  {
    path: '/search',
    label: 'Search',
    title: 'Search',
    description:
      'Search every page, guide and article on the site, including the documentation you have saved for offline reading.',
    noindex: true,
    status: 'pending',
  },
  {
    path: '/privacy',
    label: 'Privacy Policy',
    title: 'Privacy Policy',
    description:
      'What personal data we collect, why, how long we keep it and your rights under UK GDPR, including how to ask for a copy or deletion.',
    keywords: ['privacy policy', 'personal data', 'UK GDPR'],
    status: 'pending',
  },
  {
    path: '/terms',
    label: 'Terms of Service',
    title: 'Terms of Service',
    description:
      'The terms for our consultancy and automation services: fees in pounds sterling, the money-back guarantee, liability and the law that applies.',
    keywords: ['terms of service', 'terms and conditions'],
    status: 'pending',
  },
  {
    path: '/cookies',
    label: 'Cookie Policy',
    title: 'Cookie Policy',
    description:
      'Which cookies and local storage this site uses, why, and how to control them. By default the site sets no tracking cookies.',
    keywords: ['cookie policy', 'cookies', 'local storage'],
    status: 'pending',
  },
  {
    path: '/gdpr',
    label: 'GDPR',
    title: 'GDPR & Your Data Rights',
    description:
      'Your rights over your data and how to use them: access, erasure, rectification and portability requests, answered within 30 days.',
    keywords: ['GDPR', 'data rights', 'subject access request'],
    status: 'pending',
  },
];

export const routeMeta: RouteMeta[] = parseContent('content/routes.ts', v.array(RouteMeta), routes);
