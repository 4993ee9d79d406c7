/**
 * The blog's own copy (docs/product.md#blog): the list page's hero, section headings, card labels, the "Stay Updated"
 * block and the feed's description. The blog's name, its h1 and the feed's title, is its route's title
 * (content/routes.ts). The articles themselves are the MDX files in content/blog/ (their frontmatter is the
 * list: lib/documents.ts), so no second list of articles exists.
 */
import { routeTitle } from './routes.ts';
import { parseContent } from './schema.ts';
import { BlogPageSchema, type BlogPage } from './blogPage.schema.ts';

export type { BlogPage } from './blogPage.schema.ts';

export const blogPage: BlogPage = parseContent('content/blogPage.ts', BlogPageSchema, {
  hero: {
    eyebrow: 'Insights & Resources',
    title: routeTitle('/blog'),
    lead: 'Practical articles on AI automation, working out the return on it, choosing tools and bringing your team with you, written for people who run small and medium businesses.',
  },
  featured: { title: 'Featured Articles' },
  recent: { title: 'Recent Articles' },
  stayUpdated: {
    title: 'Stay Updated',
    text: 'New articles on what is working in automation for small businesses, a few times a year. Tell us what you would like to hear about.',
    primary: { label: 'Subscribe to Newsletter', href: '/contact' },
  },
  labels: {
    featured: 'Featured',
    readArticle: 'Read Article',
    readMore: 'Read More',
    readTime: '{minutes} min read',
    by: 'By',
    backToBlog: 'Back to Blog',
    related: 'Keep reading',
  },
  feed: {
    title: routeTitle('/blog'),
    description: 'Articles on AI automation, workflow ROI and automation platforms for UK small and medium businesses.',
  },
});
