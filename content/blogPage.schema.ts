/** The shape of `content/blogPage.ts`: its schemas and types, checked when that module loads (`parseContent`). */
import * as v from 'valibot';
import { CtaSection, HeroSection, SectionHeading, Text } from './schema.ts';

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
