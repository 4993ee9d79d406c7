/** The shape of `content/docs/hub.ts`: its schemas and types, checked when that module loads (`parseContent`). */
import * as v from 'valibot';
import {
  CardText,
  counted,
  Each,
  CtaSection,
  fixedHref,
  HeroSection,
  IconName,
  InternalHref,
  Level,
  LinkTo,
  Minutes,
  OnRequest,
  RequestAction,
  SectionHeading,
  Slug,
  Text,
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
const RESOURCE_TYPES = ['Guide', 'Tool', 'Assessment', 'Template', 'Checklist', 'Course'] as const;
/** Format badge of a resource card, and the file format of a download. */
const RESOURCE_FORMATS = ['Web page', 'Interactive', 'HTML', 'Excel'] as const;

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

/**
 * A resource that is a file: the card's "Download" button opens `downloadUrl` in a new window
 * (docs/product.md#behaviour).
 */
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

/**
 * One resource card (docs/product.md#documentation-hub): exactly one of `link` or `downloadUrl`, matching
 * `downloadable`.
 */
const ResourceSchema = v.pipe(
  v.variant('downloadable', [PageResource, DownloadResource], 'downloadable must be true or false'),
  v.check(
    (r) => !r.downloadable || r.downloadUrl === `/downloads/${r.id}.${EXTENSION_OF_FORMAT[r.format] ?? '?'}`,
    'a download is served as /downloads/<id>.html (format HTML) or /downloads/<id>.xls (format Excel)',
  ),
);
export type Resource = v.InferOutput<typeof ResourceSchema>;
export type PageResource = v.InferOutput<typeof PageResource>;
export type DownloadResource = v.InferOutput<typeof DownloadResource>;

/**
 * The hub's three groups in order, each with how many resources it lists (docs/product.md#documentation-hub):
 * Getting Started, Technical Documentation, Implementation Resources.
 */
const RESOURCE_GROUPS = [
  { title: 'Getting Started', resources: 3 },
  { title: 'Technical Documentation', resources: 3 },
  { title: 'Implementation Resources', resources: 4 },
] as const;

/** A group of resource cards under its own heading. */
const ResourceGroupSchema = v.object({
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
 * One video tutorial card (docs/product.md#documentation-hub): its title and what you will be able to do afterwards.
 * There are no video files: the card's "Watch" asks for the recording (`videos.action`).
 */
const TutorialSchema = v.object({
  ...CardText,
  /** Length in minutes (the badge shows it with the unit of content/labels.ts). */
  duration: Minutes,
  /** Difficulty badge: Beginner default, Intermediate secondary, Advanced destructive (docs/product.md#behaviour). */
  difficulty: Level,
});
export type Tutorial = v.InferOutput<typeof TutorialSchema>;

export const DocsHubSchema = v.object({
  /** The page's opening; its title is the h1 "Documentation & Resources". */
  hero: HeroSection,
  /** Button texts of resource cards (a tutorial's duration reads its unit from content/labels.ts). */
  labels: v.object({
    /** Button of a page resource. */
    view: Text,
    /** Button of a downloadable resource. */
    download: Text,
    /** Screen-reader hint on links that open in a new window: the site-wide wording of content/labels.ts. */
    newWindow: Text,
  }),
  /** Exactly 3 groups, in order: Getting Started, Technical Documentation, Implementation Resources. */
  groups: v.pipe(
    Each(
      RESOURCE_GROUPS.map(({ title, resources }) =>
        v.object({
          ...ResourceGroupSchema.entries,
          resources: v.pipe(
            v.array(ResourceSchema),
            v.length(resources, counted(`${title} resources`, 'documentation-hub')),
          ),
        }),
      ),
      'resource groups',
      'documentation-hub',
    ),
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
    /** Exactly 3 tutorials (docs/product.md#documentation-hub): 15, 25 and 45 minutes. */
    tutorials: v.pipe(v.array(TutorialSchema), v.length(3, counted('video tutorials', 'documentation-hub'))),
    /** Every card's link to `requestHref`: the spec's "Watch", asking for that tutorial's recording. */
    action: RequestAction,
    ...OnRequest,
    requestHref: fixedHref('/contact', 'every video tutorial’s "Watch"', 'documentation-hub'),
  }),
  /** Offline use: a short paragraph above the list of pages and downloads available offline. */
  offline: v.object({
    /** Heading (h2). */
    title: Text,
    /** The paragraph. */
    text: Text,
  }),
  /** "Need More Help?" (docs/product.md#documentation-hub: the support form, then /contact). */
  help: v.object({
    ...CtaSection.entries,
    /**
     * "Contact Support" leads to the support form, not the enquiry form the brief names: a support question
     * asked there gets its support level's first-response target.
     */
    primary: LinkTo('/contact-support', '"Need More Help?": "Contact Support"', 'documentation-hub'),
    secondary: LinkTo('/contact', '"Need More Help?": "Schedule a Call"', 'documentation-hub'),
  }),
});
export type DocsHub = v.InferOutput<typeof DocsHubSchema>;
