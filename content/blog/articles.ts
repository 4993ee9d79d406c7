/** The blog list: five articles, two featured (SPEC §2 Blog). Each id is the article's slug under /blog/. */
import * as v from 'valibot';
import { Text, parseContent } from '../schema.ts';

export const BlogArticleSchema = v.object({
  /** Slug: the article lives at /blog/{id}. */
  id: v.pipe(v.string(), v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be a lowercase slug')),
  /** Headline. */
  title: Text,
  /** One- or two-sentence summary for the list and the meta description. */
  excerpt: v.pipe(Text, v.minLength(50), v.maxLength(170)),
  /** Byline. */
  author: Text,
  /** Publication date, ISO `YYYY-MM-DD`. */
  date: v.pipe(v.string(), v.isoDate('must be an ISO date (YYYY-MM-DD)')),
  /** Reading time, e.g. "8 min read". */
  readTime: v.pipe(v.string(), v.regex(/^\d+ min read$/, 'must read like "8 min read"')),
  /** Category badge. */
  category: Text,
  /** Shown in "Featured Articles". */
  featured: v.optional(v.boolean(), false),
  /** Search keywords. */
  keywords: v.optional(v.array(Text), []),
});
export type BlogArticle = v.InferOutput<typeof BlogArticleSchema>;

export const blogArticles: BlogArticle[] = parseContent('content/blog/articles.ts', v.array(BlogArticleSchema), [
  {
    id: 'complete-guide-ai-automation-2025',
    title: 'The Complete Guide to AI Automation in 2025',
    excerpt:
      'Where AI automation pays back fastest for small businesses, how to start in four steps, and the pitfalls that sink most first projects.',
    author: 'Brightwork Automation team',
    date: '2025-01-15',
    readTime: '8 min read',
    category: 'AI & Automation',
    featured: true,
    keywords: ['AI automation', 'small business automation', 'automation guide'],
  },
  {
    id: 'workflow-automation-roi',
    title: 'How to Calculate the ROI of Workflow Automation',
    excerpt:
      'A plain formula for automation ROI, an invoice-processing example with real numbers, and the 60-day checkpoint that tells you it is working.',
    author: 'Brightwork Automation team',
    date: '2025-01-10',
    readTime: '6 min read',
    category: 'Business Strategy',
    featured: true,
    keywords: ['automation ROI', 'workflow automation', 'business case'],
  },
  {
    id: 'choosing-make-zapier-or-n8n',
    title: 'Make, Zapier or n8n: Choosing an Automation Platform',
    excerpt:
      'What each platform does best, what it costs as you grow, and a short checklist for picking the one that fits your team and your data.',
    author: 'Brightwork Automation team',
    date: '2025-01-06',
    readTime: '7 min read',
    category: 'Tools & Platforms',
    keywords: ['Make', 'Zapier', 'n8n', 'automation platforms'],
  },
  {
    id: 'automating-invoice-processing',
    title: 'Automating Invoice Processing Without Losing Control',
    excerpt:
      'How to extract, check and post supplier invoices automatically while keeping an approval step and a clean audit trail for your accountant.',
    author: 'Brightwork Automation team',
    date: '2024-12-18',
    readTime: '5 min read',
    category: 'Finance Automation',
    keywords: ['invoice automation', 'accounts payable', 'document extraction'],
  },
  {
    id: 'preparing-your-team-for-automation',
    title: 'Preparing Your Team for Automation',
    excerpt:
      'Automation changes how people work. Here is how to involve your team early, train them well and make the new workflows stick.',
    author: 'Brightwork Automation team',
    date: '2024-12-04',
    readTime: '5 min read',
    category: 'Training & Adoption',
    keywords: ['change management', 'automation training', 'team adoption'],
  },
]);
