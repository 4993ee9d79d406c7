/**
 * The blog's own copy (SPEC §2 Blog): the list page's hero, section headings, card labels, the "Stay Updated"
 * block and the feed's title. The articles themselves are the MDX files in content/blog/ (their frontmatter
 * is the list: lib/documents.ts), so no second list of articles exists.
 */
import * as v from 'valibot';
import { CtaSection, HeroSection, SectionHeading, Text, parseContent } from './schema.ts';

export const BlogPageSchema = v.object({
  /** Hero: title "Automation Insights" with the badge "Insights & Resources" as its eyebrow. */
  hero: HeroSection,
  /** Shown only when some article is featured. */
  featured: SectionHeading,
  recent: SectionHeading,
  /** The closing block: "Subscribe to Newsletter" leads to /contact (there is no newsletter form). */
  stayUpdated: CtaSection,
  labels: v.object({
    /** Badge on featured cards. */
    featured: Text,
    /** Featured cards' link. */
    readArticle: Text,
    /** Recent cards' link. */
    readMore: Text,
    /** Reading time; `{minutes}` is filled in. */
    readTime: Text,
    /** Before the author's name. */
    by: Text,
    /** The article page's link back to the list. */
    backToBlog: Text,
    /** Heading of an article's related links. */
    related: Text,
  }),
  feed: v.object({
    /** The RSS channel's title. */
    title: Text,
    /** The RSS channel's description. */
    description: Text,
  }),
});
export type BlogPage = v.InferOutput<typeof BlogPageSchema>;

export const blogPage: BlogPage = parseContent('content/blog.ts', BlogPageSchema, {
  hero: {
    eyebrow: 'Insights & Resources',
    title: 'Automation Insights',
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
    title: 'Automation Insights',
    description: 'Articles on AI automation, workflow ROI and automation platforms for UK small and medium businesses.',
  },
});
