/** The shape of `content/docs/troubleshooting.ts`: its schemas and types, checked when that module loads (`parseContent`). */
import * as v from 'valibot';
import { forms, type Priority } from '../forms.ts';
import { Card, Each, IconName, LinkTo, ListOf, sameKeys, Text } from '../schema.ts';

const Items = v.pipe(v.array(Text), v.minLength(2));

/** Where the extra resource cards lead, in order. */
const EXTRA_RESOURCES = [
  '/docs/best-practices',
  '/contact-support',
  '/docs/training-resources',
  '/api-reference',
] as const;

/** The category ids, in the order the page shows them (docs/product.md#docs-guides). */
const CATEGORY_IDS = ['integration', 'workflow', 'performance', 'data-quality'] as const;

/** Priority codes, most urgent first: the codes of content/forms.ts. */
export const PRIORITY_CODES = ['P1', 'P2', 'P3', 'P4'] as const;

/** The support priority with this code, from content/forms.ts. */
export function priority(code: (typeof PRIORITY_CODES)[number]): Priority {
  const found = forms.priorities.find((p) => p.code === code);
  if (!found) throw new Error(`content/docs/troubleshooting.ts: no support priority ${code} in content/forms.ts`);
  return found;
}

/** One line of the quick-fix checklist (docs/product.md#docs-guides). */
const QuickCheckItemSchema = v.object({
  /** What you are seeing, as you would describe it. */
  issue: Text,
  /** Checks to try, in order; each takes a minute or two. */
  quickCheck: Items,
});
export type QuickCheckItem = v.InferOutput<typeof QuickCheckItemSchema>;

/** One step of a solution. */
const SolutionStepSchema = v.object({
  /** What to do, in a few words (shown numbered). */
  step: Text,
  /** How to do it, in one or two sentences. */
  details: Text,
});
export type SolutionStep = v.InferOutput<typeof SolutionStepSchema>;

/** One problem, with its accordion sections: Symptoms, Common Causes, Step-by-Step Solutions, Prevention Tips. */
const TroubleshootingIssueSchema = v.object({
  /** The problem, as a heading. */
  problem: Text,
  /** Severity badge: High and Medium have their own styles, Low the default (docs/product.md#behaviour). */
  severity: v.picklist(['High', 'Medium', 'Low']),
  /** What you notice. */
  symptoms: Items,
  /** Why it usually happens. */
  causes: Items,
  /** What to do, in order. */
  solutions: v.pipe(v.array(SolutionStepSchema), v.minLength(3, 'a solution has at least 3 steps')),
  /** How to stop it happening again. */
  prevention: Items,
});
export type TroubleshootingIssue = v.InferOutput<typeof TroubleshootingIssueSchema>;

/** One category of detailed guides (docs/product.md#docs-guides). */
const TroubleshootingCategorySchema = v.object({
  /** Stable id, usable as the category's element id (no `##` heading on the page has this slug). */
  id: v.picklist(CATEGORY_IDS),
  /** Category heading. */
  title: Text,
  /** One sentence under the heading. */
  description: Text,
  /** Decorative icon. */
  icon: IconName,
  /** Accent colour token of the category. */
  color: v.picklist(['primary', 'accent', 'warning', 'danger']),
  /** 2 or 3 issues. */
  issues: ListOf(TroubleshootingIssueSchema, 2, 3, 'a category has 2 or 3 issues'),
});
export type TroubleshootingCategory = v.InferOutput<typeof TroubleshootingCategorySchema>;

/** One escalation card (docs/product.md#docs-guides). */
const EscalationItemSchema = v.pipe(
  v.object({
    /** When this priority applies. */
    scenario: Text,
    /** Support priority code; P1 is highlighted as destructive (docs/product.md#behaviour). */
    priority: v.picklist(PRIORITY_CODES),
    /** What to do. */
    action: Text,
    /** Promised response time: the priority's `response` in content/forms.ts. */
    response: Text,
  }),
  v.check(
    (item) => item.response === priority(item.priority).response,
    'response must equal the response time of the same priority in content/forms.ts',
  ),
);
export type EscalationItem = v.InferOutput<typeof EscalationItemSchema>;

export const TroubleshootingSchema = v.object({
  /** Names of the accordion sections and card fields. */
  labels: v.object({
    /** An issue's fields after its heading: the word before its severity badge, then its accordion sections. */
    ...sameKeys(v.omit(TroubleshootingIssueSchema, ['problem']), Text),
    /** Before an escalation card's response time. */
    response: Text,
  }),
  /** The emergency call button (a `tel:` link to content/site.ts `phone`). */
  emergencyCall: v.object({
    /** The button's text, before the number. */
    label: Text,
    /** When the line is answered, under the button. */
    availability: Text,
  }),
  /** The quick-fix checklist. */
  quickChecks: v.pipe(v.array(QuickCheckItemSchema), v.minLength(4)),
  /** Exactly 4 categories, in order: integration, workflow, performance, data quality. */
  categories: v.pipe(
    v.array(TroubleshootingCategorySchema),
    v.check(
      (list) => list.map((c) => c.id).join() === CATEGORY_IDS.join(),
      'categories are integration, workflow, performance and data-quality, in that order',
    ),
  ),
  /** One escalation card per priority, P1 to P4 in order. */
  escalation: v.pipe(
    v.array(EscalationItemSchema),
    v.check(
      (list) => list.map((e) => e.priority).join() === PRIORITY_CODES.join(),
      'escalation cards are P1, P2, P3 and P4, in that order',
    ),
  ),
  /** Extra resource cards, in order: best practices, support, training and the API reference. */
  extraResources: Each(
    EXTRA_RESOURCES.map((href, index) =>
      v.object({ ...Card.entries, link: LinkTo(href, `extra resource card ${index + 1}`, 'docs-guides') }),
    ),
    'extra resource cards',
    'docs-guides',
  ),
});
export type Troubleshooting = v.InferOutput<typeof TroubleshootingSchema>;
