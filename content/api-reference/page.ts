/**
 * Copy of /api-reference (docs/product.md#api-reference: Make open by default): the page's opening and its four
 * tabs. Each tab's guidance is prose in `content/api-reference/<id>.mdx`, rendered inside the tab panel.
 */
import { routeTitle } from '../routes.ts';
import { parseContent } from '../schema.ts';
import { ApiReferencePageSchema, type ApiReferencePage } from './page.schema.ts';

export type { ApiReferencePage } from './page.schema.ts';

export const apiReferencePage: ApiReferencePage = parseContent(
  'content/api-reference/page.ts',
  ApiReferencePageSchema,
  {
    hero: {
      eyebrow: 'For developers and technical teams',
      title: routeTitle('/api-reference'),
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
