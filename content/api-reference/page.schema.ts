/** The shape of `content/api-reference/page.ts`: its schemas and types, checked when that module loads (`parseContent`). */
import * as v from 'valibot';
import { counted, HeroSection, Text } from '../schema.ts';

/** The tabs in the order the page shows them; the first, make, is open by default. */
const API_TAB_IDS = ['make', 'zapier', 'n8n', 'custom'] as const;
const ApiTabId = v.picklist(API_TAB_IDS, 'must be make, zapier, n8n or custom');
type ApiTabId = v.InferOutput<typeof ApiTabId>;

const ApiTabSchema = v.object({
  /** Tab value and the name of its guidance file, `content/api-reference/<id>.mdx`. */
  id: ApiTabId,
  /** Tab label: the platform's name. */
  label: Text,
  /** One sentence under the tab list, saying when to choose this platform. */
  summary: Text,
});

export const ApiReferencePageSchema = v.object({
  /** The page's opening, with its h1 "API Reference & Integration Guides". */
  hero: HeroSection,
  /** Exactly the four tabs, in the order of `API_TAB_IDS`. */
  tabs: v.pipe(
    v.array(ApiTabSchema),
    v.length(API_TAB_IDS.length, counted('tabs', 'api-reference')),
    v.check(
      (tabs) => tabs.every((tab, i) => tab.id === API_TAB_IDS[i]),
      `tabs must be in the order ${API_TAB_IDS.join(', ')}`,
    ),
  ),
  /** The tab open when the page loads (docs/product.md#api-reference: Make). */
  defaultTab: ApiTabId,
});
export type ApiReferencePage = v.InferOutput<typeof ApiReferencePageSchema>;
