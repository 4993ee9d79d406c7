/**
 * The documentation hub at /docs (SPEC §2 Documentation and resources): three groups of resource cards, the
 * video tutorials, the offline note and "Need More Help?". The four downloads are the site's real files under
 * /downloads/ (DESIGN decision 6); their ids are shared with the training page's download list. The three HTML
 * documents' cards take their title and description from the documents themselves (content/downloads/).
 */
import * as v from 'valibot';
import { claims } from '../claims.ts';
import { automationReadinessAssessment } from '../downloads/automation-readiness-assessment.ts';
import { securityComplianceGuide } from '../downloads/security-compliance-guide.ts';
import { workflowMappingTemplate } from '../downloads/workflow-mapping-template.ts';
import { labels } from '../labels.ts';
import {
  CardText,
  CtaSection,
  HeroSection,
  IconName,
  InternalHref,
  Level,
  Minutes,
  OnRequest,
  SectionHeading,
  Slug,
  Text,
  parseContent,
  requestLabelNamesTitle,
} from '../schema.ts';

/** The ids of the four downloadable files: each is served as /downloads/<id>.html or /downloads/<id>.xls. */
export const DOWNLOAD_IDS = [
  'automation-readiness-assessment',
  'security-compliance-guide',
  'workflow-mapping-template',
  'roi-calculator',
] as const;
export const DownloadId = v.picklist(DOWNLOAD_IDS, 'must be one of the download ids in content/docs/hub.ts');
export type DownloadId = v.InferOutput<typeof DownloadId>;

/** Type badge of a resource card. */
export const RESOURCE_TYPES = ['Guide', 'Tool', 'Assessment', 'Template', 'Checklist', 'Course'] as const;
/** Format badge of a resource card, and the file format of a download. */
export const RESOURCE_FORMATS = ['Web page', 'Interactive', 'HTML', 'Excel'] as const;

/** The file extension each download format is served with. */
const EXTENSION_OF_FORMAT: Record<string, string | undefined> = { HTML: 'html', Excel: 'xls' };

/** A resource card's fields; its sentences say what the resource is and when to use it. */
const resourceEntries = {
  /** Stable id: the card's anchor; for a download, also its file name under /downloads/. */
  id: Slug,
  ...CardText,
  /** Type badge. */
  type: v.picklist(RESOURCE_TYPES, 'must be one of RESOURCE_TYPES in content/docs/hub.ts'),
  /** Format badge. */
  format: v.picklist(RESOURCE_FORMATS, 'must be one of RESOURCE_FORMATS in content/docs/hub.ts'),
  /** Decorative icon beside the title. */
  icon: IconName,
};

/** A resource that is a page of the site: the card's "View" button navigates to `link`. */
const PageResource = v.strictObject(
  {
    ...resourceEntries,
    /** Not a download. */
    downloadable: v.literal(false),
    /** The page the card leads to. */
    link: v.pipe(
      InternalHref,
      v.check((href) => !href.startsWith('/downloads/'), 'a file under /downloads/ is a downloadUrl, not a link'),
    ),
  },
  'a resource with downloadable: false has a link and no downloadUrl',
);

/** A resource that is a file: the card's "Download" button opens `downloadUrl` in a new window (SPEC §4). */
const DownloadResource = v.strictObject(
  {
    ...resourceEntries,
    /** A download. */
    downloadable: v.literal(true),
    /** The download's id (DOWNLOAD_IDS). */
    id: DownloadId,
    /** The file, under /downloads/. */
    downloadUrl: v.pipe(
      v.string(),
      v.regex(/^\/downloads\/[a-z0-9-]+\.(html|xls)$/, 'must be a file under /downloads/ ending .html or .xls'),
    ),
  },
  'a resource with downloadable: true has a downloadUrl and no link',
);

/** One resource card (SPEC §3 Resource): exactly one of `link` or `downloadUrl`, matching `downloadable`. */
export const ResourceSchema = v.pipe(
  v.variant('downloadable', [PageResource, DownloadResource], 'downloadable must be true or false'),
  v.check(
    (r) => !r.downloadable || r.downloadUrl === `/downloads/${r.id}.${EXTENSION_OF_FORMAT[r.format] ?? '?'}`,
    'a download is served as /downloads/<id>.html (format HTML) or /downloads/<id>.xls (format Excel)',
  ),
);
export type Resource = v.InferOutput<typeof ResourceSchema>;
export type PageResource = v.InferOutput<typeof PageResource>;
export type DownloadResource = v.InferOutput<typeof DownloadResource>;

/** A group of resource cards under its own heading. */
export const ResourceGroupSchema = v.object({
  /** Group heading (h2). */
  title: Text,
  /** One sentence under the heading. */
  intro: Text,
  /** Icon beside the group heading. */
  icon: IconName,
  /** The cards, in reading order. */
  resources: v.pipe(v.array(ResourceSchema), v.minLength(1)),
});
export type ResourceGroup = v.InferOutput<typeof ResourceGroupSchema>;

/**
 * One video tutorial card (SPEC §3 Tutorial): its title and what you will be able to do afterwards. There are no
 * video files: the card asks for the recording.
 */
export const TutorialSchema = v.pipe(
  v.object({
    ...CardText,
    /** Length in minutes (the badge shows it with `labels.minutes`). */
    duration: Minutes,
    /** Difficulty badge: Beginner default, Intermediate secondary, Advanced destructive (SPEC §4). */
    difficulty: Level,
    /** Text of the card's link to `videos.requestHref`; names the tutorial so each link reads on its own. */
    requestLabel: Text,
  }),
  requestLabelNamesTitle('tutorial'),
);
export type Tutorial = v.InferOutput<typeof TutorialSchema>;

export const DocsHubSchema = v.object({
  /** The page's opening; its title is the h1 "Documentation & Resources". */
  hero: HeroSection,
  /** Button texts of resource cards and the unit of tutorial durations. */
  labels: v.object({
    /** Button of a page resource. */
    view: Text,
    /** Button of a downloadable resource. */
    download: Text,
    /** Unit after a tutorial's duration: "15 min". */
    minutes: Text,
    /** Screen-reader hint on links that open in a new window: the site-wide wording of content/labels.ts. */
    newWindow: Text,
  }),
  /** Exactly 3 groups, in order: Getting Started, Technical Documentation, Implementation Resources. */
  groups: v.pipe(
    v.array(ResourceGroupSchema),
    v.check(
      (groups) =>
        groups
          .flatMap((g) => g.resources)
          .filter((r) => r.downloadable)
          .map((r) => r.id)
          .sort()
          .join() === [...DOWNLOAD_IDS].sort().join(),
      'the hub offers each of the 4 downloads (DOWNLOAD_IDS) exactly once',
    ),
  ),
  /** Video Tutorials. */
  videos: v.object({
    heading: SectionHeading,
    /** Exactly 3 tutorials (SPEC §2): 15, 25 and 45 minutes. */
    tutorials: v.array(TutorialSchema),
    ...OnRequest,
  }),
  /** Offline use: a short paragraph above the list of pages and downloads available offline. */
  offline: v.object({
    /** Heading (h2). */
    title: Text,
    /** The paragraph. */
    text: Text,
  }),
  /** "Need More Help?" (SPEC §2: both buttons go to /contact, a fixed link of lib/validate/counts.ts). */
  help: CtaSection,
});
export type DocsHub = v.InferOutput<typeof DocsHubSchema>;

export const docsHub: DocsHub = parseContent('content/docs/hub.ts', DocsHubSchema, {
  hero: {
    eyebrow: 'Docs and resources',
    title: 'Documentation & Resources',
    lead: 'Guides, templates and tools to plan, build and run your automations, written for the people who use them every day. Start with the getting started guide, or jump to the resource you need.',
    actions: [
      { label: 'Read the Getting Started Guide', href: '/docs/getting-started' },
      { label: 'Book a Free Automation Audit', href: '/contact' },
    ],
  },
  labels: {
    view: 'View',
    download: 'Download',
    minutes: 'min',
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
            'The six-step framework we use on every project, practice areas from security to cost control, industry tips and the metrics worth tracking.',
          type: 'Guide',
          format: 'Web page',
          icon: 'star',
          downloadable: false,
          link: '/docs/best-practices',
        },
        {
          id: 'troubleshooting-guide',
          title: 'Troubleshooting Guide',
          description: `Quick checks that solve ${claims.quickChecks.value} of problems, step-by-step fixes for integration, workflow, performance and data issues, and when to call us.`,
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
          description:
            'Six training modules from beginner to advanced, each 40 to 90 minutes, plus the downloads your team will use after the sessions.',
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
        requestLabel: 'Request the recording of Setting Up Your First Automation',
      },
      {
        title: 'CRM Integration Best Practices',
        duration: 25,
        difficulty: 'Intermediate',
        description:
          'Keep your CRM the single source of truth: field mapping, duplicate checks, two-way sync rules and what to do when a record changes in both places.',
        requestLabel: 'Request the recording of CRM Integration Best Practices',
      },
      {
        title: 'Advanced Workflow Automation',
        duration: 45,
        difficulty: 'Advanced',
        description:
          'Branching, loops over many records, error handlers, retries and AI steps with a human review queue, built on a real multi-step workflow.',
        requestLabel: 'Request the recording of Advanced Workflow Automation',
      },
    ],
    requestHref: '/contact',
    requestNote: `Tell us which tutorial you want and we send you the recording, free, within ${claims.enquiryReply.value}. It is yours to keep and share with your team.`,
  },
  offline: {
    title: 'Use these docs offline',
    text: 'Every docs page and every download on this page works without a connection once you have installed the site or visited it on this device. Keep them to hand on the train, on site or when your internet is the thing that is broken.',
  },
  help: {
    title: 'Need More Help?',
    text: `Tell us what you are trying to do or what has gone wrong. We reply within ${claims.enquiryReply.value}, and critical issues get an answer ${claims.emergencySupport.value} by phone.`,
    primary: { label: 'Contact Support', href: '/contact' },
    secondary: { label: 'Schedule a Call', href: '/contact' },
  },
});
