/**
 * The documentation hub at /docs (docs/product.md#documentation-hub): three groups of resource cards, the video
 * tutorials, the offline note and "Need More Help?". The four downloads are the site's real files under /downloads/
 * (docs/decisions/0008-no-dead-ends.md); their ids are shared with the training page's download list. The three HTML
 * documents' cards take their title and description from the documents themselves (content/downloads/).
 */
import { auditAction } from '../actions.ts';
import { claims } from '../claims.ts';
import { automationReadinessAssessment } from '../downloads/automation-readiness-assessment.ts';
import { securityComplianceGuide } from '../downloads/security-compliance-guide.ts';
import { workflowMappingTemplate } from '../downloads/workflow-mapping-template.ts';
import { labels } from '../labels.ts';
import { routeTitle } from '../routes.ts';
import { parseContent } from '../schema.ts';
import { supportModel } from '../supportLevels.ts';
import { DocsHubSchema, type DocsHub } from './hub.schema.ts';

export type {
  DocsHub,
  DownloadId,
  DownloadResource,
  PageResource,
  Resource,
  ResourceGroup,
  Tutorial,
} from './hub.schema.ts';

export const docsHub: DocsHub = parseContent('content/docs/hub.ts', DocsHubSchema, {
  hero: {
    eyebrow: 'Docs and resources',
    title: routeTitle('/docs'),
    lead: 'Guides, templates and tools to plan, build and run your automations, written for the people who use them every day. Start with the getting started guide, or jump to the resource you need.',
    actions: [{ label: 'Read the Getting Started Guide', href: '/docs/getting-started' }, auditAction],
  },
  labels: {
    view: 'View',
    download: 'Download',
    newWindow: labels.newWindow,
  },
  groups: [
    {
      title: 'Getting Started',
      intro: 'What happens when, what it could save you, and whether your processes are ready.',
      icon: 'rocket',
      resources: [
        {
          id: 'getting-started-guide',
          title: 'Getting Started Guide',
          description: `Your first week, the six-step journey from audit to results, what to prepare and when your first automation goes live (usually within ${claims.firstAutomationLive.value}).`,
          type: 'Guide',
          format: 'Web page',
          icon: 'book',
          downloadable: false,
          link: '/docs/getting-started',
        },
        {
          id: 'roi-calculator-for-automation',
          title: 'ROI Calculator for Automation',
          description:
            'Enter your team size, hourly cost and the hours spent on repetitive tasks to see your savings, break-even point and first-year return.',
          type: 'Tool',
          format: 'Interactive',
          icon: 'pound',
          downloadable: false,
          link: '/roi-calculator',
        },
        {
          id: 'automation-readiness-assessment',
          title: automationReadinessAssessment.title,
          description: automationReadinessAssessment.description,
          type: 'Assessment',
          format: 'HTML',
          icon: 'check',
          downloadable: true,
          downloadUrl: '/downloads/automation-readiness-assessment.html',
        },
      ],
    },
    {
      title: 'Technical Documentation',
      intro: 'How to build automations that last, fix the ones that stop, and keep your data safe.',
      icon: 'code',
      resources: [
        {
          id: 'best-practices-guide',
          title: 'Best Practices Guide',
          description:
            'A six-step framework for any automation, practice areas from security to cost control, industry tips and the metrics worth tracking.',
          type: 'Guide',
          format: 'Web page',
          icon: 'star',
          downloadable: false,
          link: '/docs/best-practices',
        },
        {
          id: 'troubleshooting-guide',
          title: 'Troubleshooting Guide',
          description:
            'Quick checks for the commonest problems, step-by-step fixes for integration, workflow, performance and data issues, and when to call us.',
          type: 'Guide',
          format: 'Web page',
          icon: 'settings',
          downloadable: false,
          link: '/docs/troubleshooting',
        },
        {
          id: 'security-compliance-guide',
          title: securityComplianceGuide.title,
          description: securityComplianceGuide.description,
          type: 'Guide',
          format: 'HTML',
          icon: 'shield',
          downloadable: true,
          downloadUrl: '/downloads/security-compliance-guide.html',
        },
      ],
    },
    {
      title: 'Implementation Resources',
      intro: 'Worked guides, templates and training to take an automation from idea to everyday use.',
      icon: 'layers',
      resources: [
        {
          id: 'implementation-guides',
          title: 'Implementation Guides',
          description:
            'Step-by-step guides for CRM lead automation, invoice and payment automation, and e-commerce inventory automation, with tools, timings and pitfalls.',
          type: 'Guide',
          format: 'Web page',
          icon: 'workflow',
          downloadable: false,
          link: '/docs/implementation-guides',
        },
        {
          id: 'workflow-mapping-template',
          title: workflowMappingTemplate.title,
          description: workflowMappingTemplate.description,
          type: 'Template',
          format: 'HTML',
          icon: 'file',
          downloadable: true,
          downloadUrl: '/downloads/workflow-mapping-template.html',
        },
        {
          id: 'roi-calculator',
          title: 'ROI Calculator Spreadsheet',
          description:
            'The model behind our online calculator, with live formulas and the four sample scenarios, in a spreadsheet you can keep, adjust and share with your finance team.',
          type: 'Tool',
          format: 'Excel',
          icon: 'chart',
          downloadable: true,
          downloadUrl: '/downloads/roi-calculator.xls',
        },
        {
          id: 'training-materials',
          title: 'Training Materials',
          description: `Six training modules from beginner to advanced, each 40 to 90 minutes, plus the downloads your team will use after the sessions.`,
          type: 'Course',
          format: 'Web page',
          icon: 'graduation',
          downloadable: false,
          link: '/docs/training-resources',
        },
      ],
    },
  ],
  videos: {
    heading: {
      eyebrow: 'Video tutorials',
      title: 'Video Tutorials',
      intro: 'Short recorded walkthroughs, from your first automation to advanced workflows.',
    },
    tutorials: [
      {
        title: 'Setting Up Your First Automation',
        duration: 15,
        difficulty: 'Beginner',
        description:
          'Connect two apps, build a trigger and an action, test with real data and switch it on: a new form entry added to a spreadsheet and announced in your team chat.',
      },
      {
        title: 'CRM Integration Best Practices',
        duration: 25,
        difficulty: 'Intermediate',
        description:
          'Keep your CRM the single source of truth: field mapping, duplicate checks, two-way sync rules and what to do when a record changes in both places.',
      },
      {
        title: 'Advanced Workflow Automation',
        duration: 45,
        difficulty: 'Advanced',
        description:
          'Branching, loops over many records, error handlers, retries and AI steps with a human review queue, built on a real multi-step workflow.',
      },
    ],
    action: { label: 'Watch', outcome: 'recording sent on request' },
    requestHref: '/contact',
    requestNote: `Tell us which tutorial you want and we send you the recording, free, within ${claims.enquiryReply.value}. It is yours to keep and share with your team.`,
  },
  offline: {
    title: 'Use these docs offline',
    text: 'Every docs page and every download on this page works without a connection once you have installed the site or visited it on this device. Keep them to hand on the train, on site or when your internet is the thing that is broken.',
  },
  help: {
    title: 'Need More Help?',
    text: supportModel.whereToAsk,
    primary: { label: 'Contact Support', href: '/contact-support' },
    secondary: { label: 'Schedule a Call', href: '/contact' },
  },
});
