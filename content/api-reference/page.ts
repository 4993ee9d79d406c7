/**
 * Copy of /api-reference (SPEC §2 API reference, §4 "make by default"): the page's opening and its four
 * tabs. Each tab's guidance is prose in `content/api-reference/<id>.mdx`, rendered inside the tab panel.
 */
import * as v from 'valibot';
import { HeroSection, Text, parseContent } from '../schema.ts';

/** The tabs in the order the page shows them; the first, make, is open by default. */
export const API_TAB_IDS = ['make', 'zapier', 'n8n', 'custom'] as const;
export const ApiTabId = v.picklist(API_TAB_IDS, 'must be make, zapier, n8n or custom');
export type ApiTabId = v.InferOutput<typeof ApiTabId>;

export const ApiTabSchema = v.object({
  /** Tab value and the name of its guidance file, `content/api-reference/<id>.mdx`. */
  id: ApiTabId,
  /** Tab label: the platform's name. */
  label: Text,
  /** One sentence under the tab list, saying when to choose this platform. */
  summary: Text,
});
export type ApiTab = v.InferOutput<typeof ApiTabSchema>;

export const ApiReferencePageSchema = v.object({
  /** The page's opening, with its h1 "API Reference & Integration Guides". */
  hero: HeroSection,
  /** Exactly the four tabs, in the order of `API_TAB_IDS`. */
  tabs: v.pipe(
    v.array(ApiTabSchema),
    v.check(
      (tabs) => tabs.every((tab, i) => tab.id === API_TAB_IDS[i]),
      `tabs must be in the order ${API_TAB_IDS.join(', ')}`,
    ),
  ),
  /** The tab open when the page loads (SPEC §4: make). */
  defaultTab: ApiTabId,
});
export type ApiReferencePage = v.InferOutput<typeof ApiReferencePageSchema>;
export type ApiReferencePageInput = v.InferInput<typeof ApiReferencePageSchema>;

export const apiReferencePage: ApiReferencePage = parseContent(
  'content/api-reference/page.ts',
  ApiReferencePageSchema,
  {
    hero: {
      eyebrow: 'For developers and technical teams',
      title: 'API Reference & Integration Guides',
      lead: 'How the automations we build receive and send data: webhook addresses and methods, how every request is signed, what the payload looks like, and how retries, duplicates, errors and rate limits are handled on each platform.',
    },
    tabs: [
      {
        id: 'make',
        label: 'Make',
        summary:
          'Our default for most projects: visual scenarios, strong data tools and EU hosting at a low cost per operation.',
      },
      {
        id: 'zapier',
        label: 'Zapier',
        summary:
          'The quickest route when your team already uses Zapier or needs one of its thousands of ready-made app connections.',
      },
      {
        id: 'n8n',
        label: 'n8n',
        summary:
          'For high volumes or strict data rules: n8n can run on your own server in the UK, with no per-task charges.',
      },
      {
        id: 'custom',
        label: 'Custom code',
        summary: 'For your own applications: send signed JSON to our webhooks, or receive ours, from any language.',
      },
    ],
    defaultTab: 'make',
  },
);
